import { type BatalPulang, nomorHariJakarta, type StatusPulang } from '@rawat/domain';
import { and, desc, eq, gte, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pembayaran } from '../../kasir/kasir.tables.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { layananUntukTulis } from '../../pelayanan/layanan-klinis.ts';
import { ubahStatusBed } from '../bed/bed-status.ts';
import { batalPulangLewatHari, belumPulang, pasienDirawatLagi, pulangSudahDibayar } from './pulang.errors.ts';
import { stayDari, susunStatus } from './pulang.service.ts';

/**
 * POST /ranap/perawatan/:layanan_uid/pulang/batal: undoes a discharge order given by mistake
 * (docs/ranap/pulang.md). Only the DPJP, the same Jakarta day, while the resume is not final (the
 * chart's write rule), the bed still being cleaned (nobody else in it), nothing paid since, and the
 * patient not admitted again. The day charges already made stay: they are per day and idempotent.
 */
export async function batalPulang(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: BatalPulang,
): Promise<StatusPulang> {
  return db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis', 'update');
    const pi = await stayDari(tx, l, true);
    if (pi.status !== 'PULANG' || !pi.pulang_pada) throw belumPulang();
    const sekarang = ctx.now();
    if (nomorHariJakarta(pi.pulang_pada) !== nomorHariJakarta(sekarang)) throw batalPulangLewatHari();
    const [bayar] = await tx
      .select({ uid: pembayaran.uid })
      .from(pembayaran)
      .where(
        and(
          eq(pembayaran.kunjungan_uid, l.kunjungan_uid),
          gte(pembayaran.created_at, pi.pulang_pada),
          isNull(pembayaran.membalik_uid),
        ),
      )
      .limit(1);
    if (bayar) throw pulangSudahDibayar();
    const [lain] = await tx
      .select({ uid: perawatanInap.uid })
      .from(perawatanInap)
      .where(
        and(
          eq(perawatanInap.pasien_uid, l.pasien_uid),
          eq(perawatanInap.status, 'DIRAWAT'),
          ne(perawatanInap.uid, pi.uid),
        ),
      )
      .limit(1);
    if (lain) throw pasienDirawatLagi();

    const [segmen] = await tx
      .select({ uid: rawatInap.uid, bed_uid: rawatInap.bed_uid })
      .from(rawatInap)
      .where(and(eq(rawatInap.perawatan_inap_uid, pi.uid), eq(rawatInap.sebab_keluar, 'PULANG')))
      .orderBy(desc(rawatInap.masuk_pada))
      .limit(1);
    // Back into the same bed, only while housekeeping has not released it (409 ranap.status_bed_berubah).
    const b = segmen
      ? await ubahStatusBed(tx, ctx, segmen.bed_uid, 'TERISI', {
          alasan: `Perintah pulang dibatalkan: ${l.pasien.no_rm} – ${l.pasien.nama}`,
          perawatanInapUid: pi.uid,
          dari: ['DIBERSIHKAN'],
        })
      : null;
    if (segmen)
      await tx
        .update(rawatInap)
        .set({ keluar_pada: null, sebab_keluar: null })
        .where(eq(rawatInap.uid, segmen.uid));
    await tx
      .update(perawatanInap)
      .set({
        status: 'DIRAWAT',
        cara_pulang: null,
        kondisi_pulang: null,
        faskes_rujukan: null,
        waktu_meninggal: null,
        pulang_pada: null,
        dipulangkan_oleh: null,
      })
      .where(eq(perawatanInap.uid, pi.uid));
    await tx
      .update(layanan)
      .set({ status: 'AKTIF', updated_at: sekarang })
      .where(and(eq(layanan.uid, l.uid), eq(layanan.status, 'SELESAI')));
    await tx
      .update(kunjungan)
      .set({ status: 'AKTIF', updated_at: sekarang })
      .where(and(eq(kunjungan.uid, l.kunjungan_uid), eq(kunjungan.status, 'SELESAI')));
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'ranap.pulang_batal',
        entitas: 'perawatan_inap',
        entitas_id: pi.uid,
        keterangan: `Perintah pulang dibatalkan ${l.pasien.no_rm} – ${l.pasien.nama}: ${input.alasan}`,
        detail: {
          sebelum: { ...pi, pulang_pada: pi.pulang_pada.toISOString() },
          sesudah: { status: 'DIRAWAT' },
          alasan: input.alasan,
          bed: b ? { bed_uid: b.bedUid, no_bed: b.noBed, status: b.statusBaru } : null,
        },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: { jenis: 'LOG_PULANG', ringkasan: `Perintah pulang dibatalkan: ${input.alasan}` },
    });
    return susunStatus(tx, { ...l, status: 'AKTIF' });
  });
}
