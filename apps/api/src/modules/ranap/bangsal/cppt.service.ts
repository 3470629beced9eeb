import { type Cppt, type CpptInput, LABEL_PROFESI_CPPT, namaBergelar } from '@rawat/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { cppt } from '../ranap.tables.ts';
import {
  bukanPenulisCppt,
  bukanProfesiCppt,
  cpptBukanDpjp,
  cpptCatatanSendiri,
  cpptSudahDikoreksi,
  cpptSudahDiverifikasi,
  cpptTidakDitemukan,
} from './bangsal.errors.ts';
import {
  type Perawatan,
  PROFESI_PERAN,
  perawatanTertutup,
  perawatanUntukBaca,
  perawatanUntukTulis,
} from './perawatan.service.ts';

type Baris = typeof cppt.$inferSelect;

/** Who reads: their employee and whether they are the stay's DPJP, for the per-note buttons. */
interface Pembaca {
  akunUid: string | null;
  pegawaiUid: string | null;
  dpjp: boolean;
  tertutup: boolean;
}

function keDto(r: Baris, dikoreksiOleh: string | null, verifikator: string | null, siapa: Pembaca): Cppt {
  const hidup = dikoreksiOleh === null && !siapa.tertutup;
  const milikSaya =
    (r.pegawai_uid !== null && r.pegawai_uid === siapa.pegawaiUid) ||
    (r.pegawai_uid === null && r.dibuat_oleh !== null && r.dibuat_oleh === siapa.akunUid);
  return {
    uid: r.uid,
    layanan_uid: r.layanan_uid,
    profesi: r.profesi,
    nama_penulis: r.nama_penulis,
    waktu: r.waktu.toISOString(),
    subjektif: r.subjektif,
    objektif: r.objektif,
    asesmen: r.asesmen,
    plan: r.plan,
    instruksi: r.instruksi,
    mengoreksi_uid: r.mengoreksi_uid,
    dikoreksi_oleh_uid: dikoreksiOleh,
    verifikasi: r.diverifikasi_pada
      ? { nama: verifikator ?? '-', pada: r.diverifikasi_pada.toISOString() }
      : null,
    boleh_koreksi: hidup && milikSaya,
    boleh_verifikasi: hidup && siapa.dpjp && !milikSaya && r.diverifikasi_pada === null,
  };
}

function sebagaiPembaca(ctx: Ctx, s: Perawatan, saya: { uid: string | null }): Pembaca {
  return {
    akunUid: ctx.user?.uid ?? null,
    pegawaiUid: saya.uid,
    dpjp: saya.uid !== null && saya.uid === s.l.dokter?.uid,
    tertutup: perawatanTertutup(s),
  };
}

async function pembaca(db: DbOrTx, ctx: Ctx, s: Perawatan): Promise<Pembaca> {
  return sebagaiPembaca(ctx, s, await pegawaiPengguna(db, ctx));
}

/** The notes of a stay with the note correcting each and the verifier's name. */
async function bacaCatatan(db: DbOrTx, layananUid: string, uid?: string) {
  const koreksi = db
    .select({ uid: cppt.uid, mengoreksi_uid: cppt.mengoreksi_uid })
    .from(cppt)
    .where(eq(cppt.layanan_uid, layananUid))
    .as('koreksi');
  return db
    .select({
      r: cppt,
      dikoreksi_oleh: koreksi.uid,
      verifikator: {
        nama: pegawai.nama,
        gelar_depan: pegawai.gelar_depan,
        gelar_belakang: pegawai.gelar_belakang,
      },
    })
    .from(cppt)
    .leftJoin(koreksi, eq(koreksi.mengoreksi_uid, cppt.uid))
    .leftJoin(pegawai, eq(pegawai.uid, cppt.diverifikasi_oleh))
    .where(and(eq(cppt.layanan_uid, layananUid), uid ? eq(cppt.uid, uid) : undefined))
    .orderBy(desc(cppt.waktu), desc(cppt.created_at));
}

/** GET …/cppt: newest first; a corrected note stays, marked by the note that corrects it. */
export async function daftarCppt(db: Db, ctx: Ctx, layananUid: string): Promise<Cppt[]> {
  const s = await perawatanUntukBaca(db, ctx, layananUid);
  const siapa = await pembaca(db, ctx, s);
  const rows = await bacaCatatan(db, s.l.uid);
  return rows.map((x) => keDto(x.r, x.dikoreksi_oleh, x.verifikator && namaBergelar(x.verifikator), siapa));
}

async function satuCatatan(tx: DbOrTx, ctx: Ctx, s: Perawatan, uid: string): Promise<Cppt> {
  const [x] = await bacaCatatan(tx, s.l.uid, uid);
  if (!x) throw cpptTidakDitemukan();
  return keDto(
    x.r,
    x.dikoreksi_oleh,
    x.verifikator && namaBergelar(x.verifikator),
    await pembaca(tx, ctx, s),
  );
}

const ringkasSoap = (i: CpptInput) =>
  [
    i.asesmen && `A: ${i.asesmen}`,
    i.plan && `P: ${i.plan}`,
    !i.asesmen && !i.plan && i.subjektif && `S: ${i.subjektif}`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Writes a note signed by the account's employee, as the profession of its role; `mengoreksi`
 * names the author's own live note it corrects (the old one is kept, marked as corrected).
 */
export async function tulisCppt(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: CpptInput,
  mengoreksiUid: string | null = null,
): Promise<Cppt> {
  return db.transaction(async (tx) => {
    const s = await perawatanUntukTulis(tx, ctx, layananUid);
    const role = ctx.user?.role;
    const profesi = role ? PROFESI_PERAN[role] : undefined;
    if (!profesi) throw bukanProfesiCppt();
    const saya = await pegawaiPengguna(tx, ctx);
    if (mengoreksiUid) {
      const [lama] = await tx
        .select({ uid: cppt.uid, pegawai_uid: cppt.pegawai_uid, dibuat_oleh: cppt.dibuat_oleh })
        .from(cppt)
        .where(and(eq(cppt.uid, mengoreksiUid), eq(cppt.layanan_uid, s.l.uid)))
        .for('update');
      if (!lama) throw cpptTidakDitemukan();
      const milik = lama.pegawai_uid ? lama.pegawai_uid === saya.uid : lama.dibuat_oleh === ctx.user?.uid;
      if (!milik) throw bukanPenulisCppt();
      const [sudah] = await tx
        .select({ uid: cppt.uid })
        .from(cppt)
        .where(eq(cppt.mengoreksi_uid, mengoreksiUid));
      if (sudah) throw cpptSudahDikoreksi();
    }
    const sekarang = ctx.now();
    const [row] = await tx
      .insert(cppt)
      .values({
        layanan_uid: s.l.uid,
        pasien_uid: s.l.pasien_uid,
        profesi,
        pegawai_uid: saya.uid,
        nama_penulis: saya.nama,
        waktu: sekarang,
        ...input,
        mengoreksi_uid: mengoreksiUid,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
      })
      .onConflictDoNothing()
      .returning();
    // Two corrections of one note at once: the unique index lets one in.
    if (!row) throw cpptSudahDikoreksi();
    // A new note is neither corrected nor verified yet: its answer needs no second reading.
    const dto = keDto(row, null, null, sebagaiPembaca(ctx, s, saya));
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: mengoreksiUid ? 'cppt.koreksi' : 'cppt.create',
        entitas: 'cppt',
        entitas_id: row.uid,
        keterangan: `CPPT ${LABEL_PROFESI_CPPT[profesi]} ${s.l.pasien.no_rm} – ${s.l.pasien.nama}${mengoreksiUid ? ' (koreksi)' : ''}`,
        detail: { sesudah: dto, ...(mengoreksiUid ? { mengoreksi_uid: mengoreksiUid } : {}) },
      },
      pasien: { pasien_uid: s.l.pasien_uid, kunjungan_uid: s.l.kunjungan_uid, layanan_uid: s.l.uid },
      log: {
        jenis: 'LOG_ASSESSTMENT',
        ringkasan: `CPPT ${LABEL_PROFESI_CPPT[profesi]} (${saya.nama})${mengoreksiUid ? ', koreksi' : ''}: ${ringkasSoap(input)}`,
      },
    });
    return dto;
  });
}

/**
 * POST …/cppt/:uid/verifikasi: the DPJP co-signs another professional's live note; their own
 * notes, corrected notes and verified notes are refused (409).
 */
export async function verifikasiCppt(db: Db, ctx: Ctx, layananUid: string, uid: string): Promise<Cppt> {
  return db.transaction(async (tx) => {
    const s = await perawatanUntukTulis(tx, ctx, layananUid);
    const [r] = await tx
      .select()
      .from(cppt)
      .where(and(eq(cppt.uid, uid), eq(cppt.layanan_uid, s.l.uid)))
      .for('update');
    if (!r) throw cpptTidakDitemukan();
    const saya = await pegawaiPengguna(tx, ctx);
    if (!saya.uid || saya.uid !== s.l.dokter?.uid)
      throw cpptBukanDpjp(s.l.dokter?.nama ?? 'belum ditetapkan');
    if (r.pegawai_uid === saya.uid) throw cpptCatatanSendiri();
    if (r.diverifikasi_pada) throw cpptSudahDiverifikasi();
    const [koreksi] = await tx.select({ uid: cppt.uid }).from(cppt).where(eq(cppt.mengoreksi_uid, uid));
    if (koreksi) throw cpptSudahDikoreksi();
    const sekarang = ctx.now();
    const [ok] = await tx
      .update(cppt)
      .set({ diverifikasi_oleh: saya.uid, diverifikasi_pada: sekarang })
      .where(and(eq(cppt.uid, uid), isNull(cppt.diverifikasi_pada)))
      .returning({ uid: cppt.uid });
    if (!ok) throw cpptSudahDiverifikasi();
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'cppt.verifikasi',
        entitas: 'cppt',
        entitas_id: uid,
        keterangan: `Verifikasi CPPT ${LABEL_PROFESI_CPPT[r.profesi]} (${r.nama_penulis}) oleh DPJP ${saya.nama}`,
        detail: { diverifikasi_pada: sekarang.toISOString() },
      },
      pasien: { pasien_uid: s.l.pasien_uid, kunjungan_uid: s.l.kunjungan_uid, layanan_uid: s.l.uid },
      log: {
        jenis: 'LOG_ASSESSTMENT',
        ringkasan: `CPPT ${LABEL_PROFESI_CPPT[r.profesi]} (${r.nama_penulis}) diverifikasi DPJP ${saya.nama}`,
      },
    });
    return satuCatatan(tx, ctx, s, uid);
  });
}
