import { obatTertahan, type Resep, type SerahkanObatInput } from '@rawat/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { ambilResep } from './resep.baca.ts';
import { laporResepBpjs } from './resep.bpjs.ts';
import * as galat from './resep.errors.ts';
import { kunciResep } from './resep.pelayanan.ts';
import { resep } from './resep.tables.ts';

// The pharmacy counter: calling a number to the window (the waiting-room panel announces it) and
// handing the medicines over. Neither moves stock or money; the hand-over waits for the cashier
// where the visit's payer says so (issue 17, docs/farmasi.md).

/** PUT /farmasi/callantrian/{id}: calls the number to the counter (again); the panel announces it. */
export async function panggilResep(db: Db, ctx: Ctx, uid: string): Promise<Resep> {
  penggunaOf(ctx);
  return db.transaction(async (tx) => {
    const r = await kunciResep(tx, uid);
    const bisa = r.status === 'APPROVED' || (r.status === 'DONE' && !r.diserahkan);
    if (!bisa) throw galat.tidakBisaDipanggil(r.nomor, r.status, r.diserahkan);
    const sekarang = ctx.now();
    await tx
      .update(resep)
      .set({
        dipanggil_pada: sekarang,
        dipanggil_kali: sql`${resep.dipanggil_kali} + 1`,
        updated_at: sekarang,
      })
      .where(eq(resep.uid, r.uid));
    const hasil = await ambilResep(tx, r.uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'resep.panggil',
      entitas: 'resep',
      entitas_id: r.uid,
      keterangan: `Memanggil antrian obat ${hasil.nomor_antrian ?? ''} (${r.nomor}) – ${hasil.pasien.nama}`,
    });
    return hasil;
  });
}

/** PUT /farmasi/receivedobat/{id}: the medicines are in the patient's (or family's) hands. */
export async function serahkanResep(db: Db, ctx: Ctx, uid: string, input: SerahkanObatInput): Promise<Resep> {
  const user = penggunaOf(ctx);
  return db.transaction(async (tx) => {
    const r = await kunciResep(tx, uid);
    if (r.status !== 'DONE' || r.diserahkan) throw galat.tidakBisaDiserahkan(r.nomor, r.status, r.diserahkan);
    // The payer's rule (pengaturan_penjamin): medicine the cashier has not been paid for stays here.
    const { tagihan_obat } = await ambilResep(tx, r.uid);
    if (obatTertahan(tagihan_obat)) throw galat.belumLunas(r.nomor, tagihan_obat.belum_dibayar);
    const sekarang = ctx.now();
    await tx
      .update(resep)
      .set({
        diserahkan_oleh: user.uid,
        diserahkan_pada: sekarang,
        penerima: input.penerima,
        updated_at: sekarang,
      })
      .where(eq(resep.uid, r.uid));
    // Task 7 was sent when it was ready; a hand-over repeats it only if that one was not (dropped otherwise).
    await laporResepBpjs(tx, ctx, r.uid, 'SIAP');
    const hasil = await ambilResep(tx, r.uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'resep.serahkan',
      entitas: 'resep',
      entitas_id: r.uid,
      keterangan: `Menyerahkan obat resep ${r.nomor} kepada ${input.penerima ?? hasil.pasien.nama}`,
    });
    return hasil;
  });
}
