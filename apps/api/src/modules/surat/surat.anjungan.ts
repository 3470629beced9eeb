import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { SuratKontrolAnjungan } from '../online/anjungan.service.ts';
import { surat } from './surat.tables.ts';

/** Upper case, letters and digits only: '007/SRK/RS/XI/2026' and '007srkrsxi2026' are one number. */
const normal = (v: string) => v.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Control letters for the kiosk (modules/online/anjungan.service.ts, docs/perangkat.md): a letter
 * is found by its own number or by the control number BPJS gave it, typed with or without the
 * slashes. An issued letter wins over a replaced one of the same number.
 */
export const suratKontrolAnjungan: SuratKontrolAnjungan = {
  async cari(db, nomor) {
    const n = normal(nomor);
    if (n.length < 3) return null;
    const [r] = await db
      .select({
        nomor: surat.nomor,
        status: surat.status,
        pasien_uid: surat.pasien_uid,
        isi: surat.isi,
      })
      .from(surat)
      .where(
        and(
          eq(surat.jenis, 'KONTROL'),
          or(
            sql`regexp_replace(upper(coalesce(${surat.nomor}, '')), '[^A-Z0-9]', '', 'g') = ${n}`,
            sql`regexp_replace(upper(coalesce(${surat.isi} -> 'bpjs' ->> 'noSuratKontrol', '')), '[^A-Z0-9]', '', 'g') = ${n}`,
          ),
        ),
      )
      .orderBy(sql`${surat.status} = 'TERBIT' desc`, desc(surat.versi))
      .limit(1);
    if (!r?.nomor || r.status === 'DRAF') return null;
    const isi = r.isi as {
      tanggal_kontrol?: string;
      poli_uid?: string;
      dokter_uid?: string;
      bpjs?: { noSuratKontrol?: string | null } | null;
    };
    if (!isi.tanggal_kontrol || !isi.poli_uid || !isi.dokter_uid) return null;
    const noBpjs = isi.bpjs?.noSuratKontrol ? normal(isi.bpjs.noSuratKontrol) : '';
    return {
      nomor: r.nomor,
      status: r.status,
      pasien_uid: r.pasien_uid,
      poli_uid: isi.poli_uid,
      dokter_uid: isi.dokter_uid,
      tanggal_kontrol: isi.tanggal_kontrol,
      // The registration's referral field holds letters and digits, at most 30 (nomorKartuSchema).
      no_rujukan: (noBpjs || normal(r.nomor)).slice(0, 30),
    };
  },
};
