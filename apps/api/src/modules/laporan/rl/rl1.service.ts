import {
  hitungIndikator,
  type IndikatorBulanan,
  type KelasRanap,
  type LaporanRl,
  type NilaiIndikator,
  type SelRl,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { awalHari, bacaStint, hariTanggal } from '../../ranap/indikator/indikator.riwayat.ts';
import { indikatorBulanan } from '../../ranap/indikator/indikator.service.ts';
import type { PeriodeRl } from './rl.periode.ts';
import { KOLOM_NO, kol, tabel } from './rl.tabel.ts';
import { rl11DataDasar } from './rl1.data-dasar.ts';

// RL 1 (indicators, beds; the facility data in rl1.data-dasar.ts) and RL 3 (inpatient activity,
// IGD; the other sub-forms in rl3.*.ts): every inpatient figure comes from the census/indicator
// service of the ward (modules/ranap/indikator), a year as its months summed.

const KELAS_RL: { label: string; kelas: KelasRanap | null }[] = [
  { label: 'VVIP', kelas: 'VVIP' },
  { label: 'VIP', kelas: 'VIP' },
  { label: 'I', kelas: 'KELAS_1' },
  { label: 'II', kelas: 'KELAS_2' },
  { label: 'III', kelas: 'KELAS_3' },
  // ICU, HCU, NICU, PICU and isolation wards: the form's special class.
  { label: 'Kelas Khusus', kelas: null },
];
const kolomKelas = (r: { jenis: string; kelas: string }, nilai: number): number[] =>
  KELAS_RL.map((k) => ((r.jenis === 'BANGSAL' ? k.kelas === r.kelas : k.kelas === null) ? nilai : 0));

type Hitungan = Pick<
  NilaiIndikator,
  'hari_perawatan' | 'lama_dirawat' | 'keluar_hidup' | 'meninggal' | 'meninggal_48_lebih'
>;
const KUNCI: (keyof Hitungan)[] = [
  'hari_perawatan',
  'lama_dirawat',
  'keluar_hidup',
  'meninggal',
  'meninggal_48_lebih',
];

/** The months of the period through the indicator service; a year is its months' counts summed. */
async function indikatorPeriode(db: DbOrTx, ctx: Ctx, p: PeriodeRl) {
  const bulan: IndikatorBulanan[] = [];
  for (const b of p.bulan) bulan.push(await indikatorBulanan(db, ctx, { bulan: b }));
  const terakhir = bulan.at(-1) as IndikatorBulanan;
  const ruangan = new Map<string, IndikatorBulanan['ruangan'][number]>();
  for (const m of bulan)
    for (const r of m.ruangan) {
      const ada = ruangan.get(r.ruangan_uid);
      if (!ada) ruangan.set(r.ruangan_uid, { ...r });
      else for (const k of KUNCI) ada[k] += r[k];
    }
  if (bulan.length === 1) return { rs: terakhir.rumah_sakit, ruangan: [...ruangan.values()] };
  const jumlah = Object.fromEntries(KUNCI.map((k) => [k, bulan.reduce((n, m) => n + m.rumah_sakit[k], 0)]));
  const d = {
    ...(jumlah as Hitungan),
    bed: terakhir.rumah_sakit.bed,
    hari: bulan.reduce((n, m) => n + m.hari, 0),
  };
  return {
    rs: { ...d, pasien_keluar: d.keluar_hidup + d.meninggal, ...hitungIndikator(d) },
    ruangan: [...ruangan.values()],
  };
}

async function hitungSatu(db: DbOrTx, q: ReturnType<typeof sql>): Promise<number> {
  const res = await db.execute<{ n: string }>(q);
  return Number((res as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
}

export async function formulirRl1(db: DbOrTx, ctx: Ctx, p: PeriodeRl): Promise<LaporanRl['tabel']> {
  const { rs, ruangan } = await indikatorPeriode(db, ctx, p);
  const kunjungan = await hitungSatu(
    db,
    sql`select count(*) as n from layanan where jenis in ('RAWAT_JALAN', 'GAWAT_DARURAT')
          and status <> 'BATAL' and tanggal between ${p.dari}::date and ${p.sampai}::date`,
  );
  const rataKunjungan = rs.hari ? Math.round((kunjungan / rs.hari) * 100) / 100 : null;
  const rl12 = tabel(
    'RL 1.2',
    'Indikator Pelayanan Rumah Sakit',
    [
      kol('Periode', 'teks'),
      kol('BOR (%)', 'desimal'),
      kol('AVLOS (hari)', 'desimal'),
      kol('BTO (kali)', 'desimal'),
      kol('TOI (hari)', 'desimal'),
      kol('NDR (‰)', 'desimal'),
      kol('GDR (‰)', 'desimal'),
      kol('Rata-rata Kunjungan/hari', 'desimal'),
    ],
    [[p.label, rs.bor, rs.alos, rs.bto, rs.toi, rs.ndr, rs.gdr, rataKunjungan]],
    {
      catatan: `Dari sensus rawat inap: ${rs.bed} TT, ${rs.hari} hari, hari perawatan ${rs.hari_perawatan}, lama dirawat ${rs.lama_dirawat}, pasien keluar ${rs.pasien_keluar} (meninggal ${rs.meninggal}, ≥ 48 jam ${rs.meninggal_48_lebih}). Rata-rata kunjungan: kunjungan rawat jalan dan IGD dibagi jumlah hari.`,
    },
  );
  const grupKelas = 'Perincian Tempat Tidur per Kelas';
  const rl13 = tabel(
    'RL 1.3',
    'Fasilitas Tempat Tidur Rawat Inap',
    [
      KOLOM_NO,
      kol('Jenis Pelayanan', 'teks'),
      kol('Jumlah TT'),
      ...KELAS_RL.map((k) => kol(k.label, 'angka', grupKelas)),
    ],
    ruangan.map((r, i) => [String(i + 1), r.nama, r.bed, ...kolomKelas(r, r.bed)]),
    {
      total: true,
      catatan:
        'Per ruang rawat inap, tempat tidur aktif saat laporan dibuat; ruang khusus (ICU, HCU, NICU, PICU, isolasi) di kelas khusus.',
    },
  );
  return [await rl11DataDasar(db, ruangan), rl12, rl13];
}

/** Per ward over the period: at the start, admitted, transferred in and out, at the end. */
async function aliranRuangan(db: DbOrTx, p: PeriodeRl) {
  const p0 = hariTanggal(p.dari);
  const p1 = hariTanggal(p.sampai);
  const hasil = new Map<
    string,
    { awal: number; masuk: number; pindahan: number; dipindahkan: number; akhir: number }
  >();
  for (const s of await bacaStint(db, awalHari(p0), awalHari(p1 + 1))) {
    const h = hasil.get(s.ruangan_uid) ?? { awal: 0, masuk: 0, pindahan: 0, dipindahkan: 0, akhir: 0 };
    hasil.set(s.ruangan_uid, h);
    const dalam = (hari: number | null) => hari !== null && hari >= p0 && hari <= p1;
    if (s.hariMasuk < p0 && (s.hariKeluar === null || s.hariKeluar >= p0)) h.awal++;
    if (dalam(s.hariMasuk)) s.pertama ? h.masuk++ : h.pindahan++;
    if (s.sebab === 'PINDAH' && dalam(s.hariKeluar)) h.dipindahkan++;
    if (s.hariMasuk <= p1 && (s.hariKeluar === null || s.hariKeluar > p1)) h.akhir++;
  }
  return hasil;
}

export async function formulirRl3(db: DbOrTx, ctx: Ctx, p: PeriodeRl): Promise<LaporanRl['tabel']> {
  const { ruangan } = await indikatorPeriode(db, ctx, p);
  const aliran = await aliranRuangan(db, p);
  const grupHp = 'Rincian Hari Perawatan per Kelas';
  const rl31 = tabel(
    'RL 3.1',
    'Rekapitulasi Kegiatan Pelayanan Rawat Inap',
    [
      KOLOM_NO,
      kol('Jenis Pelayanan', 'teks'),
      kol('Pasien Awal Periode'),
      kol('Pasien Masuk'),
      kol('Pasien Pindahan'),
      kol('Pasien Dipindahkan'),
      kol('Pasien Keluar Hidup'),
      kol('< 48 jam', 'angka', 'Pasien Keluar Mati'),
      kol('≥ 48 jam', 'angka', 'Pasien Keluar Mati'),
      kol('Jumlah Lama Dirawat'),
      kol('Pasien Akhir Periode'),
      kol('Jumlah Hari Perawatan'),
      ...KELAS_RL.map((k) => kol(k.label, 'angka', grupHp)),
      kol('Jumlah Alokasi TT'),
    ],
    ruangan.map((r, i) => {
      const a = aliran.get(r.ruangan_uid) ?? { awal: 0, masuk: 0, pindahan: 0, dipindahkan: 0, akhir: 0 };
      return [
        String(i + 1),
        r.nama,
        a.awal,
        a.masuk,
        a.pindahan,
        a.dipindahkan,
        r.keluar_hidup,
        r.meninggal - r.meninggal_48_lebih,
        r.meninggal_48_lebih,
        r.lama_dirawat,
        a.akhir,
        r.hari_perawatan,
        ...kolomKelas(r, r.hari_perawatan),
        r.bed,
      ] as SelRl[];
    }),
    {
      total: true,
      catatan: 'Per ruang rawat inap (data ruang belum memuat spesialisasi), dari sensus harian rawat inap.',
    },
  );

  const res = await db.execute<Record<string, string>>(sql`
    select po.nama,
           count(*) filter (where k.no_rujukan is not null) as rujukan,
           count(*) filter (where k.no_rujukan is null) as non_rujukan,
           count(*) filter (where tl.jenis = 'RANAP') as dirawat,
           count(*) filter (where tl.jenis = 'RUJUK_LUAR') as dirujuk,
           count(*) filter (where tl.jenis in ('PULANG', 'KONTROL', 'PULANG_PAKSA')) as pulang,
           count(*) filter (where tl.jenis = 'MENINGGAL') as mati
      from layanan l
      join kunjungan k on k.uid = l.kunjungan_uid
      join poli po on po.uid = l.poli_uid
      left join tindak_lanjut tl on tl.layanan_uid = l.uid
     where l.jenis = 'GAWAT_DARURAT' and l.status <> 'BATAL'
       and l.tanggal between ${p.dari}::date and ${p.sampai}::date
     group by po.nama order by po.nama`);
  const igd = (res as unknown as { rows: Record<string, string>[] }).rows;
  const grupTl = 'Tindak Lanjut Pelayanan';
  const rl32 = tabel(
    'RL 3.2',
    'Kunjungan Rawat Darurat',
    [
      KOLOM_NO,
      kol('Jenis Pelayanan', 'teks'),
      kol('Rujukan', 'angka', 'Total Pasien'),
      kol('Non Rujukan', 'angka', 'Total Pasien'),
      kol('Dirawat', 'angka', grupTl),
      kol('Dirujuk', 'angka', grupTl),
      kol('Pulang', 'angka', grupTl),
      kol('Mati di IGD'),
      kol('DOA'),
    ],
    igd.map((r, i) => [
      String(i + 1),
      r.nama ?? '',
      Number(r.rujukan),
      Number(r.non_rujukan),
      Number(r.dirawat),
      Number(r.dirujuk),
      Number(r.pulang),
      Number(r.mati),
      0,
    ]),
    {
      total: true,
      catatan:
        'Per unit IGD; rujukan = kunjungan dengan nomor rujukan. DOA (meninggal sebelum tiba) belum dicatat aplikasi sehingga 0.',
    },
  );
  return [rl31, rl32];
}
