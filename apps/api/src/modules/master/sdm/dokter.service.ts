import {
  type Dokter,
  type DokterInput,
  type DokterListQuery,
  HARI,
  type Hari,
  hariDari,
  namaBergelar,
  type SesiJadwal,
  SPESIALISASI,
} from '@rawat/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { akun } from '../../akun/akun.tables.ts';
import { poli } from '../poli/poli.tables.ts';
import type { BarisPegawai } from './karyawan.service.ts';
import { layananProfil, milikAkun } from './profil.service.ts';
import { dataTidakValid, type Galat } from './sdm.errors.ts';
import { dokter, dokterJadwal, dokterPoli, pegawai } from './sdm.tables.ts';

const urutHari = (h: Hari) => HARI.indexOf(h);
const urutSesi = (a: SesiJadwal, b: SesiJadwal) =>
  urutHari(a.hari) - urutHari(b.hari) || a.jam_mulai.localeCompare(b.jam_mulai);

const kolomSesi = {
  dokter_uid: dokterJadwal.dokter_uid,
  poli_uid: dokterJadwal.poli_uid,
  poli_nama: poli.nama,
  hari: dokterJadwal.hari,
  jam_mulai: dokterJadwal.jam_mulai,
  jam_selesai: dokterJadwal.jam_selesai,
  kuota: dokterJadwal.kuota,
};
type BarisSesi = { dokter_uid: string } & SesiJadwal;

function kelompokkanSesi(rows: BarisSesi[]): Map<string, SesiJadwal[]> {
  const peta = new Map<string, SesiJadwal[]>();
  for (const { dokter_uid, ...s } of rows) {
    const list = peta.get(dokter_uid) ?? [];
    list.push(s);
    peta.set(dokter_uid, list);
  }
  for (const list of peta.values()) list.sort(urutSesi);
  return peta;
}

/**
 * Employee rows of doctors → DTOs: profile, login, clinics and the week's sessions, three queries a
 * page, one after another (inside a transaction they share one connection).
 */
async function dtoDokter(db: DbOrTx, rows: BarisPegawai[]): Promise<Dokter[]> {
  if (!rows.length) return [];
  const uids = rows.map((r) => r.uid);
  const profil = await db
    .select({
      uid: dokter.pegawai_uid,
      spesialisasi: dokter.spesialisasi,
      no_sip: dokter.no_sip,
      sip_berlaku_sampai: dokter.sip_berlaku_sampai,
      no_str: dokter.no_str,
      kode_dpjp_bpjs: dokter.kode_dpjp_bpjs,
      tampil_online: dokter.tampil_online,
      akun_username: akun.username,
    })
    .from(dokter)
    .innerJoin(pegawai, eq(pegawai.uid, dokter.pegawai_uid))
    .leftJoin(akun, eq(akun.uid, pegawai.akun_uid))
    .where(inArray(dokter.pegawai_uid, uids));
  const polis = await db
    .select({
      dokter_uid: dokterPoli.dokter_uid,
      uid: poli.uid,
      kode: poli.kode,
      nama: poli.nama,
      status: poli.status,
    })
    .from(dokterPoli)
    .innerJoin(poli, eq(poli.uid, dokterPoli.poli_uid))
    .where(inArray(dokterPoli.dokter_uid, uids))
    .orderBy(asc(poli.nama));
  const sesi = await db
    .select(kolomSesi)
    .from(dokterJadwal)
    .innerJoin(poli, eq(poli.uid, dokterJadwal.poli_uid))
    .where(inArray(dokterJadwal.dokter_uid, uids));
  const petaProfil = new Map(profil.map((p) => [p.uid, p]));
  const petaSesi = kelompokkanSesi(sesi);
  return rows.map((r) => {
    const p = petaProfil.get(r.uid);
    if (!p) throw new Error(`dokter ${r.uid} tanpa profil`);
    const { spesialisasi } = p;
    return {
      uid: r.uid,
      kode: r.kode,
      nama: r.nama,
      status: r.status,
      gelar_depan: r.gelar_depan,
      gelar_belakang: r.gelar_belakang,
      nama_lengkap: namaBergelar(r),
      spesialisasi,
      spesialisasi_nama: SPESIALISASI[spesialisasi]?.nama ?? p.spesialisasi,
      no_sip: p.no_sip,
      sip_berlaku_sampai: p.sip_berlaku_sampai,
      no_str: p.no_str,
      kode_dpjp_bpjs: p.kode_dpjp_bpjs,
      tampil_online: p.tampil_online,
      akun_username: p.akun_username,
      polis: polis.filter((x) => x.dokter_uid === r.uid).map(({ dokter_uid: _d, ...x }) => x),
      jadwal: petaSesi.get(r.uid) ?? [],
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
}

/** A newly chosen clinic must exist and be active; one the doctor already had may stay if retired. */
async function periksaPoli(tx: DbOrTx, input: DokterInput, uid: string | null): Promise<void> {
  const lama = uid
    ? (
        await tx.select({ p: dokterPoli.poli_uid }).from(dokterPoli).where(eq(dokterPoli.dokter_uid, uid))
      ).map((r) => r.p)
    : [];
  const baru = input.polis.filter((p) => !lama.includes(p));
  if (!baru.length) return;
  const ada = await tx
    .select({ uid: poli.uid, nama: poli.nama, status: poli.status })
    .from(poli)
    .where(inArray(poli.uid, baru));
  const peta = new Map(ada.map((p) => [p.uid, p]));
  const galat: Galat[] = [];
  for (const u of baru) {
    const p = peta.get(u);
    if (!p) galat.push({ path: 'polis', message: 'Poli tidak ditemukan' });
    else if (p.status !== 'AKTIF')
      galat.push({ path: 'polis', message: `${p.nama} sudah nonaktif; pilih poli yang aktif` });
  }
  if (galat.length) throw dataTidakValid(galat);
}

/** The clinics and the week are replaced as a set; the audit row keeps the previous set. */
async function simpanPraktik(tx: DbOrTx, uid: string, input: DokterInput): Promise<void> {
  await tx.delete(dokterJadwal).where(eq(dokterJadwal.dokter_uid, uid));
  await tx.delete(dokterPoli).where(eq(dokterPoli.dokter_uid, uid));
  if (input.polis.length)
    await tx.insert(dokterPoli).values(input.polis.map((poli_uid) => ({ dokter_uid: uid, poli_uid })));
  if (input.jadwal.length)
    await tx.insert(dokterJadwal).values(input.jadwal.map((s) => ({ ...s, dokter_uid: uid })));
}

const punyaProfilDokter = (kondisi: SQL) =>
  sql`exists (select 1 from ${dokter} where ${dokter.pegawai_uid} = ${pegawai.uid} and ${kondisi})`;

export const layananDokter = layananProfil<Dokter, DokterInput, DokterListQuery>({
  profil: 'DOKTER',
  entitas: 'dokter',
  label: 'Dokter',
  tabel: dokter,
  filter: (q) => {
    const f: SQL[] = [];
    if (q.poli)
      f.push(
        sql`exists (select 1 from ${dokterPoli} where ${dokterPoli.dokter_uid} = ${pegawai.uid} and ${dokterPoli.poli_uid} = ${q.poli})`,
      );
    if (q.spesialisasi) f.push(punyaProfilDokter(eq(dokter.spesialisasi, q.spesialisasi)));
    if (q.username) f.push(milikAkun(q.username));
    return f;
  },
  keNilai: (i) => ({
    spesialisasi: i.spesialisasi,
    no_sip: i.no_sip,
    sip_berlaku_sampai: i.sip_berlaku_sampai,
    no_str: i.no_str,
    kode_dpjp_bpjs: i.kode_dpjp_bpjs,
    tampil_online: i.tampil_online,
  }),
  periksa: periksaPoli,
  setelahSimpan: simpanPraktik,
  keDto: (rows, db) => dtoDokter(db, rows),
});

/**
 * Active doctors with their sessions that match, each carrying only those sessions; sessions at a
 * retired clinic are left out. Doctors are ordered by name.
 */
export async function cariJadwal(
  db: DbOrTx,
  q: { poli_uid?: string; hari?: Hari; online?: boolean },
): Promise<Dokter[]> {
  const syarat: SQL[] = [eq(pegawai.status, 'AKTIF'), eq(poli.status, 'AKTIF')];
  if (q.poli_uid) syarat.push(eq(dokterJadwal.poli_uid, q.poli_uid));
  if (q.hari) syarat.push(eq(dokterJadwal.hari, q.hari));
  if (q.online !== undefined) syarat.push(eq(dokter.tampil_online, q.online));
  const sesi = await db
    .select(kolomSesi)
    .from(dokterJadwal)
    .innerJoin(poli, eq(poli.uid, dokterJadwal.poli_uid))
    .innerJoin(pegawai, eq(pegawai.uid, dokterJadwal.dokter_uid))
    .innerJoin(dokter, eq(dokter.pegawai_uid, dokterJadwal.dokter_uid))
    .where(and(...syarat));
  if (!sesi.length) return [];
  const petaSesi = kelompokkanSesi(sesi);
  const rows = await db
    .select()
    .from(pegawai)
    .where(inArray(pegawai.uid, [...petaSesi.keys()]))
    .orderBy(asc(pegawai.nama));
  const dto = await dtoDokter(db, rows);
  return dto.map((d) => ({ ...d, jadwal: petaSesi.get(d.uid) ?? [] }));
}

/**
 * For registration: the active doctors practising at `poli_uid` on the weekday of `tanggal`
 * (Jakarta), each with that day's sessions and their quota.
 */
export function jadwalDokter(db: DbOrTx, q: { poli_uid: string; tanggal: string }): Promise<Dokter[]> {
  return cariJadwal(db, { poli_uid: q.poli_uid, hari: hariDari(q.tanggal) });
}

/** Shows or hides a doctor on the online schedule (/admin-dokteronline). */
export async function ubahTampilOnline(
  db: Db,
  ctx: Ctx,
  uid: string,
  tampil_online: boolean,
): Promise<Dokter> {
  return db.transaction(async (tx) => {
    const row = await layananDokter.baris(tx, uid);
    const [lama] = await tx
      .select({ v: dokter.tampil_online })
      .from(dokter)
      .where(eq(dokter.pegawai_uid, uid));
    if (lama?.v !== tampil_online) {
      await tx
        .update(dokter)
        .set({ tampil_online, updated_at: ctx.now() })
        .where(eq(dokter.pegawai_uid, uid));
      await catatAktivitas(tx, ctx, {
        aksi: 'dokter.online',
        entitas: 'dokter',
        entitas_id: uid,
        keterangan: `${tampil_online ? 'Menampilkan' : 'Menyembunyikan'} jadwal ${namaBergelar(row)} di jadwal dokter online`,
        detail: { sebelum: { tampil_online: lama?.v ?? null }, sesudah: { tampil_online } },
      });
    }
    const [dto] = await dtoDokter(tx, [row]);
    if (!dto) throw new Error('dokter tanpa DTO');
    return dto;
  });
}
