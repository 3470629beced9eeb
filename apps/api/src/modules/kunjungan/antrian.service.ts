import { inisialNama, namaBergelar, STATUS_ANTRIAN_MENUNGGU, type TiketPublik } from '@rawat/domain';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { tiketTidakDitemukan } from './kunjungan.errors.ts';
import { antrian, layanan } from './kunjungan.tables.ts';

/**
 * GET /antrian/tiket/:kode (public): where a ticket stands in its clinic's queue that day. The
 * code is the only key and is unguessable; the answer names the patient by initials only.
 */
export async function tiketPublik(db: DbOrTx, ctx: Ctx, kode: string): Promise<TiketPublik> {
  const [t] = await db
    .select({
      poli_uid: antrian.poli_uid,
      tanggal: antrian.tanggal,
      nomor: antrian.nomor,
      nomor_antrian: antrian.nomor_antrian,
      status: antrian.status,
      poli_nama: poli.nama,
      pasien_nama: pasien.nama,
      dokter_nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
    })
    .from(antrian)
    .innerJoin(layanan, eq(layanan.uid, antrian.layanan_uid))
    .innerJoin(poli, eq(poli.uid, antrian.poli_uid))
    .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .where(eq(antrian.kode_tiket, kode))
    .limit(1);
  if (!t) throw tiketTidakDitemukan();
  const status = t.status;
  const hariPoli = and(eq(antrian.poli_uid, t.poli_uid), eq(antrian.tanggal, t.tanggal));
  const [[sebelum], [dilayani]] = await Promise.all([
    STATUS_ANTRIAN_MENUNGGU.includes(status)
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(antrian)
          .where(
            and(hariPoli, inArray(antrian.status, [...STATUS_ANTRIAN_MENUNGGU]), lt(antrian.nomor, t.nomor)),
          )
      : Promise.resolve([{ n: 0 }]),
    // The number whose service began last: the one the clinic is calling now.
    db
      .select({ nomor_antrian: antrian.nomor_antrian })
      .from(antrian)
      .where(and(hariPoli, inArray(antrian.status, ['ON_PROCESS', 'WAITING_DOKTER'])))
      .orderBy(desc(antrian.status_diubah_pada), desc(antrian.nomor))
      .limit(1),
  ]);
  return {
    nomor_antrian: t.nomor_antrian,
    poli_nama: t.poli_nama,
    dokter_nama: t.dokter_nama
      ? namaBergelar({ nama: t.dokter_nama, gelar_depan: t.gelar_depan, gelar_belakang: t.gelar_belakang })
      : null,
    tanggal: t.tanggal,
    status,
    inisial: inisialNama(t.pasien_nama),
    sebelum: Number(sebelum?.n ?? 0),
    sedang_dilayani: dilayani?.nomor_antrian ?? null,
    diperbarui_pada: ctx.now().toISOString(),
  };
}
