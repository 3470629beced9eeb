import {
  CARA_PERSALINAN,
  type CaraPersalinan,
  GOLONGAN_OPERASI,
  type GolonganOperasi,
  KODE_SPESIALISASI,
  LABEL_CARA_PERSALINAN,
  LABEL_GOLONGAN_OPERASI,
  labelSpesialisasi,
  type Spesialisasi,
  type TabelRl,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { barisDari } from '../../../platform/audit-rantai.ts';
import { dalamPeriode, type PeriodeRl } from './rl.periode.ts';
import { KOLOM_NO, kol, tabel } from './rl.tabel.ts';

// RL 3 sub-forms of the 2023 revision (SIRS 6 numbering) read from the delivery room, the referral
// data of visits and stays, and the theatre: one set-based statement each (docs/laporan-rl.md).

const angka = (v: unknown) => Number(v ?? 0);

/**
 * RL 3.6 Kebidanan: the deliveries of the period (birth time in the period) by how the baby was
 * delivered; referred in when the visit carries a referral number; dead when the mother's stay
 * ended in death; referred out when it ended in a referral.
 */
export async function rl36Kebidanan(db: DbOrTx, p: PeriodeRl): Promise<TabelRl> {
  const res = await db.execute(sql`
    select ps.cara,
           count(*) filter (where k.no_rujukan is not null and pi.cara_pulang is distinct from 'MENINGGAL') as rm_hidup,
           count(*) filter (where k.no_rujukan is not null and pi.cara_pulang = 'MENINGGAL') as rm_mati,
           count(*) filter (where k.no_rujukan is null and pi.cara_pulang is distinct from 'MENINGGAL') as nr_hidup,
           count(*) filter (where k.no_rujukan is null and pi.cara_pulang = 'MENINGGAL') as nr_mati,
           count(*) filter (where pi.cara_pulang = 'DIRUJUK') as dirujuk
      from persalinan ps
      join kunjungan k on k.uid = ps.kunjungan_uid
      left join perawatan_inap pi on pi.layanan_uid = ps.layanan_uid
     -- persalinan_status_idx serves (status, masuk_pada); a woman is in the delivery room hours or
     -- days before the birth, so ninety days back bounds the read without losing a birth.
     where ps.status = 'SELESAI'
       and ps.masuk_pada >= (${p.dari}::date::timestamp at time zone 'Asia/Jakarta') - interval '90 days'
       and ps.masuk_pada < ((${p.sampai}::date + 1)::timestamp at time zone 'Asia/Jakarta')
       and ${dalamPeriode(sql`ps.waktu_lahir`, p)}
     group by ps.cara`);
  const per = new Map(barisDari<Record<string, unknown>>(res).map((r) => [r.cara as CaraPersalinan, r]));
  const rm = 'Rujukan Medis';
  const rnm = 'Rujukan Non Medis';
  const nr = 'Non Rujukan';
  return tabel(
    'RL 3.6',
    'Kegiatan Pelayanan Kebidanan',
    [
      KOLOM_NO,
      kol('Jenis Kegiatan', 'teks'),
      kol('Rumah Sakit', 'angka', rm),
      kol('Bidan', 'angka', rm),
      kol('Puskesmas', 'angka', rm),
      kol('Faskes Lainnya', 'angka', rm),
      kol('Jumlah Hidup', 'angka', rm),
      kol('Jumlah Mati', 'angka', rm),
      kol('Total Rujukan Medis', 'angka', rm),
      kol('Jumlah Hidup', 'angka', rnm),
      kol('Jumlah Mati', 'angka', rnm),
      kol('Total Rujukan Non Medis', 'angka', rnm),
      kol('Jumlah Hidup', 'angka', nr),
      kol('Jumlah Mati', 'angka', nr),
      kol('Total Non Rujukan', 'angka', nr),
      kol('Dirujuk'),
    ],
    CARA_PERSALINAN.map((cara, i) => {
      const r = per.get(cara);
      const [rmH, rmM, nrH, nrM] = [r?.rm_hidup, r?.rm_mati, r?.nr_hidup, r?.nr_mati].map(angka) as [
        number,
        number,
        number,
        number,
      ];
      return [
        String(i + 1),
        `Persalinan ${LABEL_CARA_PERSALINAN[cara].toLowerCase()}`,
        null,
        null,
        null,
        null,
        rmH,
        rmM,
        rmH + rmM,
        null,
        null,
        null,
        nrH,
        nrM,
        nrH + nrM,
        angka(r?.dirujuk),
      ];
    }),
    {
      total: true,
      catatan:
        'Persalinan yang bayinya lahir dalam periode, per cara persalinan. Rujukan medis = kunjungan dengan nomor rujukan; asal rujukan (rumah sakit, bidan, puskesmas, faskes lain) dan rujukan non medis belum dicatat aplikasi sehingga "-". Mati = perawatan ibu berakhir meninggal; dirujuk = perawatan ibu berakhir dirujuk. Baris komplikasi, abortus dan imunisasi TT formulir belum diisi: aplikasi belum mengelompokkan kasus tersebut. Daftar baris formulir SIRS belum dipastikan; cocokkan sebelum dikirim.',
    },
  );
}

/**
 * RL 3.10 Rujukan: per unit, the visits that came with a referral number (counted once a visit,
 * at its first service) and the patients referred out — outpatients and IGD by their follow-up,
 * inpatients by a discharge to another facility — split by whether they had come referred.
 */
export async function rl310Rujukan(db: DbOrTx, p: PeriodeRl): Promise<TabelRl> {
  const res = await db.execute(sql`
    with lay as materialized (
      select l.poli_uid, k.no_rujukan is not null as rujukan,
             row_number() over (partition by l.kunjungan_uid order by l.created_at, l.uid) = 1 as pertama,
             exists (select 1 from tindak_lanjut tl
                      where tl.layanan_uid = l.uid and tl.jenis = 'RUJUK_LUAR') as keluar
        from layanan l
        join kunjungan k on k.uid = l.kunjungan_uid
       where l.jenis in ('RAWAT_JALAN', 'GAWAT_DARURAT') and l.status <> 'BATAL'
         and l.tanggal between ${p.dari}::date and ${p.sampai}::date),
    per_unit as (
      select poli_uid,
             count(*) filter (where pertama and rujukan) as masuk,
             count(*) filter (where keluar and rujukan) as keluar_rujukan,
             count(*) filter (where keluar and not rujukan) as keluar_sendiri
        from lay group by poli_uid
      union all
      select l.poli_uid, 0,
             count(*) filter (where k.no_rujukan is not null),
             count(*) filter (where k.no_rujukan is null)
        from perawatan_inap pi
        join layanan l on l.uid = pi.layanan_uid
        join kunjungan k on k.uid = pi.kunjungan_uid
       where pi.cara_pulang = 'DIRUJUK' and ${dalamPeriode(sql`pi.pulang_pada`, p)}
       group by l.poli_uid)
    select po.nama, sum(u.masuk) as masuk, sum(u.keluar_rujukan) as keluar_rujukan,
           sum(u.keluar_sendiri) as keluar_sendiri
      from per_unit u
      join poli po on po.uid = u.poli_uid
     group by po.nama
    having sum(u.masuk) + sum(u.keluar_rujukan) + sum(u.keluar_sendiri) > 0
     order by po.nama`);
  const diterima = 'Rujukan Masuk: Diterima dari';
  const kembali = 'Rujukan Masuk: Dikembalikan ke';
  const keluar = 'Dirujuk Keluar';
  return tabel(
    'RL 3.10',
    'Kegiatan Rujukan',
    [
      KOLOM_NO,
      kol('Jenis Spesialisasi', 'teks'),
      kol('Puskesmas', 'angka', diterima),
      kol('RS Lain', 'angka', diterima),
      kol('Faskes Lain', 'angka', diterima),
      kol('Total Rujukan Masuk', 'angka', diterima),
      kol('Puskesmas', 'angka', kembali),
      kol('RS Asal', 'angka', kembali),
      kol('Faskes Lain', 'angka', kembali),
      kol('Total Dikembalikan', 'angka', kembali),
      kol('Pasien Rujukan', 'angka', keluar),
      kol('Pasien Datang Sendiri', 'angka', keluar),
      kol('Total Dirujuk Keluar', 'angka', keluar),
      kol('Diterima Kembali', 'angka', keluar),
    ],
    barisDari<Record<string, unknown>>(res).map((r, i) => {
      const kr = angka(r.keluar_rujukan);
      const ks = angka(r.keluar_sendiri);
      return [
        String(i + 1),
        String(r.nama),
        null,
        null,
        null,
        angka(r.masuk),
        null,
        null,
        null,
        null,
        kr,
        ks,
        kr + ks,
        null,
      ];
    }),
    {
      total: true,
      catatan:
        'Per unit pelayanan (unit belum memuat spesialisasi). Rujukan masuk = kunjungan rawat jalan/IGD dengan nomor rujukan, dihitung sekali per kunjungan di layanan pertamanya; asal rujukan belum dicatat sehingga hanya totalnya yang terisi. Dirujuk keluar = tindak lanjut "rujuk ke faskes lain" rawat jalan/IGD dan pasien rawat inap yang pulang dirujuk dalam periode; pasien rujukan bila kunjungannya bernomor rujukan. Rujukan balik (dikembalikan, diterima kembali) belum dicatat aplikasi sehingga "-".',
    },
  );
}

/**
 * RL 3.12 Pembedahan: the operations done (SELESAI) whose scheduled start lies in the period, per
 * the operator's specialty and the size (golongan) of the operative procedure charged.
 */
export async function rl312Pembedahan(db: DbOrTx, p: PeriodeRl): Promise<TabelRl> {
  const res = await db.execute(sql`
    select d.spesialisasi, t.golongan, count(*) as n
      from operasi o
      join tindakan t on t.uid = o.tindakan_uid
      left join dokter d on d.pegawai_uid = o.operator_uid
     where o.status = 'SELESAI' and ${dalamPeriode(sql`o.mulai`, p)}
     group by d.spesialisasi, t.golongan`);
  // The form's order of sizes: special, major, medium, minor.
  const ukuran: GolonganOperasi[] = ['KHUSUS', 'BESAR', 'SEDANG', 'KECIL'];
  const per = new Map<string, { gol: Record<GolonganOperasi, number>; total: number }>();
  for (const r of barisDari<{
    spesialisasi: Spesialisasi | null;
    golongan: GolonganOperasi | null;
    n: unknown;
  }>(res)) {
    const kunci = r.spesialisasi ?? '-';
    const b = per.get(kunci) ?? {
      gol: Object.fromEntries(GOLONGAN_OPERASI.map((g) => [g, 0])) as Record<GolonganOperasi, number>,
      total: 0,
    };
    per.set(kunci, b);
    if (r.golongan) b.gol[r.golongan] += angka(r.n);
    b.total += angka(r.n);
  }
  const urut = [...KODE_SPESIALISASI, '-'].filter((k) => per.has(k));
  return tabel(
    'RL 3.12',
    'Kegiatan Pembedahan',
    [
      KOLOM_NO,
      kol('Spesialisasi', 'teks'),
      ...ukuran.map((u) => kol(LABEL_GOLONGAN_OPERASI[u].replace('Operasi ', ''))),
      kol('Total'),
    ],
    urut.map((k, i) => {
      const b = per.get(k);
      return [
        String(i + 1),
        k === '-' ? 'Operator bukan dokter terdaftar' : labelSpesialisasi(k as Spesialisasi),
        ...ukuran.map((u) => b?.gol[u] ?? 0),
        b?.total ?? 0,
      ];
    }),
    {
      total: true,
      catatan:
        'Operasi berstatus selesai yang jadwal mulainya dalam periode, per spesialisasi dokter operator dan golongan tindakan operatif yang ditagihkan (khusus, besar, sedang, kecil). Tindakan tanpa golongan hanya masuk kolom Total.',
    },
  );
}
