import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { HasilKirim, PesanTersewa } from '../../platform/outbox.pekerja.ts';
import { JENIS_VCLAIM, type Pemanggil, terkirim } from './vclaim.klien.ts';

// The RencanaKontrol part of the VClaim sender (sep.pengirim.ts; docs/vclaim.md "Rencana kontrol").
// An insert's noSuratKontrol is written into the letter (isi.bpjs.noSuratKontrol, which
// docs/surat.md reserves for it). Like the SEP, an insert already attempted, or one BPJS says
// exists, is first looked up in the participant's control plans instead of making a second.

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const teks = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const SUDAH_ADA = /sudah\s+ada|duplikasi/i;
const TIDAK_ADA = /tidak\s+ditemukan|sudah\s+dihapus/i;

async function nomorSurat(db: Db, uid: string): Promise<{ ada: boolean; no: string | null }> {
  const res = await db.execute(
    sql`select isi -> 'bpjs' ->> 'noSuratKontrol' as no from surat where uid = ${uid}`,
  );
  const [r] = (res as unknown as { rows: { no: string | null }[] }).rows;
  return { ada: Boolean(r), no: r?.no || null };
}

/** Writes BPJS's number into the issued letter, with its audit row. */
async function catatNomor(db: Db, suratUid: string, no: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update surat set isi = jsonb_set(isi, '{bpjs,noSuratKontrol}', to_jsonb(${no}::text))
      where uid = ${suratUid}`);
    await catatAktivitas(
      tx,
      { user: null, ip: null, userAgent: null, now: () => new Date() },
      {
        aksi: 'surat.rencana-kontrol',
        entitas: 'surat',
        entitas_id: suratUid,
        keterangan: `BPJS menerbitkan nomor surat kontrol ${no}`,
        detail: { noSuratKontrol: no },
      },
    );
  });
}

/** The plan BPJS already holds for this request (same SEP, day and clinic, number unused here). */
async function cariRencanaAda(
  db: Db,
  bpjs: Pemanggil,
  noKartu: string,
  r: Obj,
): Promise<string | null | { gagal: HasilKirim }> {
  const tgl = teks(r.tglRencanaKontrol);
  const path = `RencanaKontrol/ListRencanaKontrol/Bulan/${tgl.slice(5, 7)}/Tahun/${tgl.slice(0, 4)}/Nokartu/${noKartu}/filter/2`;
  const h = await bpjs.panggil('GET', path);
  if (!h.ok) return h.tolak ? null : { gagal: h.hasil };
  const list = obj(h.j.response).list;
  for (const x of (Array.isArray(list) ? list : []).map(obj)) {
    if (teks(x.noSepAsalKontrol) !== teks(r.noSEP) || teks(x.tglRencanaKontrol) !== tgl) continue;
    if (teks(x.poliTujuan) !== teks(r.poliKontrol)) continue;
    const no = teks(x.noSuratKontrol);
    const dipakai = await db.execute(
      sql`select 1 from surat where isi -> 'bpjs' ->> 'noSuratKontrol' = ${no} and status = 'TERBIT'`,
    );
    if ((dipakai as unknown as { rows: unknown[] }).rows.length === 0) return no;
  }
  return null;
}

export async function kirimRencanaKontrol(db: Db, bpjs: Pemanggil, p: PesanTersewa): Promise<HasilKirim> {
  const payload = obj(p.payload);
  const suratUid = teks(payload.surat_uid);
  const surat = await nomorSurat(db, suratUid);
  if (!surat.ada) return { hasil: 'TOLAK', kode: null, pesan: 'Surat kontrol tidak ada lagi di Rawat' };
  if (p.jenis === JENIS_VCLAIM.rkUpdate) {
    const r = await bpjs.panggil('PUT', JENIS_VCLAIM.rkUpdate, payload.body);
    return r.ok ? terkirim(r.j, `Rencana kontrol ${surat.no} diubah`) : r.hasil;
  }
  if (p.jenis === JENIS_VCLAIM.rkDelete) {
    const r = await bpjs.panggil('DELETE', JENIS_VCLAIM.rkDelete, payload.body);
    if (r.ok) return terkirim(r.j, 'Rencana kontrol dihapus');
    return r.tolak && r.j && TIDAK_ADA.test(r.j.pesan)
      ? terkirim(r.j, 'Rencana kontrol sudah tidak ada di BPJS')
      : r.hasil;
  }
  // Insert.
  if (surat.no)
    return { hasil: 'TERKIRIM', kode: null, pesan: `Nomor surat kontrol ${surat.no} sudah tercatat` };
  const rencana = obj(obj(payload.body).request);
  const pulihkan = async (alasan: string): Promise<HasilKirim | null> => {
    const ada = await cariRencanaAda(db, bpjs, teks(payload.no_kartu), rencana);
    if (ada && typeof ada === 'object') return ada.gagal;
    if (!ada) return null;
    await catatNomor(db, suratUid, ada);
    return {
      hasil: 'TERKIRIM',
      kode: '200',
      pesan: `${alasan}: rencana kontrol ${ada} yang sudah ada dicatat`,
    };
  };
  if (p.mungkin_terkirim) {
    const pulih = await pulihkan('Pengiriman ulang');
    if (pulih) return pulih;
  }
  const r = await bpjs.panggil('POST', JENIS_VCLAIM.rkInsert, payload.body);
  if (r.ok) {
    const no = teks(obj(r.j.response).noSuratKontrol);
    if (!no) return { hasil: 'ULANGI', kode: r.j.kode, pesan: 'Jawaban BPJS tanpa nomor surat kontrol' };
    await catatNomor(db, suratUid, no);
    return terkirim(r.j, `Nomor surat kontrol ${no}`);
  }
  if (r.tolak && r.j && SUDAH_ADA.test(r.j.pesan)) {
    const pulih = await pulihkan('BPJS: rencana kontrol sudah ada');
    if (pulih) return pulih;
  }
  return r.hasil;
}
