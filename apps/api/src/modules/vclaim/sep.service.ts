import {
  type PesertaVclaim,
  type SepBuat,
  type SepDetail,
  type SepHapus,
  type SepIsian,
  type SepRanapBuat,
  type SepRingkas,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import type { KirimSekarang } from '../../platform/outbox.pekerja.ts';
import { kunjungan } from '../kunjungan/kunjungan.tables.ts';
import { periksaPesertaSep } from './peserta.service.ts';
import { alasanTidakBolehHapus, detailSep, ringkasSep } from './sep.baca.ts';
import { bacaKonteksSep, bangunTSep, type KonteksSep, penggunaBpjs } from './sep.permintaan.ts';
import { ajukanSepRanap, bacaKonteksSepRanap } from './sep-ranap.ts';
import { antreVclaim, jumlahInsert, pesanTertunda } from './vclaim.antre.ts';
import * as galat from './vclaim.errors.ts';
import { type DepsKlienVclaim, JENIS_VCLAIM, kodePpk } from './vclaim.klien.ts';
import { bpjsSep } from './vclaim.tables.ts';

// SEP make, correct and delete (docs/vclaim.md "SEP"): each writes the SEP row and its VClaim
// message in one transaction; the message goes through the outbox (sep.pengirim.ts), and the desk's
// request then sends it at once so the number is usually back before the page shows the result.

export interface DepsSep extends DepsKlienVclaim {
  db: Db;
  /** Delivers one outbox group now (app.ts builds it from the worker's senders). */
  kirimSekarang?: KirimSekarang;
}

/** Sends a SEP's waiting messages now (what fails stays for the worker). */
export async function kirimSepSekarang(d: DepsSep, sepUid: string): Promise<void> {
  if (!d.kirimSekarang) return;
  for (const kunci of await pesanTertunda(d.db, `sep:${sepUid}:`))
    await d.kirimSekarang({ mitra: 'BPJS_VCLAIM', kunci_urutan: kunci });
}

export const ringkasPasien = (k: KonteksSep) => `${k.no_rm} – ${k.nama_pasien}`;

export async function antreInsert(
  tx: Tx,
  ctx: Ctx,
  k: KonteksSep,
  sepUid: string,
  tSep: Record<string, unknown>,
  namaPerujuk: string | undefined,
) {
  const n = (await jumlahInsert(tx, sepUid)) + 1;
  await antreVclaim(tx, ctx, {
    kunci: `sep:${sepUid}:insert:${n}`,
    jenis: JENIS_VCLAIM.sepInsert,
    ringkasan: `SEP ${ringkasPasien(k)}, kartu ${k.no_kartu}, ${k.poli.nama} ${k.tanggal}`,
    payload: { sep_uid: sepUid, body: { request: { t_sep: tSep } }, nama_ppk_rujukan: namaPerujuk ?? null },
  });
}

/**
 * Before the registration's (or the desk's) transaction: what needs no database row yet — the
 * visit is today, VClaim is set up, and BPJS knows the card as active (null when BPJS cannot be
 * reached: then BPJS itself checks it when the SEP is delivered).
 */
export async function periksaSebelumSep(
  d: DepsKlienVclaim,
  ctx: Ctx,
  p: { no_kartu: string; tanggal: string },
): Promise<PesertaVclaim | null> {
  const hariIni = toJakartaIsoDate(ctx.now());
  if (p.tanggal !== hariIni) throw galat.tanggalSep(p.tanggal, hariIni);
  if (!(await kodePpk(d.db))) throw galat.belumDiatur();
  return periksaPesertaSep(d, p.no_kartu, p.tanggal);
}

/**
 * In the caller's transaction: the SEP row (MENUNGGU) of layanan's visit and its insert message.
 * `peserta` is what periksaSebelumSep found (its class fills an empty kelas_rawat).
 */
export async function ajukanSep(
  tx: Tx,
  ctx: Ctx,
  p: { layanan_uid: string; isian: SepIsian; no_rujukan: string | null; peserta: PesertaVclaim | null },
): Promise<SepRingkas> {
  const k = await bacaKonteksSep(tx, p.layanan_uid);
  if (!k) throw galat.pendaftaranTidakDitemukan();
  const [ada] = await tx
    .select({ no_sep: bpjsSep.no_sep })
    .from(bpjsSep)
    .where(
      and(
        eq(bpjsSep.kunjungan_uid, k.kunjungan_uid),
        eq(bpjsSep.jns_pelayanan, '2'),
        ne(bpjsSep.status, 'DIHAPUS'),
      ),
    );
  if (ada) throw galat.sepSudahAda(ada.no_sep);
  const ppk = await kodePpk(tx);
  if (!ppk) throw galat.belumDiatur();
  const hak = p.peserta?.hak_kelas.kode;
  const kelas = p.isian.kelas_rawat ?? (hak && ['1', '2', '3'].includes(hak) ? hak : null);
  if (!kelas) throw galat.kelasWajib();
  const tSep = bangunTSep(k, p.isian, {
    noRujukan: p.no_rujukan ?? k.no_rujukan,
    kelas,
    ppk,
    user: penggunaBpjs(ctx.user),
    hariIni: toJakartaIsoDate(ctx.now()),
  });
  const [baru] = await tx
    .insert(bpjsSep)
    .values({
      kunjungan_uid: k.kunjungan_uid,
      no_kartu: k.no_kartu ?? '',
      tgl_sep: k.tanggal,
      permintaan: tSep,
      status: 'MENUNGGU',
      dibuat_oleh: ctx.user?.uid ?? null,
      dibuat_pada: ctx.now(),
      diubah_pada: ctx.now(),
    })
    .returning({ uid: bpjsSep.uid });
  if (!baru) throw new Error('bpjs_sep: insert tanpa baris');
  await antreInsert(tx, ctx, k, baru.uid, tSep, p.isian.nama_ppk_rujukan);
  await catatAktivitas(tx, ctx, {
    aksi: 'sep.create',
    entitas: 'bpjs_sep',
    entitas_id: baru.uid,
    keterangan: `Mengajukan SEP ${ringkasPasien(k)} kartu ${k.no_kartu} ke BPJS (${k.poli.nama}, ${k.tanggal})`,
    detail: { sesudah: { kunjungan_uid: k.kunjungan_uid, t_sep: tSep } },
  });
  return { uid: baru.uid, status: 'MENUNGGU', no_sep: null, pesan_bpjs: null };
}

/**
 * A SEP for a visit that has none yet (POST /pendaftaran/:uid/sep, POST /ranap/perawatan/:uid/sep):
 * the participant checked at BPJS first, the row and its message written with the visit locked (two
 * desks asking at once take turns), then sent at once.
 */
async function buatSepUntukKunjungan(
  d: DepsSep,
  ctx: Ctx,
  k: { kunjungan_uid: string; penjamin: string; no_kartu: string | null; tanggal: string },
  ajukan: (tx: Tx, peserta: PesertaVclaim | null) => Promise<SepRingkas>,
): Promise<SepDetail> {
  if (k.penjamin !== 'BPJS' || !k.no_kartu) throw galat.bukanBpjs();
  const peserta = await periksaSebelumSep(d, ctx, { no_kartu: k.no_kartu, tanggal: k.tanggal });
  const { uid } = await d.db.transaction(async (tx) => {
    await tx
      .select({ uid: kunjungan.uid })
      .from(kunjungan)
      .where(eq(kunjungan.uid, k.kunjungan_uid))
      .for('update');
    return ajukan(tx, peserta);
  });
  await kirimSepSekarang(d, uid);
  return detailSep(d.db, ctx, uid);
}

/** POST /pendaftaran/:uid/sep: a SEP for a registration made without one. */
export async function buatSepPendaftaran(
  d: DepsSep,
  ctx: Ctx,
  layananUid: string,
  body: SepBuat,
): Promise<SepDetail> {
  const k = await bacaKonteksSep(d.db, layananUid);
  if (!k) throw galat.pendaftaranTidakDitemukan();
  return buatSepUntukKunjungan(d, ctx, k, async (tx, peserta) => {
    if (body.no_rujukan)
      await tx
        .update(kunjungan)
        .set({ no_rujukan: body.no_rujukan, updated_at: ctx.now() })
        .where(eq(kunjungan.uid, k.kunjungan_uid));
    return ajukanSep(tx, ctx, {
      layanan_uid: layananUid,
      isian: body,
      no_rujukan: body.no_rujukan ?? null,
      peserta,
    });
  });
}

/**
 * POST /ranap/perawatan/:uid/sep: a stay admitted today without its SEP (the box was left empty,
 * or the clinic's SEP was issued only afterwards): the SPRI and SEP now.
 */
export async function buatSepRanap(
  d: DepsSep,
  ctx: Ctx,
  layananUid: string,
  body: SepRanapBuat,
): Promise<SepDetail> {
  const k = await bacaKonteksSepRanap(d.db, layananUid);
  if (!k) throw galat.bukanRawatInap();
  return buatSepUntukKunjungan(d, ctx, k, (tx, peserta) =>
    ajukanSepRanap(tx, ctx, { layanan_uid: layananUid, catatan: body.catatan, peserta }),
  );
}

/** The SEP row, locked for a change. */
export async function barisSep(tx: Tx, uid: string) {
  const [s] = await tx.select().from(bpjsSep).where(eq(bpjsSep.uid, uid)).for('update');
  if (!s) throw galat.sepTidakDitemukan();
  return s;
}

/**
 * PUT /sep/:uid/hapus (BPJS's rule, docs/vclaim.md): only the SEP of a visit not finished and not
 * paid. An issued SEP is deleted at BPJS (SEP/2.0/delete; DIHAPUS once BPJS confirms); a refused
 * one was never issued and is only marked DIHAPUS here.
 */
export async function hapusSep(d: DepsSep, ctx: Ctx, uid: string, body: SepHapus): Promise<SepDetail> {
  await d.db.transaction(async (tx) => {
    const s = await barisSep(tx, uid);
    if (s.status === 'DIHAPUS') throw galat.sepDihapus();
    if (s.status === 'MENUNGGU') throw galat.sepMenunggu();
    if ((await pesanTertunda(tx, `sep:${uid}:`)).length) throw galat.perubahanMenunggu();
    const alasan = await alasanTidakBolehHapus(tx, s.kunjungan_uid);
    if (alasan) throw alasan;
    const sekarang = ctx.now();
    if (s.status === 'DITOLAK') {
      await tx
        .update(bpjsSep)
        .set({ status: 'DIHAPUS', alasan_hapus: body.alasan, diubah_pada: sekarang })
        .where(eq(bpjsSep.uid, uid));
    } else {
      await tx
        .update(bpjsSep)
        .set({ alasan_hapus: body.alasan, diubah_pada: sekarang })
        .where(eq(bpjsSep.uid, uid));
      await antreVclaim(tx, ctx, {
        kunci: `sep:${uid}:delete`,
        jenis: JENIS_VCLAIM.sepDelete,
        ringkasan: `Hapus SEP ${s.no_sep}, kartu ${s.no_kartu}: ${body.alasan}`,
        payload: {
          sep_uid: uid,
          body: { request: { t_sep: { noSep: s.no_sep, user: penggunaBpjs(ctx.user) } } },
        },
      });
    }
    await catatAktivitas(tx, ctx, {
      aksi: 'sep.delete',
      entitas: 'bpjs_sep',
      entitas_id: uid,
      keterangan: `Menghapus SEP ${s.no_sep ?? '(ditolak BPJS)'} kartu ${s.no_kartu}: ${body.alasan}`,
      detail: { sebelum: { status: s.status, no_sep: s.no_sep }, sesudah: { alasan: body.alasan } },
    });
  });
  await kirimSepSekarang(d, uid);
  return detailSep(d.db, ctx, uid);
}

/** After an admission committed: send the stay's inpatient SEP now and say where it stands. */
export async function kirimSepLayanan(d: DepsSep, layananUid: string): Promise<SepRingkas | null> {
  const [s] = await d.db
    .select({ uid: bpjsSep.uid })
    .from(bpjsSep)
    .where(and(eq(bpjsSep.layanan_uid, layananUid), ne(bpjsSep.status, 'DIHAPUS')));
  if (!s) return null;
  await kirimSepSekarang(d, s.uid);
  return ringkasSep(d.db, s.uid);
}

/** After a registration committed: send its SEP now and say where it stands. */
export async function kirimSepKunjungan(d: DepsSep, kunjunganUid: string): Promise<SepRingkas | null> {
  const [s] = await d.db
    .select({ uid: bpjsSep.uid })
    .from(bpjsSep)
    .where(
      and(
        eq(bpjsSep.kunjungan_uid, kunjunganUid),
        eq(bpjsSep.jns_pelayanan, '2'),
        ne(bpjsSep.status, 'DIHAPUS'),
      ),
    );
  if (!s) return null;
  await kirimSepSekarang(d, s.uid);
  return ringkasSep(d.db, s.uid);
}
