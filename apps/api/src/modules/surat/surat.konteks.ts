import { type SuratKonteks, type TandaVital, type Temuan, toJakartaIsoDate } from '@rawat/domain';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { kelahiranDariLayanan } from '../bersalin/bersalin.baca.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { dokterPengguna } from '../pelayanan/layanan-klinis.ts';
import { type AsesmenSumber, bacaSumberResume } from '../rekam-medis/resume.sumber.ts';
import { usulanTeks } from '../rekam-medis/resume.usulan.ts';
import { bacaLayananSurat, bacaPasienSurat } from './surat.baca.ts';
import { daftarSurat } from './surat.daftar.ts';

const objek = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** The newest vital signs on the chart as numbers (the form's fields), nurse's or doctor's. */
function tandaVitalTerakhir(rows: AsesmenSumber[]): TandaVital | null {
  const urut = [...rows].sort((a, b) => b.waktu.getTime() - a.waktu.getTime());
  for (const r of urut) {
    const tv = objek(r.isi.tanda_vital) ?? objek(objek(r.isi.pemeriksaan_fisik)?.tanda_vital);
    if (tv && Object.values(tv).some((v) => typeof v === 'number')) return tv as TandaVital;
  }
  return null;
}

/**
 * GET /surat/konteks/:layanan_uid: what a new letter of this visit starts with. The findings come
 * from the chart as the medical resume reads it (rekam-medis/resume.sumber.ts): the newest vital
 * signs, the doctor's examination (without its vital-signs line, shown as fields instead) and the
 * primary diagnosis with its Indonesian title; on a mother's stay, the births recorded in the
 * delivery room.
 */
export async function konteksSurat(db: DbOrTx, ctx: Ctx, layananUid: string): Promise<SuratKonteks> {
  const l = await bacaLayananSurat(db, layananUid);
  const [pasien, sumber, saya, kop, surat, kelahiran] = await bersamaan(db, [
    () => bacaPasienSurat(db, l.pasien_uid, toJakartaIsoDate(ctx.now())),
    () => bacaSumberResume(db, l.uid),
    () => dokterPengguna(db, ctx),
    () => kopSurat(db),
    () => daftarSurat(db, { layanan_uid: l.uid, offset: 0, limit: 50, limitless: false }),
    () => kelahiranDariLayanan(db, l.uid),
  ] as const);
  const teks = usulanTeks(sumber, null);
  const dx = sumber.struktur.diagnosis_utama;
  const pemeriksaan = (teks.pemeriksaan_fisik ?? '')
    .split('\n')
    .filter((b) => !b.startsWith('Tanda vital:'))
    .join('\n');
  const temuan: Temuan = {
    tanda_vital: tandaVitalTerakhir([...(sumber.medis ? [sumber.medis] : []), ...sumber.keperawatan]),
    pemeriksaan_fisik: pemeriksaan || null,
    diagnosis: dx ? (dx.nama_id ?? dx.nama) : null,
    diagnosis_kode: dx?.kode ?? null,
    cantumkan_diagnosis: false,
  };
  const tl = sumber.struktur.tindak_lanjut;
  const { pasien_uid: _, ...layanan } = l;
  return {
    layanan,
    pasien,
    temuan,
    tindak_lanjut: tl
      ? { jenis: tl.jenis, tanggal_kontrol: tl.tanggal_kontrol, alasan: tl.alasan ?? tl.catatan }
      : null,
    // The doctor at the screen signs what they write; a clerk writes for the visit's doctor.
    penanda_uid: saya?.uid ?? l.dokter?.uid ?? null,
    faskes: kop ? { nama: kop.nama, kota: kop.kota } : null,
    surat: surat.respon,
    // A birth letter of a baby born here starts from the delivery record (docs/bersalin.md).
    kelahiran,
  };
}
