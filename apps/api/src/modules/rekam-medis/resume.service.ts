import { createHash } from 'node:crypto';
import {
  bagianJakarta,
  formatNomorResume,
  type JenisResume,
  type ResumeMedis,
  type ResumeSimpan,
  resumeTeksSchema,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catatAktivitas, perubahan } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { layananUntukTulis } from '../pelayanan/layanan-klinis.ts';
import { resumeMedis } from '../pelayanan/resume.tables.ts';
import {
  belumPulang,
  diagnosisUtamaKosong,
  resumeSudahFinal,
  tindakLanjutKosong,
} from './rekam-medis.errors.ts';
import { barisResume, type IsiResume, jenisUntuk, kepalaDari, susun, teksLengkap } from './resume.baca.ts';
import { pdfResume } from './resume.pdf.ts';
import { sumberResumeUntuk } from './resume.ranap.ts';

/**
 * PUT /resume-medis/:layanan_uid: saves the doctor's text as a DRAFT (created on the first save).
 * The chart's write rule applies: the doctor's side, the clinic kind, the layanan open; a final
 * resume is refused with 409 resume.final.
 */
export async function simpanResume(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: ResumeSimpan,
): Promise<ResumeMedis> {
  const teks = resumeTeksSchema.parse(input.teks);
  return db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    const jenis = jenisUntuk(l, input.jenis);
    const ada = await barisResume(tx, l.uid, true);
    if (ada?.status === 'FINAL') throw resumeSudahFinal();
    const sekarang = ctx.now();
    const keterangan = `Resume medis ${l.pasien.no_rm} – ${l.pasien.nama} (${l.poli.nama})`;
    if (ada) {
      const sebelum = teksLengkap((ada.isi as IsiResume).teks);
      await tx
        .update(resumeMedis)
        .set({ isi: { teks } satisfies IsiResume, updated_at: sekarang })
        .where(eq(resumeMedis.uid, ada.uid));
      await catatAktivitas(tx, ctx, {
        aksi: 'resume.update',
        entitas: 'resume_medis',
        entitas_id: ada.uid,
        keterangan,
        detail: perubahan(sebelum, teks),
      });
    } else {
      const penulis = await pegawaiPengguna(tx, ctx);
      const [baru] = await tx
        .insert(resumeMedis)
        .values({
          kunjungan_uid: l.kunjungan_uid,
          layanan_uid: l.uid,
          pasien_uid: l.pasien_uid,
          jenis,
          status: 'DRAFT',
          isi: { teks } satisfies IsiResume,
          dokter_uid: l.dokter?.uid ?? penulis.uid,
          dibuat_oleh: ctx.user?.uid ?? null,
          created_at: sekarang,
          updated_at: sekarang,
        })
        .onConflictDoNothing({ target: resumeMedis.layanan_uid })
        .returning({ uid: resumeMedis.uid });
      // Two first saves at the same moment: the other one made the row; this one must reload.
      if (!baru)
        throw conflict(
          'resume.berubah',
          'Resume ini baru saja disimpan oleh pengguna lain; muat ulang halaman',
        );
      await catatAktivitas(tx, ctx, {
        aksi: 'resume.create',
        entitas: 'resume_medis',
        entitas_id: baru.uid,
        keterangan,
        detail: { sesudah: teks },
      });
    }
    return susun(tx, l, await barisResume(tx, l.uid));
  });
}

/**
 * POST /resume-medis/:layanan_uid/final: freezes the resume. Needs a primary diagnosis and a
 * follow-up; copies the chart's lists as they are now, takes the month's number, renders the PDF,
 * keeps it with its SHA-256, and from then on the chart refuses every clinical write.
 */
export async function finalkanResume(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  jenisDiminta: JenisResume,
  asal: string,
): Promise<ResumeMedis> {
  return db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis', 'update');
    const jenis = jenisUntuk(l, jenisDiminta);
    const ada = await barisResume(tx, l.uid, true);
    if (ada?.status === 'FINAL') throw resumeSudahFinal();
    const { sumber, usulan, stay } = await sumberResumeUntuk(tx, l);
    // The inpatient resume closes the stay: it follows the doctor's discharge order.
    if (jenis === 'RANAP' && stay?.status !== 'PULANG') throw belumPulang();
    if (!sumber.struktur.diagnosis_utama) throw diagnosisUtamaKosong();
    if (!sumber.struktur.tindak_lanjut) throw tindakLanjutKosong();
    const [penulis, kop] = [await pegawaiPengguna(tx, ctx), await kopSurat(tx)];
    const sekarang = ctx.now();
    const isi: Required<IsiResume> = {
      teks: ada ? teksLengkap((ada.isi as IsiResume).teks) : await usulan(),
      kepala: kepalaDari(l),
      struktur: sumber.struktur,
      penanda_tangan: penulis.nama,
      faskes: kop?.nama ?? null,
    };
    // Monthly sequence in Jakarta time, taken as late as possible: the key stays locked until commit.
    const b = bagianJakarta(sekarang);
    const urut = await ambilNomor(tx, `RESUME:${b.tahun}-${String(b.bulan).padStart(2, '0')}`);
    const nomor = formatNomorResume(b.tahun, b.bulan, urut);
    const uid = ada?.uid ?? crypto.randomUUID();
    const dto: ResumeMedis = {
      uid,
      layanan_uid: l.uid,
      kunjungan_uid: l.kunjungan_uid,
      pasien_uid: l.pasien_uid,
      jenis,
      status: 'FINAL',
      nomor,
      kepala: isi.kepala,
      teks: isi.teks,
      struktur: isi.struktur,
      penanda_tangan: isi.penanda_tangan,
      difinalkan_pada: sekarang.toISOString(),
      hash_dokumen: null,
      updated_at: sekarang.toISOString(),
    };
    const pdf = await pdfResume(dto, { kop, asal, dicetakPada: sekarang, dicetakOleh: penulis.nama });
    const hash = createHash('sha256').update(pdf).digest('hex');
    const nilai = {
      status: 'FINAL',
      isi,
      nomor,
      dokter_uid: penulis.uid ?? l.dokter?.uid ?? null,
      difinalkan_pada: sekarang,
      difinalkan_oleh: ctx.user?.uid ?? null,
      hash_dokumen: hash,
      dokumen_pdf: pdf,
      updated_at: sekarang,
    };
    if (ada) await tx.update(resumeMedis).set(nilai).where(eq(resumeMedis.uid, ada.uid));
    else
      await tx.insert(resumeMedis).values({
        ...nilai,
        uid,
        kunjungan_uid: l.kunjungan_uid,
        layanan_uid: l.uid,
        pasien_uid: l.pasien_uid,
        jenis,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
      });
    // The spec's patient-log types name no document event: finalising is in the audit log only.
    await catatAktivitas(tx, ctx, {
      aksi: 'resume.final',
      entitas: 'resume_medis',
      entitas_id: uid,
      keterangan: `Resume medis ${nomor} difinalkan: ${l.pasien.no_rm} – ${l.pasien.nama} (${l.poli.nama})`,
      detail: { nomor, hash_dokumen: hash, diagnosis_utama: isi.struktur.diagnosis_utama },
    });
    return { ...dto, hash_dokumen: hash };
  });
}
