import {
  BAGIAN_CHECKLIST,
  type BagianChecklist,
  ITEM_CHECKLIST,
  LABEL_STATUS_OPERASI,
  LANJUT_STATUS_OPERASI,
  type OperasiDetail,
  type StatusOperasi,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { detailOperasi } from './operasi.baca.ts';
import { checklistBelumLengkap, operasiTidakDitemukan, statusTidakBoleh } from './operasi.errors.ts';
import { operasi, operasiChecklist, operasiRiwayat } from './operasi.tables.ts';
import { tagihOperasi } from './operasi.tagihan.ts';

/** How the checklist's parts are named in messages. */
export const NAMA_BAGIAN: Record<BagianChecklist, string> = {
  SIGN_IN: 'Sign In',
  TIME_OUT: 'Time Out',
  SIGN_OUT: 'Sign Out',
};

/** The operation, locked for the rest of the transaction (state changes and notes queue on it). */
export async function kunciOperasi(tx: Tx, uid: string) {
  const [o] = await tx.select().from(operasi).where(eq(operasi.uid, uid)).for('update');
  if (!o) throw operasiTidakDitemukan();
  return o;
}

export async function bagianTerisi(tx: Tx, uid: string): Promise<Set<BagianChecklist>> {
  const rows = await tx
    .select({ bagian: operasiChecklist.bagian })
    .from(operasiChecklist)
    .where(eq(operasiChecklist.operasi_uid, uid));
  return new Set(rows.map((r) => r.bagian));
}

/** The parts that must be done before moving to `ke` (WHO: Sign In and Time Out before the incision). */
const SYARAT_CHECKLIST: Partial<Record<StatusOperasi, BagianChecklist[]>> = {
  OPERASI: ['SIGN_IN', 'TIME_OUT'],
  SELESAI: ['SIGN_OUT'],
};

/**
 * Moves an operation along DIJADWALKAN → PERSIAPAN → OPERASI → SELESAI (or BATAL before the
 * incision) and keeps the change. OPERASI waits for Sign In and Time Out, SELESAI for Sign Out;
 * SELESAI writes the charges once (the row lock and the state make a second SELESAI a 409).
 */
export async function ubahStatusOperasi(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: { status: StatusOperasi; alasan: string | null },
): Promise<OperasiDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOperasi(tx, uid);
    const ke = input.status;
    if (!LANJUT_STATUS_OPERASI[o.status].includes(ke))
      throw statusTidakBoleh(LABEL_STATUS_OPERASI[o.status], LABEL_STATUS_OPERASI[ke]);
    const syarat = SYARAT_CHECKLIST[ke] ?? [];
    if (syarat.length) {
      const ada = await bagianTerisi(tx, uid);
      const kurang = BAGIAN_CHECKLIST.filter((b) => syarat.includes(b) && !ada.has(b));
      if (kurang.length) throw checklistBelumLengkap(kurang.map((b) => NAMA_BAGIAN[b]));
    }
    const sekarang = ctx.now();
    const ditagih = ke === 'SELESAI' ? await tagihOperasi(tx, ctx, o) : null;
    await tx
      .update(operasi)
      .set({
        status: ke,
        updated_at: sekarang,
        ...(ke === 'OPERASI' ? { dimulai_pada: sekarang } : {}),
        ...(ke === 'SELESAI' ? { diselesaikan_pada: sekarang, ditagih_layanan_uid: ditagih } : {}),
        ...(ke === 'BATAL' ? { alasan_batal: input.alasan } : {}),
      })
      .where(eq(operasi.uid, uid));
    const petugas = await pegawaiPengguna(tx, ctx);
    await tx.insert(operasiRiwayat).values({
      operasi_uid: uid,
      dari: o.status,
      ke,
      alasan: input.alasan,
      oleh: ctx.user?.uid ?? null,
      nama_petugas: petugas.nama,
      pada: sekarang,
    });
    await catatAktivitas(tx, ctx, {
      aksi: 'operasi.status',
      entitas: 'operasi',
      entitas_id: uid,
      keterangan: `Operasi ${o.kode_booking}: ${LABEL_STATUS_OPERASI[o.status]} → ${LABEL_STATUS_OPERASI[ke]}${
        input.alasan ? ` (${input.alasan})` : ''
      }`,
      detail: { sebelum: { status: o.status }, sesudah: { status: ke, alasan: input.alasan } },
    });
  });
  return detailOperasi(db, uid);
}

/** Checks every item of the part is answered with one of its answers; 400 naming each gap. */
export function periksaJawaban(bagian: BagianChecklist, jawaban: Record<string, string>) {
  return ITEM_CHECKLIST[bagian].flatMap((i) => {
    const v = jawaban[i.kunci];
    if (v === undefined || v === '')
      return [{ path: `jawaban.${i.kunci}`, message: `Belum dijawab: ${i.label}` }];
    if (!i.pilihan.includes(v))
      return [{ path: `jawaban.${i.kunci}`, message: `Jawaban tidak dikenal: ${i.label}` }];
    return [];
  });
}
