import { toJakartaIsoDate } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { SumberDokumenTtd } from '../../esign/dokumen.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { orderPenunjang } from '../penunjang.tables.ts';
import { pdfHasilLab } from './labor.pdf.ts';
import { hasilLabVersi } from './labor.tables.ts';

async function baris(db: DbOrTx, uid: string) {
  const [r] = await db
    .select({
      order_uid: hasilLabVersi.order_uid,
      status: hasilLabVersi.status,
      akun_uid: hasilLabVersi.divalidasi_oleh,
      divalidasi_pada: hasilLabVersi.divalidasi_pada,
      created_at: hasilLabVersi.created_at,
      nomor: orderPenunjang.nomor,
      pasien_uid: pasien.uid,
      pasien_nama: pasien.nama,
    })
    .from(hasilLabVersi)
    .innerJoin(orderPenunjang, eq(orderPenunjang.uid, hasilLabVersi.order_uid))
    .innerJoin(pasien, eq(pasien.uid, orderPenunjang.pasien_uid))
    .where(eq(hasilLabVersi.uid, uid));
  return r ?? null;
}

/** A validated lab result sheet, signed by whoever validated it; a correction is signed anew. */
export const sumberHasilLab: SumberDokumenTtd = {
  jenis: 'HASIL_LAB',
  async baca(db, uid) {
    const r = await baris(db, uid);
    if (!r) return null;
    return {
      jenis: 'HASIL_LAB',
      refUid: uid,
      judul: 'Hasil Laboratorium',
      nomor: r.nomor,
      tanggal: toJakartaIsoDate(r.divalidasi_pada ?? r.created_at),
      pasien: { uid: r.pasien_uid, nama: r.pasien_nama },
      penandaAkunUid: r.akun_uid,
      belumSiap:
        r.status === 'VALID'
          ? null
          : r.status === 'DRAFT'
            ? 'Hasil laboratorium belum divalidasi'
            : 'Hasil ini sudah dikoreksi oleh versi yang lebih baru',
    };
  },
  async render(db, uid, opsi) {
    const r = await baris(db, uid);
    if (!r) throw new Error(`hasil lab ${uid} tidak ada`);
    const ctx = { user: null, ip: null, userAgent: null, now: () => opsi.sekarang };
    const { pdf, kotak } = await pdfHasilLab(db, ctx, r.order_uid, { stempel: opsi.stempel });
    if (!kotak) throw new Error('hasil laboratorium tanpa blok tanda tangan');
    return { pdf, kotak };
  },
};
