import {
  formatTanggal,
  jenisKunjunganPoli,
  type LayananTambahanInput,
  MAKS_HARI_DAFTAR,
  type Pendaftaran,
  type PendaftaranBaru,
  type PendaftaranDetail,
  type PendaftaranInput,
  ringkasBiayaPendaftaran,
  type SepIsian,
  type SepRingkas,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { tambahHari } from '../../platform/waktu.ts';
import { asuransi } from '../master/keuangan/keuangan.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { laporBatalBpjs, laporPendaftaranBpjs } from './antrean-bpjs.ts';
import { type TagihanPendaftaran, tagihBiayaPendaftaran } from './biaya-pendaftaran.ts';
import * as galat from './kunjungan.errors.ts';
import { antrian, kunjungan, layanan } from './kunjungan.tables.ts';
import { ambilPendaftaran } from './pendaftaran.baca.ts';
import { buatLayanan, jagaDuplikat } from './pendaftaran.layanan.ts';

export { kodeTiketBaru } from './pendaftaran.layanan.ts';

/** Today (Jakarta) up to MAKS_HARI_DAFTAR days ahead. */
function periksaTanggal(tanggal: string, sekarang: Date) {
  const hariIni = toJakartaIsoDate(sekarang);
  const batas = tambahHari(hariIni, MAKS_HARI_DAFTAR);
  if (Number.isNaN(Date.parse(`${tanggal}T00:00:00Z`)) || tambahHari(tanggal, 0) !== tanggal)
    throw galat.tanggalDiLuarRentang('Format tanggal tidak valid. Gunakan YYYY-MM-DD.');
  if (tanggal < hariIni) throw galat.tanggalDiLuarRentang('Tanggal kunjungan tidak boleh sebelum hari ini');
  if (tanggal > batas)
    throw galat.tanggalDiLuarRentang(
      `Pendaftaran paling lambat ${MAKS_HARI_DAFTAR} hari ke depan (s.d. ${formatTanggal(batas)})`,
    );
}

/**
 * A patient who may be registered: exists, not merged away, not deceased. The row is locked for
 * the transaction so registrations of one patient take turns: only the first visit of a new
 * patient is charged the card (biaya-pendaftaran.ts). 'no key update' leaves rows that merely
 * point at the patient (the chart, the timeline) free to be written meanwhile.
 */
async function pasienBolehDaftar(tx: Tx, uid: string) {
  const [p] = await tx
    .select({
      uid: pasien.uid,
      no_rm: pasien.no_rm,
      nama: pasien.nama,
      status: pasien.status,
      digabung_ke: pasien.digabung_ke,
    })
    .from(pasien)
    .where(eq(pasien.uid, uid))
    .for('no key update');
  if (!p) throw galat.pasienTidakAda();
  if (p.digabung_ke) {
    const [tujuan] = await tx
      .select({ no_rm: pasien.no_rm, nama: pasien.nama })
      .from(pasien)
      .where(eq(pasien.uid, p.digabung_ke));
    throw galat.pasienDigabung(tujuan ?? { no_rm: '-', nama: '-' });
  }
  if (p.status === 'MENINGGAL') throw galat.pasienMeninggal(p);
  return p;
}

/** An insurer payer must be an active insurer. */
export async function periksaAsuransi(
  tx: Tx,
  input: { penjamin: string; asuransi_uid: string | null },
): Promise<void> {
  if (input.penjamin !== 'ASURANSI' || !input.asuransi_uid) return;
  const [a] = await tx
    .select({ uid: asuransi.uid })
    .from(asuransi)
    .where(and(eq(asuransi.uid, input.asuransi_uid), eq(asuransi.status, 'AKTIF')));
  if (!a) throw galat.asuransiTidakAktif();
}

/**
 * The SEP made with a BPJS registration (docs/vclaim.md). The vclaim module, above this one,
 * implements it and app.ts hands it in: `periksa` before the transaction (the participant active at
 * BPJS: a network call, never inside a transaction), `ajukan` in it (the SEP row and its outbox
 * message commit with the registration), `kirim` after it (sent at once; where the SEP stands).
 */
export interface PortSep {
  periksa(ctx: Ctx, p: { no_kartu: string; tanggal: string }): Promise<unknown>;
  ajukan(
    tx: Tx,
    ctx: Ctx,
    p: { layanan_uid: string; isian: SepIsian; no_rujukan: string | null; periksa: unknown },
  ): Promise<SepRingkas>;
  kirim(kunjunganUid: string): Promise<SepRingkas | null>;
}

/**
 * POST /pendaftaran: kunjungan, layanan and antrian in one transaction, with the registration fees
 * on the visit's bill (administration; the card for a new patient) and the audit row; with
 * `sep.terbitkan` (BPJS) also the visit's SEP through `sep` (its answer's `sep` is MENUNGGU until the
 * route sends it).
 */
export async function daftarkan(
  db: Db,
  ctx: Ctx,
  tagihan: TagihanPendaftaran,
  input: PendaftaranInput,
  sep?: PortSep,
): Promise<PendaftaranBaru> {
  periksaTanggal(input.tanggal, ctx.now());
  const mintaSep = input.penjamin === 'BPJS' && input.sep?.terbitkan ? input.sep : null;
  if (mintaSep && !sep)
    throw conflict('vclaim.tidak_tersedia', 'Penerbitan SEP belum tersedia di server ini');
  const cekSep =
    mintaSep && sep
      ? await sep.periksa(ctx, { no_kartu: input.no_kartu ?? '', tanggal: input.tanggal })
      : null;
  return jagaDuplikat(
    () => input.tanggal,
    () =>
      db.transaction(async (tx) => {
        const p = await pasienBolehDaftar(tx, input.pasien_uid);
        const dibuat = await buatLayanan(tx, ctx, {
          pasien: p,
          poli_uid: input.poli_uid,
          dokter_uid: input.dokter_uid,
          tanggal: input.tanggal,
          keluhan: input.keluhan,
          kunjungan: input,
          periksaPoli: async (pl) => {
            if (input.penjamin === 'BPJS' && pl.jenis !== 'IGD' && !input.no_rujukan)
              throw galat.rujukanWajib();
            await periksaAsuransi(tx, input);
          },
        });
        const biaya = await tagihBiayaPendaftaran(tx, ctx, tagihan, {
          kunjungan_uid: dibuat.kunjungan_uid,
          layanan_uid: dibuat.layanan_uid,
          pasien_uid: p.uid,
          jenis_layanan: jenisKunjunganPoli(dibuat.poli.jenis).jenis,
          penjamin: input.penjamin,
          tanggal: input.tanggal,
          kartu: true,
        });
        await laporPendaftaranBpjs(tx, ctx, dibuat.layanan_uid);
        const sepBaru =
          mintaSep && sep
            ? await sep.ajukan(tx, ctx, {
                layanan_uid: dibuat.layanan_uid,
                isian: mintaSep,
                no_rujukan: input.no_rujukan,
                periksa: cekSep,
              })
            : null;
        const ringkas = ringkasBiayaPendaftaran(biaya.biaya);
        await catatAktivitas(tx, ctx, {
          aksi: 'pendaftaran.create',
          entitas: 'layanan',
          entitas_id: dibuat.layanan_uid,
          keterangan: `Mendaftarkan ${p.no_rm} – ${p.nama} ke ${dibuat.poli.nama} (${input.tanggal}), antrian ${dibuat.nomor_antrian}${ringkas ? `; biaya ${ringkas}` : ''}`,
          detail: {
            sesudah: {
              kunjungan_uid: dibuat.kunjungan_uid,
              pasien_uid: p.uid,
              poli_uid: dibuat.poli.uid,
              dokter_uid: input.dokter_uid,
              tanggal: input.tanggal,
              penjamin: input.penjamin,
              nomor_antrian: dibuat.nomor_antrian,
              biaya: biaya.biaya,
              peringatan_biaya: biaya.peringatan,
            },
          },
        });
        const hasil = await ambilPendaftaran(tx, dibuat.layanan_uid);
        return {
          ...hasil,
          biaya: biaya.biaya,
          peringatan_biaya: biaya.peringatan,
          ...(sepBaru ? { sep: sepBaru } : {}),
        };
      }),
  );
}

/** GET /pendaftaran/:uid: the registration and the fees it still has on the bill. */
export async function detailPendaftaran(
  db: Db,
  tagihan: TagihanPendaftaran,
  uid: string,
): Promise<PendaftaranDetail> {
  const p = await ambilPendaftaran(db, uid);
  return { ...p, biaya: await tagihan.baca(db, uid) };
}

/**
 * POST /pendaftaran/:uid/layanan: another clinic in the visit of layanan `uid` (same patient,
 * same payer), on the visit's day or today if the visit began earlier. The visit must be open.
 * No fee: the visit's administration was charged when it was registered.
 */
export async function tambahLayanan(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: LayananTambahanInput,
): Promise<PendaftaranBaru> {
  const hariIni = toJakartaIsoDate(ctx.now());
  let tanggal = hariIni;
  return jagaDuplikat(
    () => tanggal,
    () =>
      db.transaction(async (tx) => {
        const [k] = await tx
          .select({
            uid: kunjungan.uid,
            tanggal: kunjungan.tanggal,
            status: kunjungan.status,
            penjamin: kunjungan.penjamin,
            pasien_uid: kunjungan.pasien_uid,
          })
          .from(layanan)
          .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
          .where(eq(layanan.uid, uid))
          .for('update', { of: kunjungan });
        if (!k) throw galat.pendaftaranTidakDitemukan();
        if (k.status !== 'AKTIF') throw galat.kunjunganTidakAktif(k.status);
        const p = await pasienBolehDaftar(tx, k.pasien_uid);
        // A visit booked for a later day gets its new clinic on that day.
        if (k.tanggal > hariIni) tanggal = k.tanggal;
        const dibuat = await buatLayanan(tx, ctx, {
          pasien: p,
          poli_uid: input.poli_uid,
          dokter_uid: input.dokter_uid,
          tanggal,
          keluhan: input.keluhan,
          kunjungan: { uid: k.uid, penjamin: k.penjamin },
        });
        await laporPendaftaranBpjs(tx, ctx, dibuat.layanan_uid, { tambahan: true });
        await catatAktivitas(tx, ctx, {
          aksi: 'pendaftaran.tambah-layanan',
          entitas: 'layanan',
          entitas_id: dibuat.layanan_uid,
          keterangan: `Menambah layanan ${dibuat.poli.nama} untuk ${p.no_rm} – ${p.nama} (${tanggal}), antrian ${dibuat.nomor_antrian}`,
          detail: {
            sesudah: {
              kunjungan_uid: k.uid,
              dari_layanan_uid: uid,
              poli_uid: dibuat.poli.uid,
              dokter_uid: input.dokter_uid,
              tanggal,
              nomor_antrian: dibuat.nomor_antrian,
            },
          },
        });
        const hasil = await ambilPendaftaran(tx, dibuat.layanan_uid);
        return { ...hasil, biaya: [], peringatan_biaya: [] };
      }),
  );
}

/**
 * PUT /pendaftaran/:uid/batal: only while the queue entry is still WAITING. The fees charged by
 * this registration are reversed with the reason (409 from the cashier when already paid: the
 * receipt is voided first).
 */
export async function batalkan(
  db: Db,
  ctx: Ctx,
  tagihan: TagihanPendaftaran,
  uid: string,
  alasan: string,
): Promise<Pendaftaran> {
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select({ status: antrian.status, kunjungan_uid: layanan.kunjungan_uid, nomor: antrian.nomor_antrian })
      .from(antrian)
      .innerJoin(layanan, eq(layanan.uid, antrian.layanan_uid))
      .where(eq(antrian.layanan_uid, uid))
      .for('update');
    if (!a) throw galat.pendaftaranTidakDitemukan();
    if (a.status !== 'WAITING') throw galat.tidakBisaDibatalkan(a.status as 'WAITING');
    const sekarang = ctx.now();
    await tx
      .update(antrian)
      .set({ status: 'BATAL', status_diubah_pada: sekarang })
      .where(eq(antrian.layanan_uid, uid));
    await tx.update(layanan).set({ status: 'BATAL', updated_at: sekarang }).where(eq(layanan.uid, uid));
    // The visit ends with its last service: a kunjungan with nothing left is cancelled too.
    const [sisa] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(layanan)
      .where(and(eq(layanan.kunjungan_uid, a.kunjungan_uid), ne(layanan.status, 'BATAL')));
    if (!Number(sisa?.n ?? 0))
      await tx
        .update(kunjungan)
        .set({ status: 'BATAL', alasan_batal: alasan, updated_at: sekarang })
        .where(eq(kunjungan.uid, a.kunjungan_uid));
    await tagihan.balik(tx, ctx, uid, `Pendaftaran dibatalkan: ${alasan}`);
    await laporBatalBpjs(tx, ctx, uid, alasan);
    const hasil = await ambilPendaftaran(tx, uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'pendaftaran.batal',
      entitas: 'layanan',
      entitas_id: uid,
      keterangan: `Membatalkan pendaftaran ${hasil.pasien.no_rm} – ${hasil.pasien.nama} di ${hasil.poli.nama}, antrian ${a.nomor}: ${alasan}`,
      detail: { sebelum: { status: a.status }, sesudah: { status: 'BATAL', alasan } },
    });
    return hasil;
  });
}
