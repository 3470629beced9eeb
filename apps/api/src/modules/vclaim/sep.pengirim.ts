import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { HasilKirim, PengirimOutbox, PesanTersewa } from '../../platform/outbox.pekerja.ts';
import { kunjungan } from '../kunjungan/kunjungan.tables.ts';
import { kirimRencanaKontrol } from './rencana-kontrol.pengirim.ts';
import { kirimPulang } from './sep-ranap.pulang.ts';
import { JENIS_VCLAIM, kredensialVclaim, type Pemanggil, pemanggil, terkirim } from './vclaim.klien.ts';
import { bpjsSep } from './vclaim.tables.ts';

/*
 * The outbox sender of BPJS VClaim (docs/vclaim.md "Pengiriman"): SEP insert/update/delete and
 * RencanaKontrol insert/Update/Delete. No answer, a timeout, a 5xx or refused credentials → retry
 * later; BPJS's 200 → delivered, and the answer is written where it belongs (no_sep, jawaban,
 * DIHAPUS, noSuratKontrol); any other code is BPJS refusing the message (TOLAK), its words kept on
 * the SEP. Never two SEPs for one visit: an insert that may already have reached BPJS (tried before, or leased from a worker that died), or one
 * BPJS answers "sudah terbit", is first looked up in the participant's history of that day, and an
 * SEP found there is recorded instead of making another.
 */

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const teks = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** BPJS's words for "this participant already has that SEP" (insert) or "already gone" (delete). */
const SUDAH_TERBIT = /sudah\s+(terbit|mendapat|diterbitkan)|duplikasi/i;
const TIDAK_ADA = /tidak\s+ditemukan|sudah\s+dihapus/i;

async function barisSep(db: Db, uid: string) {
  const [s] = await db.select().from(bpjsSep).where(eq(bpjsSep.uid, uid));
  return s ?? null;
}

/** Records an issued SEP: its number and BPJS's answer, and the visit's No. SEP. */
async function catatTerbit(db: Db, uid: string, noSep: string, jawaban: Obj) {
  await db.transaction(async (tx) => {
    const [s] = await tx
      .update(bpjsSep)
      .set({ status: 'TERBIT', no_sep: noSep, jawaban, pesan_bpjs: null, diubah_pada: new Date() })
      .where(eq(bpjsSep.uid, uid))
      .returning({ kunjungan_uid: bpjsSep.kunjungan_uid });
    if (s) await tx.update(kunjungan).set({ no_sep: noSep }).where(eq(kunjungan.uid, s.kunjungan_uid));
  });
}

/**
 * The SEP BPJS already holds for this t_sep: the participant's history of that day, a SEP of the
 * same jnsPelayanan with the same referral whose number no other of our SEPs carries; its details by SEP/{no}.
 * Null when there is none; undefined when BPJS could not be asked (retry later).
 */
async function cariSepAda(
  db: Db,
  bpjs: Pemanggil,
  t: Obj,
): Promise<{ noSep: string; jawaban: Obj } | null | { gagal: HasilKirim }> {
  const kartu = teks(t.noKartu);
  const tgl = teks(t.tglSep);
  const h = await bpjs.panggil(
    'GET',
    `monitoring/HistoriPelayanan/NoKartu/${kartu}/tglMulai/${tgl}/tglAkhir/${tgl}`,
  );
  if (!h.ok) return h.tolak ? null : { gagal: h.hasil };
  const histori = obj(h.j.response).histori;
  const noRujukan = teks(obj(t.rujukan).noRujukan);
  const jenis =
    teks(t.jnsPelayanan) === '1' ? ['1', 'R.Inap', 'Rawat Inap'] : ['2', 'R.Jalan', 'Rawat Jalan'];
  const calon = (Array.isArray(histori) ? histori : [])
    .map(obj)
    .filter((x) => teks(x.tglSep) === tgl && jenis.includes(teks(x.jnsPelayanan)))
    .filter((x) => teks(x.noRujukan) === noRujukan);
  for (const c of calon) {
    const noSep = teks(c.noSep);
    const dipakai = await db.execute(sql`select 1 from bpjs_sep where no_sep = ${noSep}`);
    if ((dipakai as unknown as { rows: unknown[] }).rows.length) continue;
    const d = await bpjs.panggil('GET', `SEP/${noSep}`);
    if (!d.ok && !d.tolak) return { gagal: d.hasil };
    return { noSep, jawaban: d.ok ? obj(d.j.response) : c };
  }
  return null;
}

/**
 * The SPRI an inpatient SEP names (RencanaKontrol/InsertSPRI). Asked once: its number is kept on the
 * SEP row (and in the t_sep we keep) before the SEP is asked. A message that may already have
 * reached BPJS first looks for an SPRI of that card, day, clinic and doctor that no SEP of ours
 * carries (RencanaKontrol/ListRencanaKontrol), so a lost answer never makes a second SPRI.
 */
async function pastikanSpri(
  db: Db,
  bpjs: Pemanggil,
  p: PesanTersewa,
  s: typeof bpjsSep.$inferSelect,
): Promise<{ noSpri: string } | { gagal: HasilKirim }> {
  if (s.no_spri) return { noSpri: s.no_spri };
  const spri = obj(obj(obj(p.payload).spri).request);
  let noSpri: string | null = null;
  if (p.mungkin_terkirim) {
    const tgl = teks(spri.tglRencanaKontrol);
    const l = await bpjs.panggil(
      'GET',
      `RencanaKontrol/ListRencanaKontrol/Bulan/${tgl.slice(5, 7)}/Tahun/${tgl.slice(0, 4)}/Nokartu/${teks(spri.noKartu)}/filter/2`,
    );
    if (!l.ok && !l.tolak) return { gagal: l.hasil };
    const daftar = l.ok ? obj(l.j.response).list : [];
    for (const x of (Array.isArray(daftar) ? daftar : []).map(obj)) {
      const cocok =
        teks(x.jnsKontrol) === '1' &&
        teks(x.tglRencanaKontrol) === tgl &&
        teks(x.poliTujuan) === teks(spri.poliKontrol) &&
        teks(x.kodeDokter) === teks(spri.kodeDokter);
      if (!cocok) continue;
      const dipakai = await db.execute(sql`select 1 from bpjs_sep where no_spri = ${teks(x.noSuratKontrol)}`);
      if ((dipakai as unknown as { rows: unknown[] }).rows.length) continue;
      noSpri = teks(x.noSuratKontrol);
      break;
    }
  }
  if (!noSpri) {
    const r = await bpjs.panggil('POST', JENIS_VCLAIM.spriInsert, obj(p.payload).spri);
    if (!r.ok) {
      if (r.tolak && r.j)
        await db
          .update(bpjsSep)
          .set({ status: 'DITOLAK', pesan_bpjs: `SPRI ditolak BPJS: ${r.j.pesan}`, diubah_pada: new Date() })
          .where(eq(bpjsSep.uid, s.uid));
      return { gagal: r.hasil };
    }
    noSpri = teks(obj(r.j.response).noSPRI);
    if (!noSpri)
      return { gagal: { hasil: 'ULANGI', kode: r.j.kode, pesan: 'Jawaban BPJS tanpa nomor SPRI' } };
  }
  await db
    .update(bpjsSep)
    .set({
      no_spri: noSpri,
      permintaan: { ...s.permintaan, skdp: { ...obj(s.permintaan.skdp), noSurat: noSpri } },
      diubah_pada: new Date(),
    })
    .where(eq(bpjsSep.uid, s.uid));
  return { noSpri };
}

async function kirimInsert(db: Db, bpjs: Pemanggil, p: PesanTersewa): Promise<HasilKirim> {
  const payload = obj(p.payload);
  const s = await barisSep(db, teks(payload.sep_uid));
  if (!s) return { hasil: 'TOLAK', kode: null, pesan: 'SEP tidak ada lagi di Rawat' };
  if (s.status === 'TERBIT' && s.no_sep)
    return { hasil: 'TERKIRIM', kode: null, pesan: `SEP ${s.no_sep} sudah tercatat` };
  const tSep = obj(obj(obj(payload.body).request).t_sep);
  // An inpatient SEP: its SPRI first, once (the number stays on the row for every later try).
  if (payload.spri) {
    const spri = await pastikanSpri(db, bpjs, p, s);
    if ('gagal' in spri) return spri.gagal;
    tSep.skdp = { ...obj(tSep.skdp), noSurat: spri.noSpri };
  }
  const body = { request: { t_sep: tSep } };
  const pulihkan = async (alasan: string): Promise<HasilKirim | null> => {
    const ada = await cariSepAda(db, bpjs, tSep);
    if (ada && 'gagal' in ada) return ada.gagal;
    if (!ada) return null;
    await catatTerbit(db, s.uid, ada.noSep, ada.jawaban);
    return {
      hasil: 'TERKIRIM',
      kode: '200',
      pesan: `${alasan}: SEP ${ada.noSep} yang sudah ada di BPJS dicatat`,
    };
  };
  // Tried before: BPJS may have made it while our record of the answer was lost.
  if (p.mungkin_terkirim) {
    const pulih = await pulihkan('Pengiriman ulang');
    if (pulih) return pulih;
  }
  const r = await bpjs.panggil('POST', JENIS_VCLAIM.sepInsert, body);
  if (r.ok) {
    const sep = obj(obj(r.j.response).sep);
    const noSep = teks(sep.noSep);
    if (!noSep) return { hasil: 'ULANGI', kode: r.j.kode, pesan: 'Jawaban BPJS tanpa nomor SEP' };
    await catatTerbit(db, s.uid, noSep, sep);
    return terkirim(r.j, `SEP ${noSep} terbit`);
  }
  if (!r.tolak || !r.j) return r.hasil;
  if (SUDAH_TERBIT.test(r.j.pesan)) {
    const pulih = await pulihkan('BPJS: SEP sudah ada');
    if (pulih) return pulih;
  }
  await db
    .update(bpjsSep)
    .set({ status: 'DITOLAK', pesan_bpjs: r.j.pesan, diubah_pada: new Date() })
    .where(eq(bpjsSep.uid, s.uid));
  return r.hasil;
}

async function kirimUpdate(db: Db, bpjs: Pemanggil, p: PesanTersewa): Promise<HasilKirim> {
  const payload = obj(p.payload);
  const s = await barisSep(db, teks(payload.sep_uid));
  if (s?.status !== 'TERBIT' || !s.no_sep)
    return { hasil: 'TOLAK', kode: null, pesan: 'SEP tidak lagi terbit di Rawat: koreksi tidak dikirim' };
  const r = await bpjs.panggil('PUT', JENIS_VCLAIM.sepUpdate, payload.body);
  if (!r.ok) {
    if (r.tolak && r.j)
      await db
        .update(bpjsSep)
        .set({ pesan_bpjs: `Koreksi ditolak BPJS: ${r.j.pesan}`, diubah_pada: new Date() })
        .where(eq(bpjsSep.uid, s.uid));
    return r.hasil;
  }
  // What BPJS now holds: the correctable fields into our copy of t_sep, and its fresh answer.
  const t = obj(obj(obj(payload.body).request).t_sep);
  const permintaan = {
    ...s.permintaan,
    klsRawat: t.klsRawat,
    catatan: t.catatan,
    diagAwal: t.diagAwal,
    poli: { ...obj(s.permintaan.poli), eksekutif: obj(t.poli).eksekutif },
    dpjpLayan: t.dpjpLayan,
    noTelp: t.noTelp,
  };
  const baru = await bpjs.panggil('GET', `SEP/${s.no_sep}`);
  await db
    .update(bpjsSep)
    .set({
      permintaan,
      ...(baru.ok ? { jawaban: { ...(s.jawaban ?? {}), ...obj(baru.j.response) } } : {}),
      pesan_bpjs: null,
      diubah_pada: new Date(),
    })
    .where(eq(bpjsSep.uid, s.uid));
  return terkirim(r.j, `Koreksi SEP ${s.no_sep} diterima`);
}

async function kirimDelete(db: Db, bpjs: Pemanggil, p: PesanTersewa): Promise<HasilKirim> {
  const payload = obj(p.payload);
  const s = await barisSep(db, teks(payload.sep_uid));
  if (!s) return { hasil: 'TOLAK', kode: null, pesan: 'SEP tidak ada lagi di Rawat' };
  const r = await bpjs.panggil('DELETE', JENIS_VCLAIM.sepDelete, payload.body);
  // "Not found" means BPJS holds no such SEP (a repeat after our record was lost): gone either way.
  const hilang = !r.ok && r.tolak && r.j && TIDAK_ADA.test(r.j.pesan);
  if (!r.ok && !hilang) {
    if (r.tolak && r.j)
      await db
        .update(bpjsSep)
        .set({ alasan_hapus: null, pesan_bpjs: `Hapus ditolak BPJS: ${r.j.pesan}`, diubah_pada: new Date() })
        .where(eq(bpjsSep.uid, s.uid));
    return r.hasil;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(bpjsSep)
      .set({ status: 'DIHAPUS', diubah_pada: new Date() })
      .where(eq(bpjsSep.uid, s.uid));
    await tx
      .update(kunjungan)
      .set({ no_sep: null })
      .where(sql`${kunjungan.uid} = ${s.kunjungan_uid} and ${kunjungan.no_sep} = ${s.no_sep}`);
  });
  return r.j
    ? terkirim(r.j, `SEP ${s.no_sep} dihapus`)
    : { hasil: 'TERKIRIM', kode: null, pesan: 'SEP dihapus' };
}

/** The BPJS_VCLAIM sender app.ts registers (pengirimOutbox). */
export function pengirimBpjsVclaim(deps: {
  db: Db;
  kunciInduk: Buffer;
  batasWaktuMs?: number;
}): PengirimOutbox {
  return async (p: PesanTersewa): Promise<HasilKirim> => {
    const k = await kredensialVclaim(deps).catch((e: Error) => e);
    if (k instanceof Error) return { hasil: 'ULANGI', pesan: k.message };
    if (!k) return { hasil: 'ULANGI', pesan: 'Pengaturan BPJS VClaim tidak aktif: pesan menunggu' };
    const bpjs = pemanggil(k, deps.batasWaktuMs);
    switch (p.jenis) {
      case JENIS_VCLAIM.sepInsert:
        return kirimInsert(deps.db, bpjs, p);
      case JENIS_VCLAIM.sepUpdate:
        return kirimUpdate(deps.db, bpjs, p);
      case JENIS_VCLAIM.sepDelete:
        return kirimDelete(deps.db, bpjs, p);
      case JENIS_VCLAIM.sepPulang:
        return kirimPulang(deps.db, bpjs, p);
      case JENIS_VCLAIM.rkInsert:
      case JENIS_VCLAIM.rkUpdate:
      case JENIS_VCLAIM.rkDelete:
        return kirimRencanaKontrol(deps.db, bpjs, p);
      default:
        return { hasil: 'TOLAK', kode: null, pesan: `Jenis pesan tidak dikenal: ${p.jenis}` };
    }
  };
}
