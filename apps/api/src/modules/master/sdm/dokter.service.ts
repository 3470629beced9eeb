import {
  type Dokter,
  type DokterInput,
  type DokterListQuery,
  HARI,
  type Hari,
  hariDari,
  type KuotaJknInput,
  namaBergelar,
  type SesiJadwal,
  SPESIALISASI,
} from '@rawat/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { akun } from '../../akun/akun.tables.ts';
import { laporJadwalDokter } from '../../bpjs/antrean/lapor.ts';
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
  kuota_jkn: dokterJadwal.kuota_jkn,
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
async function simpanPraktik(tx: Tx, uid: string, input: DokterInput, ctx: Ctx): Promise<void> {
  const lama = await tx
    .select({
      poli_uid: dokterJadwal.poli_uid,
      hari: dokterJadwal.hari,
      jam_mulai: dokterJadwal.jam_mulai,
      jam_selesai: dokterJadwal.jam_selesai,
      kuota: dokterJadwal.kuota,
      kuota_jkn: dokterJadwal.kuota_jkn,
    })
    .from(dokterJadwal)
    .where(eq(dokterJadwal.dokter_uid, uid));
  await tx.delete(dokterJadwal).where(eq(dokterJadwal.dokter_uid, uid));
  await tx.delete(dokterPoli).where(eq(dokterPoli.dokter_uid, uid));
  if (input.polis.length)
    await tx.insert(dokterPoli).values(input.polis.map((poli_uid) => ({ dokter_uid: uid, poli_uid })));
  if (input.jadwal.length)
    await tx.insert(dokterJadwal).values(input.jadwal.map((s) => ({ ...s, dokter_uid: uid })));
  // BPJS hears the week only when it changed (a doctor saved for their SIP keeps BPJS quiet).
  const kunci = (x: {
    poli_uid: string;
    hari: string;
    jam_mulai: string;
    jam_selesai: string;
    kuota: number;
    kuota_jkn: number | null;
  }) => `${x.poli_uid}|${x.hari}|${x.jam_mulai}|${x.jam_selesai}|${x.kuota}|${x.kuota_jkn ?? ''}`;
  const a = lama.map(kunci).sort().join(';');
  const b = input.jadwal.map(kunci).sort().join(';');
  if (a !== b)
    await laporJadwalBpjs(
      tx,
      ctx,
      uid,
      lama.map((x) => x.poli_uid),
    );
}

/** 'Senin' → '1' … 'Minggu' → '7', as BPJS numbers the days. */
const hariBpjs = (h: Hari) => String(HARI.indexOf(h) + 1);

/**
 * jadwaldokter/updatejadwaldokter for each clinic with a BPJS code where the doctor (shown online,
 * with a DPJP code) practises, or practised before this change (`poliLama`: a clinic left behind
 * gets an empty week). The weekly schedule is sent whole: BPJS's service has no dates, so a leave
 * is enforced by refusing bookings on its days (the queue web service, registration) and the
 * report on a leave or its cancellation re-sends the week as it stands.
 */
export async function laporJadwalBpjs(
  tx: Tx,
  ctx: Ctx,
  dokterUid: string,
  poliLama: string[] = [],
): Promise<void> {
  const [d] = await tx
    .select({ kode: dokter.kode_dpjp_bpjs, online: dokter.tampil_online })
    .from(dokter)
    .where(eq(dokter.pegawai_uid, dokterUid));
  if (!d?.online || !d.kode || !/^\d+$/.test(d.kode)) return;
  const sesi = await tx
    .select({
      poli_uid: dokterJadwal.poli_uid,
      hari: dokterJadwal.hari,
      jam_mulai: dokterJadwal.jam_mulai,
      jam_selesai: dokterJadwal.jam_selesai,
    })
    .from(dokterJadwal)
    .where(eq(dokterJadwal.dokter_uid, dokterUid));
  const poliUid = [...new Set([...sesi.map((x) => x.poli_uid), ...poliLama])];
  if (!poliUid.length) return;
  const polis = await tx
    .select({ uid: poli.uid, kode_bpjs: poli.kode_bpjs, jenis: poli.jenis })
    .from(poli)
    .where(inArray(poli.uid, poliUid))
    .orderBy(asc(poli.kode_bpjs));
  for (const p of polis) {
    if (!p.kode_bpjs || p.jenis !== 'RAWAT_JALAN') continue;
    const jadwal = sesi
      .filter((x) => x.poli_uid === p.uid)
      .sort((a, b) => urutHari(a.hari) - urutHari(b.hari) || a.jam_mulai.localeCompare(b.jam_mulai))
      .map((x) => ({ hari: hariBpjs(x.hari), buka: x.jam_mulai, tutup: x.jam_selesai }));
    await laporJadwalDokter(tx, ctx, {
      kodepoli: p.kode_bpjs,
      kodesubspesialis: p.kode_bpjs,
      kodedokter: Number(d.kode),
      jadwal,
    });
  }
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
      // Shown online again: BPJS gets the week as it stands (hiding sends nothing; bookings stop here).
      if (tampil_online) await laporJadwalBpjs(tx, ctx, uid);
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

/**
 * PUT /master/dokter/:uid/kuota-jkn (/admin-dokteronline): the JKN share of the named sessions
 * (null: not split). A session is found by clinic, day and start; each share is 0..kuota. Sent
 * to BPJS with the schedule, in the same transaction.
 */
export async function ubahKuotaJkn(db: Db, ctx: Ctx, uid: string, input: KuotaJknInput): Promise<Dokter> {
  return db.transaction(async (tx) => {
    const row = await layananDokter.baris(tx, uid);
    const sesi = await tx
      .select({ uid: dokterJadwal.uid, ...kolomSesi })
      .from(dokterJadwal)
      .innerJoin(poli, eq(poli.uid, dokterJadwal.poli_uid))
      .where(eq(dokterJadwal.dokter_uid, uid))
      .for('update', { of: dokterJadwal });
    const galat: Galat[] = [];
    const ubah: { uid: string; sebelum: number | null; sesudah: number | null; label: string }[] = [];
    input.sesi.forEach((m, i) => {
      const s = sesi.find(
        (x) => x.poli_uid === m.poli_uid && x.hari === m.hari && x.jam_mulai === m.jam_mulai,
      );
      if (!s) {
        galat.push({
          path: `sesi.${i}`,
          message: `Sesi ${m.hari} ${m.jam_mulai} tidak ada di jadwal dokter ini`,
        });
        return;
      }
      if (m.kuota_jkn !== null && m.kuota_jkn > s.kuota) {
        galat.push({
          path: `sesi.${i}.kuota_jkn`,
          message: `Kuota JKN ${s.hari} ${s.jam_mulai} tidak boleh melebihi kuota sesi (${s.kuota})`,
        });
        return;
      }
      if (s.kuota_jkn !== m.kuota_jkn)
        ubah.push({
          uid: s.uid,
          sebelum: s.kuota_jkn,
          sesudah: m.kuota_jkn,
          label: `${s.poli_nama} ${s.hari} ${s.jam_mulai}–${s.jam_selesai}`,
        });
    });
    if (galat.length) throw dataTidakValid(galat);
    if (ubah.length) {
      for (const u of ubah)
        await tx.update(dokterJadwal).set({ kuota_jkn: u.sesudah }).where(eq(dokterJadwal.uid, u.uid));
      await laporJadwalBpjs(tx, ctx, uid);
      await catatAktivitas(tx, ctx, {
        aksi: 'dokter.kuota-jkn',
        entitas: 'dokter',
        entitas_id: uid,
        keterangan: `Mengubah kuota JKN ${namaBergelar(row)}: ${ubah
          .map((u) => `${u.label} ${u.sebelum ?? 'tidak dibagi'} → ${u.sesudah ?? 'tidak dibagi'}`)
          .join('; ')}`,
        detail: {
          sebelum: ubah.map((u) => ({ sesi: u.label, kuota_jkn: u.sebelum })),
          sesudah: ubah.map((u) => ({ sesi: u.label, kuota_jkn: u.sesudah })),
        },
      });
    }
    const [dto] = await dtoDokter(tx, [row]);
    if (!dto) throw new Error('dokter tanpa DTO');
    return dto;
  });
}
