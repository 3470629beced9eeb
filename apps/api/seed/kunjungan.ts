import {
  formatNomorAntrian,
  type JenisPoli,
  jenisKunjunganPoli,
  kunciNomorAntrian,
  type StatusAntrian,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { antrian, kunjungan, layanan } from '../src/modules/kunjungan/kunjungan.tables.ts';
import { kodeTiketBaru } from '../src/modules/kunjungan/pendaftaran.service.ts';
import { poli } from '../src/modules/master/poli/poli.tables.ts';
import { jadwalDokter } from '../src/modules/master/sdm/dokter.service.ts';
import { pasien } from '../src/modules/pasien/pasien.tables.ts';
import { ambilNomor } from '../src/platform/penomoran.ts';

type Rencana = [
  poli: string,
  pasienKe: number,
  penjamin: 'UMUM' | 'BPJS',
  status: StatusAntrian,
  keluhan: string,
];

// Today's queue at a glance: one served, one in progress, the rest waiting.
const RENCANA: Rencana[] = [
  ['UMUM', 0, 'UMUM', 'DONE', 'Batuk pilek 3 hari'],
  ['UMUM', 1, 'BPJS', 'ON_PROCESS', 'Demam dan nyeri kepala'],
  ['UMUM', 2, 'UMUM', 'WAITING', 'Kontrol tekanan darah'],
  ['UMUM', 3, 'BPJS', 'WAITING', 'Nyeri ulu hati'],
  ['ANAK', 4, 'UMUM', 'WAITING', 'Imunisasi lanjutan'],
  ['GIGI', 5, 'UMUM', 'WAITING', 'Gigi geraham berlubang'],
  ['INTERNA', 6, 'BPJS', 'WAITING', 'Kontrol gula darah'],
  ['IGD', 7, 'UMUM', 'ON_PROCESS', 'Luka robek di tangan kanan'],
];

/**
 * A handful of registrations for the day the seed runs (Asia/Jakarta), so /pendaftaran and the
 * public ticket page have something to show. A clinic without a doctor that weekday is skipped;
 * the IGD takes anyone. Idempotent: a patient already registered there that day is left alone.
 */
export async function seedKunjungan(tx: Tx, sekarang = new Date()): Promise<number> {
  const tanggal = toJakartaIsoDate(sekarang);
  const daftarPasien = await tx
    .select({ uid: pasien.uid, no_bpjs: pasien.no_bpjs })
    .from(pasien)
    .where(and(isNull(pasien.digabung_ke), eq(pasien.status, 'AKTIF')))
    .orderBy(asc(pasien.no_rm))
    .limit(RENCANA.length);
  const kodePoli = [...new Set(RENCANA.map((r) => r[0]))];
  const polis = await tx
    .select({
      uid: poli.uid,
      kode: poli.kode,
      nama: poli.nama,
      jenis: poli.jenis,
      prefix: poli.prefix_antrian,
    })
    .from(poli)
    .where(and(inArray(poli.kode, kodePoli), eq(poli.status, 'AKTIF')));
  let jumlah = 0;
  for (const [kode, ke, penjamin, status, keluhan] of RENCANA) {
    const p = daftarPasien[ke];
    const pl = polis.find((x) => x.kode === kode);
    if (!p || !pl) continue;
    const [ada] = await tx
      .select({ uid: layanan.uid })
      .from(layanan)
      .where(
        and(
          eq(layanan.pasien_uid, p.uid),
          eq(layanan.poli_uid, pl.uid),
          eq(layanan.tanggal, tanggal),
          ne(layanan.status, 'BATAL'),
        ),
      );
    if (ada) continue;
    const igd = pl.jenis === 'IGD';
    const [dokter] = await jadwalDokter(tx, { poli_uid: pl.uid, tanggal });
    if (!dokter && !igd) continue;
    const sesi = dokter?.jadwal.find((s) => s.poli_uid === pl.uid);
    const bpjs = penjamin === 'BPJS' && p.no_bpjs ? p.no_bpjs : null;
    const [k] = await tx
      .insert(kunjungan)
      .values({
        pasien_uid: p.uid,
        tanggal,
        penjamin: bpjs ? 'BPJS' : 'UMUM',
        no_kartu: bpjs,
        no_rujukan:
          bpjs && !igd
            ? `0301R001${tanggal.replaceAll('-', '').slice(2)}B${String(ke).padStart(5, '0')}`
            : null,
      })
      .returning({ uid: kunjungan.uid });
    if (!k) continue;
    const [l] = await tx
      .insert(layanan)
      .values({
        kunjungan_uid: k.uid,
        pasien_uid: p.uid,
        tanggal,
        poli_uid: pl.uid,
        dokter_uid: dokter?.uid ?? null,
        jenis: jenisKunjunganPoli(pl.jenis as JenisPoli).jenis,
        jam_mulai: sesi?.jam_mulai ?? null,
        jam_selesai: sesi?.jam_selesai ?? null,
        keluhan,
      })
      .returning({ uid: layanan.uid });
    if (!l) continue;
    const nomor = await ambilNomor(tx, kunciNomorAntrian(pl.uid, tanggal));
    await tx.insert(antrian).values({
      layanan_uid: l.uid,
      poli_uid: pl.uid,
      tanggal,
      nomor,
      nomor_antrian: formatNomorAntrian(pl.prefix, nomor),
      status,
      kode_tiket: kodeTiketBaru(),
    });
    jumlah += 1;
  }
  return jumlah;
}
