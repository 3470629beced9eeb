import {
  FOTO_PENANDA_MAKS_BYTE,
  formatUkuranFile,
  type Penanda,
  type PenandaDaftar,
  type StatusPenanda,
} from '@rawat/domain';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import { enkripsi } from '../../platform/brankas.ts';
import type { Ctx } from '../../platform/context.ts';
import { penggunaOf } from '../../platform/context.ts';
import { envelope, likePattern, pageWindow } from '../../platform/paging.ts';
import { hashPassword } from '../../platform/password.ts';
import { akun } from '../akun/akun.tables.ts';
import { pelanggaranUnik } from '../master/crud/crud.errors.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { pastikanCa } from './esign.ca.ts';
import type { DepsEsign } from './esign.deps.ts';
import {
  fotoTidakSah,
  penandaBukanDiajukan,
  penandaTidakDitemukan,
  penyediaGagal,
  sudahTerdaftar,
} from './esign.errors.ts';
import { esignPenanda } from './esign.tables.ts';
import { PenyediaMenolak, type StatusPenyedia } from './penyedia.ts';
import { infoSertifikat, terbitkanSertifikat } from './pki/ca.ts';

const kolom = {
  uid: esignPenanda.uid,
  akun_uid: akun.uid,
  username: akun.username,
  akun_nama: akun.nama,
  role: akun.role,
  penyedia: esignPenanda.penyedia,
  id_penyedia: esignPenanda.id_penyedia,
  status: esignPenanda.status,
  nik: esignPenanda.nik,
  nama_ktp: esignPenanda.nama_ktp,
  email: esignPenanda.email,
  telepon: esignPenanda.telepon,
  persetujuan_pada: esignPenanda.persetujuan_pada,
  alasan_tolak: esignPenanda.alasan_tolak,
  diverifikasi_oleh: esignPenanda.diverifikasi_oleh,
  diverifikasi_pada: esignPenanda.diverifikasi_pada,
  pin_salah: esignPenanda.pin_salah,
  terkunci_pada: esignPenanda.terkunci_pada,
  sertifikat_pem: esignPenanda.sertifikat_pem,
  dibuat_pada: esignPenanda.dibuat_pada,
};

type Baris = Awaited<ReturnType<typeof pilih>>[number];

function pilih(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(kolom)
    .from(esignPenanda)
    .innerJoin(akun, eq(akun.uid, esignPenanda.akun_uid))
    .where(where);
}

async function keDto(db: DbOrTx, r: Baris): Promise<Penanda> {
  let verifikator: string | null = null;
  if (r.diverifikasi_oleh) {
    const [v] = await db.select({ nama: akun.nama }).from(akun).where(eq(akun.uid, r.diverifikasi_oleh));
    verifikator = v?.nama ?? null;
  }
  const info = r.sertifikat_pem ? infoSertifikat(r.sertifikat_pem) : null;
  return {
    uid: r.uid,
    akun: { uid: r.akun_uid, username: r.username, nama: r.akun_nama, role: r.role },
    penyedia: r.penyedia === 'TILAKA' ? 'TILAKA' : 'LOKAL',
    status: r.status as StatusPenanda,
    nik: r.nik,
    nama_ktp: r.nama_ktp,
    email: r.email,
    telepon: r.telepon,
    persetujuan_pada: r.persetujuan_pada.toISOString(),
    alasan_tolak: r.alasan_tolak,
    diverifikasi_oleh: verifikator,
    diverifikasi_pada: r.diverifikasi_pada?.toISOString() ?? null,
    pin_terkunci: r.terkunci_pada !== null,
    pin_salah: r.pin_salah,
    sertifikat: info
      ? { serial: info.serial, penerbit: info.penerbit, berlaku_sampai: info.berlakuSampai.toISOString() }
      : null,
    dibuat_pada: r.dibuat_pada.toISOString(),
  };
}

async function satu(db: DbOrTx, uid: string): Promise<Penanda> {
  const [r] = await pilih(db, eq(esignPenanda.uid, uid));
  if (!r) throw penandaTidakDitemukan();
  return keDto(db, r);
}

/** A registration's photo: JPEG or PNG by its first bytes, at most 2 MB. */
function fotoDari(teks: string, path: 'foto_ktp' | 'selfie'): { isi: Buffer; tipe: string } {
  const label = path === 'foto_ktp' ? 'Foto KTP' : 'Swafoto';
  const isi = Buffer.from(teks.replace(/^data:[^,]*,/, ''), 'base64');
  const png = isi.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = isi[0] === 0xff && isi[1] === 0xd8 && isi[2] === 0xff;
  if (!png && !jpeg) throw fotoTidakSah(path, `${label} harus berupa gambar JPEG atau PNG`);
  if (isi.length > FOTO_PENANDA_MAKS_BYTE)
    throw fotoTidakSah(
      path,
      `Ukuran ${label.toLowerCase()} maksimal ${formatUkuranFile(FOTO_PENANDA_MAKS_BYTE)} (berkas ini ${formatUkuranFile(isi.length)})`,
    );
  return { isi, tipe: png ? 'image/png' : 'image/jpeg' };
}

const LIVE: StatusPenanda[] = ['DIAJUKAN', 'AKTIF'];

/** The caller's own registration: the live one, else the latest (rejected or revoked). */
export async function penandaSaya(deps: DepsEsign, ctx: Ctx): Promise<Penanda | null> {
  const saya = penggunaOf(ctx);
  const [r] = await pilih(deps.db, eq(esignPenanda.akun_uid, saya.uid)).orderBy(
    desc(inArray(esignPenanda.status, LIVE)),
    desc(esignPenanda.dibuat_pada),
  );
  if (!r) return null;
  // A provider verifies on its own time: a waiting registration asks it where it stands.
  if (r.status === 'DIAJUKAN' && r.penyedia === 'TILAKA' && r.id_penyedia && deps.esign.penyedia)
    return segarkanDariPenyedia(deps, ctx, r.uid, r.id_penyedia);
  return keDto(deps.db, r);
}

export async function daftarPenanda(deps: DepsEsign, ctx: Ctx, input: PenandaDaftar): Promise<Penanda> {
  const saya = penggunaOf(ctx);
  const ktp = fotoDari(input.foto_ktp, 'foto_ktp');
  const selfie = fotoDari(input.selfie, 'selfie');
  const [ada] = await deps.db
    .select({ uid: esignPenanda.uid })
    .from(esignPenanda)
    .where(and(eq(esignPenanda.akun_uid, saya.uid), inArray(esignPenanda.status, LIVE)));
  if (ada) throw sudahTerdaftar();
  const pinHash = await hashPassword(input.pin);
  const sekarang = deps.now();
  const uid = crypto.randomUUID();
  const penyedia = deps.esign.penyedia;
  let status: StatusPenyedia | null = null;
  if (penyedia) {
    try {
      status = await penyedia.daftarkan({
        uid,
        nik: input.nik,
        nama: input.nama_ktp,
        email: input.email,
        telepon: input.telepon,
        fotoKtp: ktp.isi,
        selfie: selfie.isi,
      });
    } catch (e) {
      if (e instanceof PenyediaMenolak) throw penyediaGagal(e.message);
      throw e;
    }
  }
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(esignPenanda).values({
        uid,
        akun_uid: saya.uid,
        penyedia: penyedia ? penyedia.kode : 'LOKAL',
        id_penyedia: status?.idPenyedia ?? null,
        status: status?.status === 'DITOLAK' ? 'DITOLAK' : 'DIAJUKAN',
        alasan_tolak: status?.status === 'DITOLAK' ? status.alasan : null,
        nik: input.nik,
        nama_ktp: input.nama_ktp,
        email: input.email,
        telepon: input.telepon,
        foto_ktp: ktp.isi,
        foto_ktp_tipe: ktp.tipe,
        selfie: selfie.isi,
        selfie_tipe: selfie.tipe,
        persetujuan_pada: sekarang,
        pin_hash: pinHash,
        dibuat_pada: sekarang,
        diubah_pada: sekarang,
      });
      await catatAktivitas(tx, ctx, {
        aksi: 'ESIGN_DAFTAR',
        entitas: 'esign_penanda',
        entitas_id: uid,
        keterangan: `${saya.nama} mendaftar sebagai penanda tangan (${penyedia ? penyedia.kode : 'LOKAL'})`,
      });
    });
  } catch (e) {
    // Two registrations sent at once: the partial unique index lets one in.
    if (pelanggaranUnik(e)?.constraint === 'esign_penanda_akun_uq') throw sudahTerdaftar();
    throw e;
  }
  // A provider that verified at once (or a later check) makes the registration active here.
  if (status?.status === 'AKTIF') await tandaiAktif(deps.db, ctx, uid, null);
  return satu(deps.db, uid);
}

export async function daftarSemuaPenanda(
  db: Db,
  q: {
    status?: StatusPenanda | undefined;
    search?: string | undefined;
    offset: number;
    limit: number;
    limitless: boolean;
  },
) {
  const syarat = and(
    q.status ? eq(esignPenanda.status, q.status) : undefined,
    q.search
      ? or(
          ilike(esignPenanda.nama_ktp, likePattern(q.search)),
          ilike(akun.nama, likePattern(q.search)),
          ilike(esignPenanda.nik, likePattern(q.search)),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const kueri = pilih(db, syarat).orderBy(
    desc(eq(esignPenanda.status, 'DIAJUKAN')),
    desc(esignPenanda.dibuat_pada),
  );
  const rows = await (limit === undefined ? kueri : kueri.limit(limit).offset(offset));
  const [total] = await db
    .select({ n: count() })
    .from(esignPenanda)
    .innerJoin(akun, eq(akun.uid, esignPenanda.akun_uid))
    .where(syarat);
  const dto = [];
  for (const r of rows) dto.push(await keDto(db, r));
  return envelope(dto, total?.n ?? 0, q);
}

export async function fotoPenanda(db: Db, uid: string, foto: 'ktp' | 'selfie') {
  const [r] = await db
    .select({
      isi: foto === 'ktp' ? esignPenanda.foto_ktp : esignPenanda.selfie,
      tipe: foto === 'ktp' ? esignPenanda.foto_ktp_tipe : esignPenanda.selfie_tipe,
    })
    .from(esignPenanda)
    .where(eq(esignPenanda.uid, uid));
  if (!r) throw penandaTidakDitemukan();
  return r;
}

/** Issues the signer's certificate from the facility's CA and makes the registration active. */
async function tandaiAktif(db: Db, ctx: Ctx, uid: string, kunciInduk: Buffer | null) {
  await db.transaction(async (tx) => {
    const [r] = await tx
      .select({ status: esignPenanda.status, penyedia: esignPenanda.penyedia, nama: esignPenanda.nama_ktp })
      .from(esignPenanda)
      .where(eq(esignPenanda.uid, uid))
      .for('update');
    if (!r) throw penandaTidakDitemukan();
    if (r.status !== 'DIAJUKAN') throw penandaBukanDiajukan();
    const sekarang = ctx.now();
    let sertifikat = {};
    if (kunciInduk) {
      const [p] = await tx
        .select({ nik: esignPenanda.nik, email: esignPenanda.email })
        .from(esignPenanda)
        .where(eq(esignPenanda.uid, uid));
      const ca = await pastikanCa(tx, kunciInduk, sekarang);
      const kop = await kopSurat(tx);
      const kred = await terbitkanSertifikat(
        ca,
        { nama: r.nama, nik: p?.nik ?? '', email: p?.email ?? '', organisasi: kop?.nama ?? 'Rawat SIMRS' },
        { sekarang },
      );
      sertifikat = {
        sertifikat_pem: kred.sertifikatPem,
        kunci_privat: enkripsi(kunciInduk, kred.kunciPrivatPem),
        sertifikat_serial: kred.serial,
        sertifikat_berlaku_sampai: kred.berlakuSampai,
      };
    }
    await tx
      .update(esignPenanda)
      .set({
        status: 'AKTIF',
        diverifikasi_oleh: ctx.user?.uid ?? null,
        diverifikasi_pada: sekarang,
        diubah_pada: sekarang,
        ...sertifikat,
      })
      .where(eq(esignPenanda.uid, uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'ESIGN_PENANDA_AKTIF',
      entitas: 'esign_penanda',
      entitas_id: uid,
      keterangan: `Penanda tangan ${r.nama} diverifikasi dan aktif (${r.penyedia})`,
    });
  });
}

/** Asks the provider where a waiting registration stands and follows it here. */
async function segarkanDariPenyedia(deps: DepsEsign, ctx: Ctx, uid: string, idPenyedia: string) {
  const penyedia = deps.esign.penyedia;
  if (!penyedia) return satu(deps.db, uid);
  let s: StatusPenyedia;
  try {
    s = await penyedia.cekStatus(idPenyedia);
  } catch {
    // The provider is unreachable: show what we know; the next look asks again.
    return satu(deps.db, uid);
  }
  if (s.status === 'AKTIF') await tandaiAktif(deps.db, ctx, uid, null);
  else if (s.status === 'DITOLAK') await tandaiDitolak(deps.db, ctx, uid, s.alasan);
  return satu(deps.db, uid);
}

async function tandaiDitolak(db: Db, ctx: Ctx, uid: string, alasan: string) {
  await db.transaction(async (tx) => {
    const [r] = await tx
      .select({ status: esignPenanda.status, nama: esignPenanda.nama_ktp })
      .from(esignPenanda)
      .where(eq(esignPenanda.uid, uid))
      .for('update');
    if (!r) throw penandaTidakDitemukan();
    if (r.status !== 'DIAJUKAN') throw penandaBukanDiajukan();
    const sekarang = ctx.now();
    await tx
      .update(esignPenanda)
      .set({
        status: 'DITOLAK',
        alasan_tolak: alasan,
        diverifikasi_oleh: ctx.user?.uid ?? null,
        diverifikasi_pada: sekarang,
        diubah_pada: sekarang,
      })
      .where(eq(esignPenanda.uid, uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'ESIGN_PENANDA_DITOLAK',
      entitas: 'esign_penanda',
      entitas_id: uid,
      keterangan: `Pendaftaran penanda tangan ${r.nama} ditolak: ${alasan}`,
    });
  });
}

/**
 * The administrator has checked the identity against the photos: the facility's CA issues the
 * certificate. A provider's registration is verified by the provider; this asks it instead.
 */
export async function setujuiPenanda(deps: DepsEsign, ctx: Ctx, uid: string): Promise<Penanda> {
  const [r] = await deps.db
    .select({ penyedia: esignPenanda.penyedia, id: esignPenanda.id_penyedia, status: esignPenanda.status })
    .from(esignPenanda)
    .where(eq(esignPenanda.uid, uid));
  if (!r) throw penandaTidakDitemukan();
  if (r.status !== 'DIAJUKAN') throw penandaBukanDiajukan();
  if (r.penyedia === 'TILAKA') {
    if (!r.id) throw penandaTidakDitemukan();
    return segarkanDariPenyedia(deps, ctx, uid, r.id);
  }
  await tandaiAktif(deps.db, ctx, uid, deps.esign.kunciInduk);
  return satu(deps.db, uid);
}

export async function tolakPenanda(deps: DepsEsign, ctx: Ctx, uid: string, alasan: string): Promise<Penanda> {
  await tandaiDitolak(deps.db, ctx, uid, alasan);
  return satu(deps.db, uid);
}

export async function bukaKunciPin(deps: DepsEsign, ctx: Ctx, uid: string): Promise<Penanda> {
  await deps.db.transaction(async (tx) => {
    const [r] = await tx
      .update(esignPenanda)
      .set({ pin_salah: 0, terkunci_pada: null, diubah_pada: ctx.now() })
      .where(eq(esignPenanda.uid, uid))
      .returning({ nama: esignPenanda.nama_ktp });
    if (!r) throw penandaTidakDitemukan();
    await catatAktivitas(tx, ctx, {
      aksi: 'ESIGN_PIN_DIBUKA',
      entitas: 'esign_penanda',
      entitas_id: uid,
      keterangan: `PIN penanda tangan ${r.nama} dibuka kembali`,
    });
  });
  return satu(deps.db, uid);
}
