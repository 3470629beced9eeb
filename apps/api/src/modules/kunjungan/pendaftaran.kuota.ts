import { hariDari, type JenisPoli, type KuotaDokter } from '@rawat/domain';
import { and, asc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors.ts';
import { poliAktif } from '../master/poli/poli.service.ts';
import { jadwalDokter } from '../master/sdm/dokter.service.ts';
import { dokterCuti, dokterJadwal } from '../master/sdm/sdm.tables.ts';
import { poliTidakAktif } from './kunjungan.errors.ts';
import { kunjungan, layanan } from './kunjungan.tables.ts';

/** GET /pendaftaran/kuota: each doctor's sessions at the clinic that day, quota and what is left. */
export async function kuotaHari(
  db: DbOrTx,
  q: { poli: string; tanggal: string; dokter?: string | undefined },
): Promise<{
  poli_jenis: JenisPoli;
  tanpa_jadwal: boolean;
  dokter: KuotaDokter[];
}> {
  const pl = await poliAktif(db, q.poli);
  if (!pl) throw poliTidakAktif();
  const daftar = (await jadwalDokter(db, { poli_uid: pl.uid, tanggal: q.tanggal })).filter(
    (d) => !q.dokter || d.uid === q.dokter,
  );
  // Per session, counted as registration and booking count them (sesiKuota: registrations and
  // bookings still DIPESAN, JKN and non-JKN), so what the desk is offered is what it can take.
  const dokter = await Promise.all(
    daftar.map(async (d): Promise<KuotaDokter> => {
      const [sesi, cuti] = await Promise.all([
        sesiKuota(db, { poli_uid: pl.uid, dokter_uid: d.uid, tanggal: q.tanggal }),
        cutiDokter(db, d.uid, q.tanggal),
      ]);
      const baris = sesi.map((s) => {
        const terpakai = s.terpakai_jkn + s.terpakai_nonjkn;
        const sisa = sisaSesi(s);
        return {
          jam_mulai: s.jam_mulai,
          jam_selesai: s.jam_selesai,
          kuota: s.kuota,
          terpakai,
          sisa: Math.max(0, s.kuota - terpakai),
          kuota_jkn: s.kuota_jkn,
          sisa_jkn: sisa.sisakuotajkn,
          sisa_nonjkn: sisa.sisakuotanonjkn,
        };
      });
      const kuota = baris.reduce((n, s) => n + s.kuota, 0);
      const terdaftar = baris.reduce((n, s) => n + s.terpakai, 0);
      return {
        dokter_uid: d.uid,
        dokter_nama: d.nama_lengkap,
        sesi: baris,
        kuota,
        terdaftar,
        sisa: cuti ? 0 : Math.max(0, kuota - terdaftar),
        cuti: cuti ? { alasan: cuti.alasan } : null,
      };
    }),
  );
  return { poli_jenis: pl.jenis, tanpa_jadwal: pl.jenis === 'IGD', dokter };
}

/** One practice session of a doctor at a clinic on a day, with what is taken of it. */
export interface SesiKuota {
  jam_mulai: string;
  jam_selesai: string;
  kuota: number;
  /** Of `kuota`, the JKN share; null: not split. */
  kuota_jkn: number | null;
  /** Registrations (not cancelled) plus bookings still DIPESAN, JKN and non-JKN. */
  terpakai_jkn: number;
  terpakai_nonjkn: number;
}

/** The JKN and non-JKN ceilings of a session (docs/antrean-online.md "Kuota"). */
export function batasSesi(s: SesiKuota): { kuotajkn: number; kuotanonjkn: number } {
  if (s.kuota_jkn === null) return { kuotajkn: s.kuota, kuotanonjkn: s.kuota };
  const jkn = Math.min(Math.max(s.kuota_jkn, 0), s.kuota);
  return { kuotajkn: jkn, kuotanonjkn: s.kuota - jkn };
}

/** Whether one more patient of this kind fits the session. */
export function muatSesi(s: SesiKuota, jkn: boolean): boolean {
  const total = s.terpakai_jkn + s.terpakai_nonjkn;
  if (total >= s.kuota) return false;
  const b = batasSesi(s);
  return jkn ? s.terpakai_jkn < b.kuotajkn : s.terpakai_nonjkn < b.kuotanonjkn;
}

/** What is left of a session for JKN and non-JKN patients. */
export function sisaSesi(s: SesiKuota): { sisakuotajkn: number; sisakuotanonjkn: number } {
  const b = batasSesi(s);
  const sisaTotal = Math.max(0, s.kuota - s.terpakai_jkn - s.terpakai_nonjkn);
  return {
    sisakuotajkn: Math.min(sisaTotal, Math.max(0, b.kuotajkn - s.terpakai_jkn)),
    sisakuotanonjkn: Math.min(sisaTotal, Math.max(0, b.kuotanonjkn - s.terpakai_nonjkn)),
  };
}

/**
 * The doctor's sessions at the clinic on the weekday of `tanggal`, earliest first, each with its
 * registrations and live bookings counted by kind. Read under the clinic's day counter lock
 * (ambilNomor) by registration and booking alike, so the counts are exact. The bookings table
 * belongs to the online module above this one: it is read by name, not imported.
 */
export async function sesiKuota(
  db: DbOrTx,
  q: { poli_uid: string; dokter_uid: string; tanggal: string },
): Promise<SesiKuota[]> {
  const sesi = await db
    .select({
      jam_mulai: dokterJadwal.jam_mulai,
      jam_selesai: dokterJadwal.jam_selesai,
      kuota: dokterJadwal.kuota,
      kuota_jkn: dokterJadwal.kuota_jkn,
    })
    .from(dokterJadwal)
    .where(
      and(
        eq(dokterJadwal.poli_uid, q.poli_uid),
        eq(dokterJadwal.dokter_uid, q.dokter_uid),
        eq(dokterJadwal.hari, hariDari(q.tanggal)),
      ),
    )
    .orderBy(asc(dokterJadwal.jam_mulai));
  if (!sesi.length) return [];
  const terdaftar = await db
    .select({
      jam_mulai: layanan.jam_mulai,
      jkn: sql<boolean>`${kunjungan.penjamin} = 'BPJS'`,
      n: sql<number>`count(*)::int`,
    })
    .from(layanan)
    .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
    .where(
      and(
        eq(layanan.poli_uid, q.poli_uid),
        eq(layanan.dokter_uid, q.dokter_uid),
        eq(layanan.tanggal, q.tanggal),
        ne(layanan.status, 'BATAL'),
      ),
    )
    .groupBy(layanan.jam_mulai, sql`${kunjungan.penjamin} = 'BPJS'`);
  const dipesan = await db.execute<{ jam_mulai: string; jkn: boolean; n: number }>(
    sql`select jam_mulai, jenis_pasien = 'JKN' as jkn, count(*)::int as n from booking_online
        where poli_uid = ${q.poli_uid} and dokter_uid = ${q.dokter_uid} and tanggal = ${q.tanggal}
          and status = 'DIPESAN'
        group by jam_mulai, jenis_pasien = 'JKN'`,
  );
  const hasil: SesiKuota[] = sesi.map((s) => ({ ...s, terpakai_jkn: 0, terpakai_nonjkn: 0 }));
  const tambah = (jam: string | null, jkn: boolean, n: number) => {
    // A registration without a session (made before sessions were kept) counts to the first.
    const s = hasil.find((x) => x.jam_mulai === jam) ?? hasil[0];
    if (!s) return;
    if (jkn) s.terpakai_jkn += Number(n);
    else s.terpakai_nonjkn += Number(n);
  };
  for (const r of terdaftar) tambah(r.jam_mulai, Boolean(r.jkn), r.n);
  for (const r of barisDari<{ jam_mulai: string; jkn: boolean; n: number }>(dipesan))
    tambah(r.jam_mulai, Boolean(r.jkn), r.n);
  return hasil;
}

/** Rows of a raw query on PGlite ({ rows }) and node-postgres ({ rows }) alike. */
function barisDari<T>(hasil: unknown): T[] {
  return (hasil as { rows?: T[] } | null)?.rows ?? [];
}

/** The doctor's leave covering `tanggal` (not withdrawn), if any. */
export async function cutiDokter(
  db: DbOrTx,
  dokterUid: string,
  tanggal: string,
): Promise<{ alasan: string; tanggal_mulai: string; tanggal_selesai: string } | null> {
  const [c] = await db
    .select({
      alasan: dokterCuti.alasan,
      tanggal_mulai: dokterCuti.tanggal_mulai,
      tanggal_selesai: dokterCuti.tanggal_selesai,
    })
    .from(dokterCuti)
    .where(
      and(
        eq(dokterCuti.dokter_uid, dokterUid),
        lte(dokterCuti.tanggal_mulai, tanggal),
        gte(dokterCuti.tanggal_selesai, tanggal),
        isNull(dokterCuti.dibatalkan_pada),
      ),
    )
    .limit(1);
  return c ?? null;
}

export const dokterCutiGalat = (dokter: string, tanggal: string, alasan: string) => {
  const pesan = `${dokter} sedang cuti/libur pada ${tanggal} (${alasan}); pilih dokter atau tanggal lain`;
  return conflict('kunjungan.dokter_cuti', pesan, [{ path: 'dokter_uid', message: pesan }]);
};

export const kuotaJenisPenuh = (
  dokter: string,
  poli: string,
  tanggal: string,
  jkn: boolean,
  kuota: number,
) => {
  const pesan = `Kuota pasien ${jkn ? 'JKN' : 'non-JKN'} ${dokter} di ${poli} pada ${tanggal} sudah penuh (${kuota} pasien)`;
  return conflict('kunjungan.kuota_penuh', pesan, [{ path: 'dokter_uid', message: pesan }]);
};
