import {
  bagianJakarta,
  type LaporanOperasiInput,
  type laporanOperasiInputSchema,
  type OperasiDetail,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { detailOperasi } from './operasi.baca.ts';
import {
  laporanBelumAda,
  laporanSudahFinal,
  laporanTerlaluDini,
  operasiBelumSelesai,
  operasiSudahTutup,
} from './operasi.errors.ts';
import { kunciOperasi } from './operasi.status.ts';
import { laporanOperasi } from './operasi.tables.ts';

export type { LaporanOperasiInput };

type Laporan = z.output<typeof laporanOperasiInputSchema>;

/** 'LO/2030/01/000001': the report's number, running per month (WIB) it was finalised in. */
export function formatNomorLaporanOperasi(tahun: number, bulan: number, urut: number): string {
  return `LO/${tahun}/${String(bulan).padStart(2, '0')}/${String(urut).padStart(6, '0')}`;
}

/** Writes the report as a draft, from the start of the operation until it is finalised. */
export async function simpanLaporanOperasi(
  db: Db,
  ctx: Ctx,
  uid: string,
  isi: Laporan,
): Promise<OperasiDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOperasi(tx, uid);
    if (o.status === 'BATAL') throw operasiSudahTutup('dibatalkan');
    if (o.status !== 'OPERASI' && o.status !== 'SELESAI') throw laporanTerlaluDini();
    const [lama] = await tx
      .select({ status: laporanOperasi.status })
      .from(laporanOperasi)
      .where(eq(laporanOperasi.operasi_uid, uid));
    if (lama?.status === 'FINAL') throw laporanSudahFinal();
    const petugas = await pegawaiPengguna(tx, ctx);
    const sekarang = ctx.now();
    const baris = {
      isi: isi as unknown as Record<string, unknown>,
      perdarahan_ml: isi.perdarahan_ml,
      ditulis_oleh: ctx.user?.uid ?? null,
      nama_penulis: petugas.nama,
      updated_at: sekarang,
    };
    await tx
      .insert(laporanOperasi)
      .values({ operasi_uid: uid, ...baris, created_at: sekarang })
      .onConflictDoUpdate({ target: laporanOperasi.operasi_uid, set: baris });
    await catatAktivitas(tx, ctx, {
      aksi: 'operasi.laporan',
      entitas: 'operasi',
      entitas_id: uid,
      keterangan: `Laporan operasi ${o.kode_booking} disimpan`,
      detail: { sesudah: isi },
    });
  });
  return detailOperasi(db, uid);
}

/**
 * Finalises the report once the operation is over: it takes its number (gapless, in this
 * transaction) and cannot change any more; the operator then signs it (docs/operasi.md).
 */
export async function finalLaporanOperasi(db: Db, ctx: Ctx, uid: string): Promise<OperasiDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOperasi(tx, uid);
    if (o.status !== 'SELESAI') throw operasiBelumSelesai();
    const [lap] = await tx
      .select({ uid: laporanOperasi.uid, status: laporanOperasi.status })
      .from(laporanOperasi)
      .where(eq(laporanOperasi.operasi_uid, uid));
    if (!lap) throw laporanBelumAda();
    if (lap.status === 'FINAL') throw laporanSudahFinal();
    const sekarang = ctx.now();
    const { tahun, bulan } = bagianJakarta(sekarang);
    const urut = await ambilNomor(tx, `laporan-operasi:${tahun}-${bulan}`);
    const nomor = formatNomorLaporanOperasi(tahun, bulan, urut);
    await tx
      .update(laporanOperasi)
      .set({ status: 'FINAL', nomor, difinalkan_pada: sekarang, updated_at: sekarang })
      .where(eq(laporanOperasi.uid, lap.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'operasi.laporan_final',
      entitas: 'operasi',
      entitas_id: uid,
      keterangan: `Laporan operasi ${o.kode_booking} difinalkan: ${nomor}`,
      detail: { nomor },
    });
  });
  return detailOperasi(db, uid);
}
