import { toJakartaIsoDate } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { SumberDokumenTtd } from '../../esign/dokumen.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { orderPenunjang } from '../penunjang.tables.ts';
import { pdfHasilRadiologi } from './radiologi.pdf.ts';
import { ekspertiseRadiologi } from './radiologi.tables.ts';

async function baris(db: DbOrTx, uid: string) {
  const [r] = await db
    .select({
      order_uid: ekspertiseRadiologi.order_uid,
      status: ekspertiseRadiologi.status,
      akun_uid: ekspertiseRadiologi.akun_uid,
      divalidasi_pada: ekspertiseRadiologi.divalidasi_pada,
      ditulis_pada: ekspertiseRadiologi.ditulis_pada,
      nomor: orderPenunjang.nomor,
      pasien_uid: pasien.uid,
      pasien_nama: pasien.nama,
    })
    .from(ekspertiseRadiologi)
    .innerJoin(orderPenunjang, eq(orderPenunjang.uid, ekspertiseRadiologi.order_uid))
    .innerJoin(pasien, eq(pasien.uid, orderPenunjang.pasien_uid))
    .where(eq(ekspertiseRadiologi.uid, uid));
  return r ?? null;
}

/**
 * A radiologist's expertise, signed by the radiologist who wrote it (DOKTER_RADIOLOGI). The
 * reference is the expertise's version: a correction is a new version, signed anew.
 */
export const sumberEkspertise: SumberDokumenTtd = {
  jenis: 'EKSPERTISE_RADIOLOGI',
  async baca(db, uid) {
    const r = await baris(db, uid);
    if (!r) return null;
    return {
      jenis: 'EKSPERTISE_RADIOLOGI',
      refUid: uid,
      judul: 'Hasil Radiologi',
      nomor: r.nomor,
      tanggal: toJakartaIsoDate(r.divalidasi_pada ?? r.ditulis_pada),
      pasien: { uid: r.pasien_uid, nama: r.pasien_nama },
      penandaAkunUid: r.akun_uid,
      belumSiap:
        r.status === 'VALID'
          ? null
          : r.status === 'DRAFT'
            ? 'Ekspertise belum divalidasi'
            : 'Ekspertise ini sudah dikoreksi oleh versi yang lebih baru',
    };
  },
  async render(db, uid, opsi) {
    const r = await baris(db, uid);
    if (!r) throw new Error(`ekspertise ${uid} tidak ada`);
    const ctx = { user: null, ip: null, userAgent: null, now: () => opsi.sekarang };
    const { pdf, kotak } = await pdfHasilRadiologi(db, ctx, r.order_uid, { stempel: opsi.stempel });
    if (!kotak) throw new Error('hasil radiologi tanpa blok tanda tangan');
    return { pdf, kotak };
  },
};
