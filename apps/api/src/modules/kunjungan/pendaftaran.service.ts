import {
  formatTanggal,
  type LayananTambahanInput,
  MAKS_HARI_DAFTAR,
  type Pendaftaran,
  type PendaftaranInput,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { asuransi } from '../master/keuangan/keuangan.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import * as galat from './kunjungan.errors.ts';
import { antrian, kunjungan, layanan } from './kunjungan.tables.ts';
import { ambilPendaftaran } from './pendaftaran.baca.ts';
import { buatLayanan, jagaDuplikat } from './pendaftaran.layanan.ts';

export { kodeTiketBaru } from './pendaftaran.layanan.ts';

function tambahHari(tanggal: string, n: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

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

/** A patient who may be registered: exists, not merged away, not deceased. */
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
    .where(eq(pasien.uid, uid));
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

/** POST /pendaftaran: kunjungan, layanan and antrian in one transaction, with the audit row. */
export async function daftarkan(db: Db, ctx: Ctx, input: PendaftaranInput): Promise<Pendaftaran> {
  periksaTanggal(input.tanggal, ctx.now());
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
        await catatAktivitas(tx, ctx, {
          aksi: 'pendaftaran.create',
          entitas: 'layanan',
          entitas_id: dibuat.layanan_uid,
          keterangan: `Mendaftarkan ${p.no_rm} – ${p.nama} ke ${dibuat.poli.nama} (${input.tanggal}), antrian ${dibuat.nomor_antrian}`,
          detail: {
            sesudah: {
              kunjungan_uid: dibuat.kunjungan_uid,
              pasien_uid: p.uid,
              poli_uid: dibuat.poli.uid,
              dokter_uid: input.dokter_uid,
              tanggal: input.tanggal,
              penjamin: input.penjamin,
              nomor_antrian: dibuat.nomor_antrian,
            },
          },
        });
        return ambilPendaftaran(tx, dibuat.layanan_uid);
      }),
  );
}

/**
 * POST /pendaftaran/:uid/layanan: another clinic in the visit of layanan `uid` (same patient,
 * same payer), on the visit's day or today if the visit began earlier. The visit must be open.
 */
export async function tambahLayanan(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: LayananTambahanInput,
): Promise<Pendaftaran> {
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
        return ambilPendaftaran(tx, dibuat.layanan_uid);
      }),
  );
}

/** PUT /pendaftaran/:uid/batal: only while the queue entry is still WAITING. */
export async function batalkan(db: Db, ctx: Ctx, uid: string, alasan: string): Promise<Pendaftaran> {
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
