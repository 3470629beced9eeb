import {
  can,
  type JenisDokumenTtd,
  type Pengajuan,
  type Permission,
  type StatusPengajuanTtd,
} from '@rawat/domain';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import { type Ctx, type Pengguna, penggunaOf } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import { envelope, likePattern, pageWindow } from '../../platform/paging.ts';
import { akun } from '../akun/akun.tables.ts';
import { pelanggaranUnik } from '../master/crud/crud.errors.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import type { DokumenTtd, SumberDokumenTtd } from './dokumen.ts';
import type { DepsEsign } from './esign.deps.ts';
import {
  bukanMenunggu,
  dokumenBelumSiap,
  dokumenTidakDitemukan,
  pengajuanTidakDitemukan,
  sudahDiajukan,
  tanpaPenanda,
} from './esign.errors.ts';
import { esignPengajuan } from './esign.tables.ts';

/** Per kind: who may ask for its signature, and who may read it (docs/esign.md). */
const IZIN_JENIS: Record<JenisDokumenTtd, { ajukan: Permission; baca: Permission[] }> = {
  SURAT: { ajukan: 'surat:write', baca: ['surat:read'] },
  RESUME: { ajukan: 'asesmen.medis:write', baca: ['resume:read', 'rm:read'] },
  HASIL_LAB: { ajukan: 'labor.hasil:validate', baca: ['labor.hasil:read'] },
  EKSPERTISE_RADIOLOGI: { ajukan: 'radiologi.ekspertise:write', baca: ['radiologi.hasil:read'] },
  LAPORAN_OPERASI: { ajukan: 'operasi:write', baca: ['operasi:read'] },
};

const penanda = alias(akun, 'penanda');
const pengaju = alias(akun, 'pengaju');

const kolom = {
  uid: esignPengajuan.uid,
  jenis: esignPengajuan.jenis,
  ref_uid: esignPengajuan.ref_uid,
  judul: esignPengajuan.judul,
  nomor: esignPengajuan.nomor,
  tanggal: esignPengajuan.tanggal,
  pasien_uid: pasien.uid,
  pasien_nama: pasien.nama,
  no_rm: pasien.no_rm,
  penanda_uid: penanda.uid,
  penanda_nama: penanda.nama,
  status: esignPengajuan.status,
  pengaju_nama: pengaju.nama,
  diajukan_oleh: esignPengajuan.diajukan_oleh,
  diajukan_pada: esignPengajuan.diajukan_pada,
  diputus_pada: esignPengajuan.diputus_pada,
  alasan_tolak: esignPengajuan.alasan_tolak,
};

function pilih(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(kolom)
    .from(esignPengajuan)
    .innerJoin(penanda, eq(penanda.uid, esignPengajuan.penanda_akun_uid))
    .innerJoin(pengaju, eq(pengaju.uid, esignPengajuan.diajukan_oleh))
    .leftJoin(pasien, eq(pasien.uid, esignPengajuan.pasien_uid))
    .where(where);
}

type Baris = Awaited<ReturnType<typeof pilih>>[number];

function keDto(r: Baris): Pengajuan {
  return {
    uid: r.uid,
    jenis: r.jenis as JenisDokumenTtd,
    ref_uid: r.ref_uid,
    judul: r.judul,
    nomor: r.nomor,
    tanggal: r.tanggal,
    pasien: r.pasien_uid ? { uid: r.pasien_uid, nama: r.pasien_nama ?? '', no_rm: r.no_rm } : null,
    penanda: { uid: r.penanda_uid, nama: r.penanda_nama },
    status: r.status as StatusPengajuanTtd,
    diajukan_oleh: r.pengaju_nama,
    diajukan_pada: r.diajukan_pada.toISOString(),
    diputus_pada: r.diputus_pada?.toISOString() ?? null,
    alasan_tolak: r.alasan_tolak,
  };
}

export async function satuPengajuan(db: DbOrTx, uid: string): Promise<Pengajuan> {
  const [r] = await pilih(db, eq(esignPengajuan.uid, uid));
  if (!r) throw pengajuanTidakDitemukan();
  return keDto(r);
}

export function sumberDari(deps: DepsEsign, jenis: JenisDokumenTtd): SumberDokumenTtd {
  const s = deps.esign.sumber.get(jenis);
  if (!s) throw dokumenTidakDitemukan();
  return s;
}

/** Whether the caller may read a request: its signer, its requester, a manager, or a reader of its kind. */
export function bolehBaca(
  u: Pengguna,
  p: { jenis: JenisDokumenTtd; penanda_akun_uid: string; diajukan_oleh: string },
) {
  return (
    p.penanda_akun_uid === u.uid ||
    p.diajukan_oleh === u.uid ||
    can(u.role, 'esign:manage') ||
    IZIN_JENIS[p.jenis].baca.some((izin) => can(u.role, izin))
  );
}

/** Asks the document's signer (the doctor it names) to sign it. */
export async function ajukanTtd(
  deps: DepsEsign,
  ctx: Ctx,
  input: { jenis: JenisDokumenTtd; ref_uid: string },
) {
  const saya = penggunaOf(ctx);
  if (!can(saya.role, IZIN_JENIS[input.jenis].ajukan))
    throw forbidden('Anda tidak dapat mengajukan tanda tangan untuk jenis dokumen ini');
  const dok = await sumberDari(deps, input.jenis).baca(deps.db, input.ref_uid);
  if (!dok) throw dokumenTidakDitemukan();
  if (dok.belumSiap) throw dokumenBelumSiap(dok.belumSiap);
  const penandaAkun = dok.penandaAkunUid;
  if (!penandaAkun) throw tanpaPenanda();
  let uid: string;
  try {
    uid = await deps.db.transaction(async (tx) => {
      const [baris] = await tx
        .insert(esignPengajuan)
        .values({
          jenis: input.jenis,
          ref_uid: input.ref_uid,
          judul: dok.judul,
          nomor: dok.nomor,
          tanggal: dok.tanggal,
          pasien_uid: dok.pasien?.uid ?? null,
          penanda_akun_uid: penandaAkun,
          diajukan_oleh: saya.uid,
          diajukan_pada: ctx.now(),
        })
        .returning({ uid: esignPengajuan.uid });
      if (!baris) throw new Error('pengajuan tidak tersimpan');
      await catatAktivitas(tx, ctx, {
        aksi: 'ESIGN_AJUKAN',
        entitas: 'esign_pengajuan',
        entitas_id: baris.uid,
        keterangan: `${dok.judul}${dok.nomor ? ` ${dok.nomor}` : ''} diajukan untuk ditandatangani`,
      });
      return baris.uid;
    });
  } catch (e) {
    if (pelanggaranUnik(e)?.constraint === 'esign_pengajuan_dokumen_uq') throw sudahDiajukan();
    throw e;
  }
  return satuPengajuan(deps.db, uid);
}

/**
 * Files a document's signature request from inside its module's own transaction, for a document
 * that is made to be signed (a letter, on issue): nothing when it already waits or is signed, or
 * when it names no signer.
 */
export async function ajukanOtomatis(tx: DbOrTx, ctx: Ctx, dok: DokumenTtd): Promise<void> {
  const saya = penggunaOf(ctx);
  if (!dok.penandaAkunUid || dok.belumSiap) return;
  const [baris] = await tx
    .insert(esignPengajuan)
    .values({
      jenis: dok.jenis,
      ref_uid: dok.refUid,
      judul: dok.judul,
      nomor: dok.nomor,
      tanggal: dok.tanggal,
      pasien_uid: dok.pasien?.uid ?? null,
      penanda_akun_uid: dok.penandaAkunUid,
      diajukan_oleh: saya.uid,
      diajukan_pada: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ uid: esignPengajuan.uid });
  if (baris)
    await catatAktivitas(tx, ctx, {
      aksi: 'ESIGN_AJUKAN',
      entitas: 'esign_pengajuan',
      entitas_id: baris.uid,
      keterangan: `${dok.judul}${dok.nomor ? ` ${dok.nomor}` : ''} diajukan untuk ditandatangani`,
    });
}

/**
 * A document withdrawn by its module (a letter cancelled or replaced): a request still waiting is
 * cancelled; a signature already made stays on record with the document it signed.
 */
export async function batalkanPengajuan(tx: DbOrTx, jenis: JenisDokumenTtd, refUid: string): Promise<void> {
  await tx
    .update(esignPengajuan)
    .set({ status: 'DIBATALKAN' })
    .where(
      and(
        eq(esignPengajuan.jenis, jenis),
        eq(esignPengajuan.ref_uid, refUid),
        eq(esignPengajuan.status, 'MENUNGGU'),
      ),
    );
}

export async function daftarPengajuan(
  deps: DepsEsign,
  ctx: Ctx,
  q: {
    lingkup: 'saya' | 'diajukan' | 'semua';
    status?: StatusPengajuanTtd | undefined;
    jenis?: JenisDokumenTtd | undefined;
    dari?: string | undefined;
    sampai?: string | undefined;
    search?: string | undefined;
    offset: number;
    limit: number;
    limitless: boolean;
  },
) {
  const saya = penggunaOf(ctx);
  if (q.lingkup === 'semua' && !can(saya.role, 'esign:manage'))
    throw forbidden('Hanya pengelola tanda tangan elektronik yang dapat melihat semua pengajuan');
  const syarat = and(
    q.lingkup === 'saya' ? eq(esignPengajuan.penanda_akun_uid, saya.uid) : undefined,
    q.lingkup === 'diajukan' ? eq(esignPengajuan.diajukan_oleh, saya.uid) : undefined,
    q.status ? eq(esignPengajuan.status, q.status) : undefined,
    q.jenis ? eq(esignPengajuan.jenis, q.jenis) : undefined,
    q.dari ? gte(esignPengajuan.tanggal, q.dari) : undefined,
    q.sampai ? lte(esignPengajuan.tanggal, q.sampai) : undefined,
    q.search
      ? or(
          ilike(esignPengajuan.judul, likePattern(q.search)),
          ilike(esignPengajuan.nomor, likePattern(q.search)),
          ilike(pasien.nama, likePattern(q.search)),
          ilike(pasien.no_rm, likePattern(q.search)),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const kueri = pilih(deps.db, syarat).orderBy(desc(esignPengajuan.diajukan_pada));
  const rows = await (limit === undefined ? kueri : kueri.limit(limit).offset(offset));
  const [total] = await deps.db
    .select({ n: count() })
    .from(esignPengajuan)
    .leftJoin(pasien, eq(pasien.uid, esignPengajuan.pasien_uid))
    .where(syarat);
  return envelope(rows.map(keDto), total?.n ?? 0, q);
}

/** The latest request of one document, for the document's own page. */
export async function statusDokumen(deps: DepsEsign, ctx: Ctx, jenis: JenisDokumenTtd, refUid: string) {
  const saya = penggunaOf(ctx);
  if (!can(saya.role, 'esign:read') && !IZIN_JENIS[jenis].baca.some((izin) => can(saya.role, izin)))
    throw forbidden();
  const [r] = await pilih(deps.db, and(eq(esignPengajuan.jenis, jenis), eq(esignPengajuan.ref_uid, refUid)))
    .orderBy(desc(esignPengajuan.diajukan_pada))
    .limit(1);
  return r ? keDto(r) : null;
}

/** The signed PDF once signed; before that a preview rendered from the document's module. */
export async function pdfPengajuan(deps: DepsEsign, ctx: Ctx, uid: string, asal: string) {
  const saya = penggunaOf(ctx);
  const [r] = await deps.db
    .select({
      jenis: esignPengajuan.jenis,
      ref_uid: esignPengajuan.ref_uid,
      judul: esignPengajuan.judul,
      nomor: esignPengajuan.nomor,
      penanda_akun_uid: esignPengajuan.penanda_akun_uid,
      diajukan_oleh: esignPengajuan.diajukan_oleh,
      pdf: esignPengajuan.pdf,
    })
    .from(esignPengajuan)
    .where(eq(esignPengajuan.uid, uid));
  if (!r) throw pengajuanTidakDitemukan();
  const jenis = r.jenis as JenisDokumenTtd;
  if (!bolehBaca(saya, { ...r, jenis })) throw forbidden();
  const nama = `${r.judul}${r.nomor ? ` ${r.nomor.replaceAll('/', '-')}` : ''}.pdf`;
  if (r.pdf) return { nama, pdf: r.pdf };
  const { pdf } = await sumberDari(deps, jenis).render(deps.db, r.ref_uid, {
    stempel: null,
    asal,
    sekarang: deps.now(),
  });
  return { nama, pdf };
}

/** The signed PDF of a document's latest signature, for its module's print; null before signing. */
export async function pdfBertanda(
  db: DbOrTx,
  jenis: JenisDokumenTtd,
  refUid: string,
): Promise<Buffer | null> {
  const [r] = await db
    .select({ pdf: esignPengajuan.pdf })
    .from(esignPengajuan)
    .where(
      and(
        eq(esignPengajuan.jenis, jenis),
        eq(esignPengajuan.ref_uid, refUid),
        eq(esignPengajuan.status, 'DITANDATANGANI'),
      ),
    )
    .orderBy(desc(esignPengajuan.diputus_pada))
    .limit(1);
  return r?.pdf ?? null;
}

/** The signer declines, with a reason the requester reads. */
export async function tolakPengajuan(deps: DepsEsign, ctx: Ctx, uid: string, alasan: string) {
  const saya = penggunaOf(ctx);
  await deps.db.transaction(async (tx) => {
    const [r] = await tx
      .select({
        status: esignPengajuan.status,
        judul: esignPengajuan.judul,
        penanda_akun_uid: esignPengajuan.penanda_akun_uid,
      })
      .from(esignPengajuan)
      .where(eq(esignPengajuan.uid, uid))
      .for('update');
    if (!r) throw pengajuanTidakDitemukan();
    if (r.penanda_akun_uid !== saya.uid)
      throw forbidden('Hanya penanda tangan dokumen ini yang dapat menolaknya');
    if (r.status !== 'MENUNGGU') throw bukanMenunggu(r.judul);
    await tx
      .update(esignPengajuan)
      .set({ status: 'DITOLAK', alasan_tolak: alasan, diputus_pada: ctx.now() })
      .where(eq(esignPengajuan.uid, uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'ESIGN_TOLAK',
      entitas: 'esign_pengajuan',
      entitas_id: uid,
      keterangan: `${r.judul} ditolak ditandatangani: ${alasan}`,
    });
  });
  return satuPengajuan(deps.db, uid);
}
