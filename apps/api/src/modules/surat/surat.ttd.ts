import { LABEL_JENIS_SURAT } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { SumberDokumenTtd } from '../esign/dokumen.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { bacaSurat, barisSurat, susunSurat } from './surat.baca.ts';
import { pdfSurat } from './surat.pdf.ts';

const uid = z.uuid();

/**
 * Letters as documents the e-sign module signs (docs/esign.md): the one who signs is the account
 * of the letter's signer (its `pegawai`), and only an issued letter may be signed. The PDF is the
 * printed A4 letter, with the signature's stamp in its signature block.
 */
export const sumberSurat: SumberDokumenTtd = {
  jenis: 'SURAT',

  async baca(db, refUid) {
    if (!uid.safeParse(refUid).success) return null;
    let row: Awaited<ReturnType<typeof barisSurat>>;
    try {
      row = await barisSurat(db, refUid);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
    const s = await susunSurat(db, row);
    const [p] = await db
      .select({ akun_uid: pegawai.akun_uid })
      .from(pegawai)
      .where(eq(pegawai.uid, row.pegawai_uid));
    return {
      jenis: 'SURAT',
      refUid: s.uid,
      judul: LABEL_JENIS_SURAT[s.jenis],
      nomor: s.nomor,
      tanggal: s.tanggal,
      pasien: { uid: s.pasien.uid, nama: s.pasien.nama },
      penandaAkunUid: p?.akun_uid ?? null,
      belumSiap:
        s.status === 'TERBIT'
          ? null
          : s.status === 'DIBATALKAN'
            ? 'Surat sudah dibatalkan'
            : 'Surat belum diterbitkan',
    };
  },

  async render(db, refUid, opsi) {
    const [s, kop] = [await bacaSurat(db, refUid), await kopSurat(db)];
    return pdfSurat(s, {
      kertas: 'A4',
      kop,
      dicetakPada: opsi.sekarang,
      dicetakOleh: null,
      stempel: opsi.stempel,
    });
  },
};
