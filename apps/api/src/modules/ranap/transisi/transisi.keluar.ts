import {
  jenisTransaksiTindakan,
  type KeluarTransisiInput,
  KRITERIA_PULIH,
  LABEL_SKALA_PULIH,
  LABEL_TUJUAN_TRANSISI,
  toJakartaIsoDate,
} from '@rawat/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { tambahTransaksi } from '../../kasir/transaksi.service.ts';
import { kelasTarifLayanan } from '../../kunjungan/kelas-tarif.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { tarifBerlaku } from '../../master/tarif/tarif.service.ts';
import { tindakanAktifPerKode } from '../../pelayanan/tindakan.tagih.ts';
import { bolehOverride, detailTransisi, transisiUntukTulis } from './transisi.baca.ts';
import { kriteriaBelumTerpenuhi, transisiSudahSelesai, tujuanTidakSesuai } from './transisi.errors.ts';
import { periksaPetugas } from './transisi.service.ts';
import { transisi, transisiSkor } from './transisi.tables.ts';

/**
 * The recovery-room observation in the procedure master (seed/master/tindakan.ts): one charge per
 * stay in the room, priced like every procedure (payer, class of the care, day).
 */
export const KODE_OBSERVASI_TRANSISI = 'KEP-PULIH';
/** The charges of the room point back to its record (transaksi.sumber). */
export const SUMBER_TRANSISI = 'transisi';

type Rekaman = typeof transisi.$inferSelect;

/**
 * Charges the observation on the record's layanan at the tariff in force today; null (nothing
 * charged, the record says "tarif belum diatur") when the master has no such procedure or price.
 * Unlike a procedure done (pelayanan/tindakan.tagih.ts) it is a charge of the room's record, not a
 * row of the chart's procedures, priced on the day the patient leaves and never refused for want
 * of a price, so it shares only the catalogue lookup.
 */
async function tagihObservasi(tx: DbOrTx, ctx: Ctx, t: Rekaman): Promise<string | null> {
  const item = (await tindakanAktifPerKode(tx, [KODE_OBSERVASI_TRANSISI])).get(KODE_OBSERVASI_TRANSISI);
  if (!item) return null;
  const [k] = await tx
    .select({ penjamin: kunjungan.penjamin })
    .from(kunjungan)
    .where(eq(kunjungan.uid, t.kunjungan_uid));
  if (!k) return null;
  const kelas = await kelasTarifLayanan(tx, t.layanan_uid, ctx.now());
  const harga = (
    await tarifBerlaku(tx, [item.uid], {
      jenis: 'TINDAKAN',
      penjamin: k.penjamin,
      kelas,
      tanggal: toJakartaIsoDate(ctx.now()),
    })
  ).get(item.uid);
  if (harga === undefined) return null;
  const baris = await tambahTransaksi(tx, ctx, {
    kunjungan_uid: t.kunjungan_uid,
    layanan_uid: t.layanan_uid,
    pasien_uid: t.pasien_uid,
    jenis: jenisTransaksiTindakan(item.kategori),
    sumber: SUMBER_TRANSISI,
    sumber_uid: t.uid,
    kode: KODE_OBSERVASI_TRANSISI,
    nama: item.nama,
    jumlah: 1,
    harga_satuan: harga,
    penjamin: k.penjamin,
    kelas,
  });
  return baris.uid;
}

/**
 * POST /transisi/:uid/keluar: the patient leaves for the ward, the ICU or home. The last score must
 * meet its scale's criterion; below it (or unscored) only a doctor sends the patient on, with a
 * reason kept on the record. A stay goes back to the ward or to the ICU (the bed move itself is
 * the ward's transfer); home is for a clinic or IGD patient (day surgery).
 */
export async function keluarTransisi(db: Db, ctx: Ctx, uid: string, input: KeluarTransisiInput) {
  periksaPetugas(ctx);
  await db.transaction(async (tx) => {
    const t = await transisiUntukTulis(tx, uid);
    if (t.status !== 'OBSERVASI') throw transisiSudahSelesai();
    const [l] = await tx.select({ jenis: layanan.jenis }).from(layanan).where(eq(layanan.uid, t.layanan_uid));
    const inap = l?.jenis === 'RAWAT_INAP';
    if (input.tujuan === 'BANGSAL' && !inap)
      throw tujuanTidakSesuai(
        'Pasien ini bukan pasien rawat inap; untuk dirawat, buat rujukan rawat inap dari layanannya',
      );
    if (input.tujuan === 'PULANG' && inap)
      throw tujuanTidakSesuai(
        'Pasien rawat inap kembali ke bangsal; kepulangannya melalui pemulangan rawat inap',
      );
    const [skor] = await tx
      .select({ total: transisiSkor.total, memenuhi: transisiSkor.memenuhi, skala: transisiSkor.skala })
      .from(transisiSkor)
      .where(eq(transisiSkor.transisi_uid, t.uid))
      .orderBy(desc(transisiSkor.waktu), desc(transisiSkor.created_at))
      .limit(1);
    const nama = LABEL_SKALA_PULIH[t.skala].split(' ')[0];
    const minimal = KRITERIA_PULIH[t.skala].minimal;
    const memenuhi = skor?.memenuhi === true;
    let alasan: string | null = null;
    if (!memenuhi) {
      const sebab = skor
        ? `Skor ${nama} terakhir ${skor.total} (kriteria pindah ≥ ${minimal})`
        : `Skor ${nama} belum dinilai (kriteria pindah ≥ ${minimal})`;
      if (!bolehOverride(ctx))
        throw kriteriaBelumTerpenuhi(
          `${sebab}: pasien belum boleh dipindahkan. Dokter dapat memindahkan dengan alasan.`,
        );
      if (!input.alasan_override)
        throw badRequest(`${sebab}: tulis alasan dokter untuk memindahkan pasien`, [
          { path: 'alasan_override', message: 'Alasan dokter wajib diisi bila skor di bawah kriteria' },
        ]);
      alasan = input.alasan_override;
    }
    const petugas = await pegawaiPengguna(tx, ctx);
    const transaksiUid = await tagihObservasi(tx, ctx, t);
    await tx
      .update(transisi)
      .set({
        status: 'SELESAI',
        keluar_pada: ctx.now(),
        tujuan: input.tujuan,
        pengirim_uid: petugas.uid,
        nama_pengirim: petugas.nama,
        catatan_keluar: input.catatan,
        alasan_override: alasan,
        transaksi_uid: transaksiUid,
      })
      .where(eq(transisi.uid, t.uid));
    const skorTeks = skor ? `${nama} ${skor.total}` : `${nama} belum dinilai`;
    const ringkasan = `Keluar ruang transisi: ${LABEL_TUJUAN_TRANSISI[input.tujuan]} (${skorTeks})${
      alasan ? `; dipindahkan di bawah kriteria oleh ${petugas.nama}: ${alasan}` : ''
    }`;
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'transisi.keluar',
        entitas: 'transisi',
        entitas_id: t.uid,
        keterangan: ringkasan,
        detail: { sesudah: { ...input, alasan_override: alasan, transaksi_uid: transaksiUid } },
      },
      pasien: { pasien_uid: t.pasien_uid, kunjungan_uid: t.kunjungan_uid, layanan_uid: t.layanan_uid },
      log: { jenis: 'LOG_TINDAKAN', ringkasan },
    });
  });
  return detailTransisi(db, ctx, uid);
}
