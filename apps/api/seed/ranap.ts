import { toJakartaIsoDate } from '@rawat/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { akun } from '../src/modules/akun/akun.tables.ts';
import { kunjungan, layanan } from '../src/modules/kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../src/modules/kunjungan/rawat-inap.tables.ts';
import { poli } from '../src/modules/master/poli/poli.tables.ts';
import { bed, bedRiwayat, kamar, ruangan } from '../src/modules/master/ruangan/ruangan.tables.ts';
import { pegawai } from '../src/modules/master/sdm/sdm.tables.ts';
import { pasien } from '../src/modules/pasien/pasien.tables.ts';

type Rencana = [
  pasienKe: number,
  ruang: string,
  hariLalu: number,
  penjamin: 'UMUM' | 'BPJS',
  dpjp: string,
  dx: [string, string],
];

// Who lies where this morning: the demo patients after today's queue (0–7), in the demo wards.
const RENCANA: Rencana[] = [
  [8, 'MLT', 3, 'BPJS', 'dokter', ['A09', 'Diare dan gastroenteritis infeksi']],
  [9, 'MLT', 1, 'BPJS', 'dokter', ['J18.9', 'Pneumonia, tidak spesifik']],
  [10, 'MWR', 2, 'UMUM', 'dokter', ['A91', 'Demam berdarah dengue']],
  [11, 'MWR', 4, 'BPJS', 'dokter', ['E11.9', 'Diabetes melitus tipe 2 tanpa komplikasi']],
  [12, 'AGR', 2, 'BPJS', 'dokter', ['I10', 'Hipertensi esensial']],
  [13, 'MLT', 1, 'UMUM', 'dokter', ['K35.8', 'Apendisitis akut']],
  [14, 'DHL', 5, 'UMUM', 'dokter', ['N39.0', 'Infeksi saluran kemih']],
  [15, 'MWR', 1, 'BPJS', 'dokter', ['J45.9', 'Asma']],
  [19, 'ICU', 2, 'BPJS', 'dokter', ['I21.9', 'Infark miokard akut']],
];

/**
 * A ward that is not empty on a fresh embedded start: demo patients admitted one to five days ago
 * (elective admissions, each with its own visit), a bed being cleaned and one out of order, so the
 * bed board, the ward's list and the indicators have something to show. Skipped when any stay
 * exists; API tests start from empty wards (their factory places patients).
 */
export async function seedRawatInap(tx: Tx, sekarang = new Date()): Promise<number> {
  if ((await tx.select({ uid: perawatanInap.uid }).from(perawatanInap).limit(1)).length) return 0;
  const [unit] = await tx.select({ uid: poli.uid }).from(poli).where(eq(poli.jenis, 'RAWAT_INAP')).limit(1);
  const daftarPasien = await tx
    .select({ uid: pasien.uid, jk: pasien.jenis_kelamin, no_bpjs: pasien.no_bpjs })
    .from(pasien)
    .where(and(isNull(pasien.digabung_ke), eq(pasien.status, 'AKTIF')))
    .orderBy(asc(pasien.no_rm));
  const beds = await tx
    .select({
      uid: bed.uid,
      kamar_uid: bed.kamar_uid,
      ruangan_uid: bed.ruangan_uid,
      kode: ruangan.kode,
      kelas: ruangan.kelas,
      jk: kamar.jenis_kelamin,
    })
    .from(bed)
    .innerJoin(kamar, eq(kamar.uid, bed.kamar_uid))
    .innerJoin(ruangan, eq(ruangan.uid, bed.ruangan_uid))
    .where(eq(bed.status, 'KOSONG'))
    .orderBy(asc(kamar.no_kamar), asc(bed.no_bed));
  if (!unit || beds.length === 0) return 0;
  const dokterAkun = await tx
    .select({ uid: pegawai.uid, username: akun.username })
    .from(pegawai)
    .innerJoin(akun, eq(akun.uid, pegawai.akun_uid));
  const terpakai = new Set<string>();
  let n = 0;
  for (const [ke, ruang, hariLalu, penjamin, dpjp, [kode, nama]] of RENCANA) {
    const p = daftarPasien[ke];
    const b = beds.find((x) => x.kode === ruang && !terpakai.has(x.uid) && (!x.jk || x.jk === p?.jk));
    const dokter = dokterAkun.find((d) => d.username === dpjp);
    if (!p || !b || !dokter) continue;
    terpakai.add(b.uid);
    const masuk = new Date(sekarang.getTime() - hariLalu * 86_400_000);
    masuk.setUTCHours(3, 0, 0, 0); // 10:00 WIB
    const tanggal = toJakartaIsoDate(masuk);
    const bpjs = penjamin === 'BPJS' && p.no_bpjs;
    const [k] = await tx
      .insert(kunjungan)
      .values({
        pasien_uid: p.uid,
        tanggal,
        penjamin: bpjs ? 'BPJS' : 'UMUM',
        ...(bpjs ? { no_kartu: p.no_bpjs } : {}),
        created_at: masuk,
      })
      .returning({ uid: kunjungan.uid });
    if (!k) continue;
    const [l] = await tx
      .insert(layanan)
      .values({
        kunjungan_uid: k.uid,
        pasien_uid: p.uid,
        tanggal,
        poli_uid: unit.uid,
        dokter_uid: dokter.uid,
        jenis: 'RAWAT_INAP',
        created_at: masuk,
      })
      .returning({ uid: layanan.uid });
    if (!l) continue;
    const [pi] = await tx
      .insert(perawatanInap)
      .values({
        layanan_uid: l.uid,
        pasien_uid: p.uid,
        kunjungan_uid: k.uid,
        asal: 'ELEKTIF',
        surat_pengantar: 'Surat pengantar rawat inap dari poliklinik',
        diagnosis_masuk_kode: kode,
        diagnosis_masuk_nama: nama,
        kelas_hak: bpjs ? b.kelas : null,
        persetujuan_nama: 'Keluarga pasien',
        persetujuan_hubungan: 'Keluarga',
        persetujuan_pada: masuk,
        masuk_pada: masuk,
      })
      .returning({ uid: perawatanInap.uid });
    if (!pi) continue;
    await tx.insert(rawatInap).values({
      perawatan_inap_uid: pi.uid,
      layanan_uid: l.uid,
      pasien_uid: p.uid,
      ruangan_uid: b.ruangan_uid,
      kamar_uid: b.kamar_uid,
      bed_uid: b.uid,
      kelas: b.kelas,
      kelas_tagih: b.kelas,
      masuk_pada: masuk,
    });
    await tx.update(bed).set({ status: 'TERISI', status_diubah_pada: masuk }).where(eq(bed.uid, b.uid));
    await tx
      .insert(bedRiwayat)
      .values({ bed_uid: b.uid, status_lama: 'KOSONG', status_baru: 'TERISI', perawatan_inap_uid: pi.uid });
    n++;
  }
  // A bed left after this morning's discharge and one waiting for repair.
  const sisa = beds.filter((x) => !terpakai.has(x.uid));
  const dibersihkan = sisa.find((x) => x.kode === 'MWR');
  const rusak = sisa.find((x) => x.kode === 'MLT');
  for (const [b, status, alasan] of [
    [dibersihkan, 'DIBERSIHKAN', 'Pasien pulang pagi ini'],
    [rusak, 'RUSAK', 'Rem roda bed rusak, menunggu teknisi'],
  ] as const) {
    if (!b) continue;
    await tx.update(bed).set({ status, status_diubah_pada: sekarang }).where(eq(bed.uid, b.uid));
    await tx
      .insert(bedRiwayat)
      .values({ bed_uid: b.uid, status_lama: 'KOSONG', status_baru: status, alasan });
  }
  return n;
}
