import {
  LABEL_PENJAMIN_KUNJUNGAN,
  PENJAMIN_KUNJUNGAN,
  type PengaturanPenjamin,
  type PengaturanPenjaminInput,
  type PenjaminKunjungan,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { akun } from '../../akun/akun.tables.ts';
import { pengaturanPenjamin } from '../../master/keuangan/keuangan.tables.ts';

// What the hospital decides per kind of payer (docs/kasir.md "Obat setelah lunas"). Migration 0013
// seeds the four rows; a row missing all the same reads as that seed (UMUM yes, others no), so
// the rule never silently switches off.

const BAWAAN: Record<PenjaminKunjungan, boolean> = {
  UMUM: true,
  BPJS: false,
  ASKES: false,
  ASURANSI: false,
};

/** GET /kasir/pengaturan-penjamin: the four payers in their usual order. */
export async function daftarPengaturanPenjamin(db: DbOrTx): Promise<PengaturanPenjamin[]> {
  const rows = await db
    .select({
      penjamin: pengaturanPenjamin.penjamin,
      obat_setelah_lunas: pengaturanPenjamin.obat_setelah_lunas,
      diubah_oleh: akun.nama,
      updated_at: pengaturanPenjamin.updated_at,
    })
    .from(pengaturanPenjamin)
    .leftJoin(akun, eq(akun.uid, pengaturanPenjamin.diubah_oleh));
  return PENJAMIN_KUNJUNGAN.map((penjamin) => {
    const r = rows.find((x) => x.penjamin === penjamin);
    return {
      penjamin,
      label: LABEL_PENJAMIN_KUNJUNGAN[penjamin],
      obat_setelah_lunas: r ? r.obat_setelah_lunas : BAWAAN[penjamin],
      diubah_oleh: r?.diubah_oleh ?? null,
      diubah_pada: r?.diubah_oleh ? r.updated_at.toISOString() : null,
    };
  });
}

/** Per payer, whether the pharmacy holds the medicine until its charges are paid. */
export async function aturanObatSetelahLunas(db: DbOrTx): Promise<Record<PenjaminKunjungan, boolean>> {
  const rows = await db
    .select({ penjamin: pengaturanPenjamin.penjamin, v: pengaturanPenjamin.obat_setelah_lunas })
    .from(pengaturanPenjamin);
  const aturan = { ...BAWAAN };
  for (const r of rows) if (r.penjamin in aturan) aturan[r.penjamin] = r.v;
  return aturan;
}

/** PUT /kasir/pengaturan-penjamin/{penjamin}: one payer's rule, audited. */
export async function aturPengaturanPenjamin(
  db: Db,
  ctx: Ctx,
  penjamin: PenjaminKunjungan,
  input: PengaturanPenjaminInput,
): Promise<PengaturanPenjamin> {
  const user = penggunaOf(ctx);
  return db.transaction(async (tx) => {
    const lama = (await aturanObatSetelahLunas(tx))[penjamin];
    const sekarang = ctx.now();
    const nilai = {
      obat_setelah_lunas: input.obat_setelah_lunas,
      diubah_oleh: user.uid,
      updated_at: sekarang,
    };
    await tx
      .insert(pengaturanPenjamin)
      .values({ penjamin, ...nilai })
      .onConflictDoUpdate({ target: pengaturanPenjamin.penjamin, set: nilai });
    const ya = (v: boolean) => (v ? 'ya' : 'tidak');
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.pengaturan_penjamin',
      entitas: 'pengaturan_penjamin',
      entitas_id: penjamin,
      keterangan: `Obat diserahkan setelah lunas untuk penjamin ${LABEL_PENJAMIN_KUNJUNGAN[penjamin]}: ${ya(lama)} → ${ya(input.obat_setelah_lunas)}`,
      detail: {
        sebelum: { obat_setelah_lunas: lama },
        sesudah: { obat_setelah_lunas: input.obat_setelah_lunas },
      },
    });
    const hasil = (await daftarPengaturanPenjamin(tx)).find((p) => p.penjamin === penjamin);
    if (!hasil) throw new Error(`pengaturan penjamin ${penjamin} hilang`);
    return hasil;
  });
}
