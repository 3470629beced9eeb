import {
  BAGIAN_CHECKLIST,
  type BagianChecklist,
  type CatatanAnestesi,
  ITEM_CHECKLIST,
  type OperasiDetail,
  type PraAnestesi,
} from '@rawat/domain';
import type { Db } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { detailOperasi } from './operasi.baca.ts';
import {
  checklistSudahDiisi,
  checklistUrutan,
  jawabanChecklistKurang,
  operasiSudahTutup,
  signOutTerlaluDini,
} from './operasi.errors.ts';
import { bagianTerisi, kunciOperasi, NAMA_BAGIAN, periksaJawaban } from './operasi.status.ts';
import { operasiCatatan, operasiChecklist } from './operasi.tables.ts';

/**
 * Saves one part of the WHO checklist as done by the signed-in person, now. The parts go in order
 * (Time Out after Sign In, Sign Out after Time Out and only once the operation has started);
 * a part saved stays as it was signed (409 on a second save).
 */
export async function simpanChecklist(
  db: Db,
  ctx: Ctx,
  uid: string,
  bagian: BagianChecklist,
  input: { jawaban: Record<string, string>; catatan: string | null },
): Promise<OperasiDetail> {
  const masalah = periksaJawaban(bagian, input.jawaban);
  if (masalah.length) throw jawabanChecklistKurang(masalah);
  await db.transaction(async (tx) => {
    const o = await kunciOperasi(tx, uid);
    if (o.status === 'BATAL' || o.status === 'SELESAI')
      throw operasiSudahTutup(o.status === 'BATAL' ? 'dibatalkan' : 'selesai');
    const ada = await bagianTerisi(tx, uid);
    if (ada.has(bagian)) throw checklistSudahDiisi(NAMA_BAGIAN[bagian]);
    const i = BAGIAN_CHECKLIST.indexOf(bagian);
    const sebelum = i > 0 ? BAGIAN_CHECKLIST[i - 1] : undefined;
    if (sebelum && !ada.has(sebelum)) throw checklistUrutan(NAMA_BAGIAN[sebelum]);
    if (bagian === 'SIGN_OUT' && o.status !== 'OPERASI') throw signOutTerlaluDini();
    const petugas = await pegawaiPengguna(tx, ctx);
    const jawaban = Object.fromEntries(
      ITEM_CHECKLIST[bagian].map((it) => [it.kunci, input.jawaban[it.kunci] ?? '']),
    );
    await tx.insert(operasiChecklist).values({
      operasi_uid: uid,
      bagian,
      jawaban,
      catatan: input.catatan,
      oleh: ctx.user?.uid ?? null,
      nama_petugas: petugas.nama,
      pada: ctx.now(),
    });
    await catatAktivitas(tx, ctx, {
      aksi: 'operasi.checklist',
      entitas: 'operasi',
      entitas_id: uid,
      keterangan: `Checklist ${NAMA_BAGIAN[bagian]} operasi ${o.kode_booking}`,
      detail: { sesudah: { bagian, jawaban, catatan: input.catatan } },
    });
  });
  return detailOperasi(db, uid);
}

/** Writes (or rewrites) the pre-anaesthesia assessment or the anaesthesia record. */
export async function simpanCatatanOperasi(
  db: Db,
  ctx: Ctx,
  uid: string,
  jenis: 'PRA_ANESTESI' | 'ANESTESI',
  isi: PraAnestesi | CatatanAnestesi,
): Promise<OperasiDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOperasi(tx, uid);
    if (o.status === 'BATAL') throw operasiSudahTutup('dibatalkan');
    const petugas = await pegawaiPengguna(tx, ctx);
    const baris = {
      isi: isi as unknown as Record<string, unknown>,
      oleh: ctx.user?.uid ?? null,
      nama_petugas: petugas.nama,
      pada: ctx.now(),
    };
    await tx
      .insert(operasiCatatan)
      .values({ operasi_uid: uid, jenis, ...baris })
      .onConflictDoUpdate({ target: [operasiCatatan.operasi_uid, operasiCatatan.jenis], set: baris });
    await catatAktivitas(tx, ctx, {
      aksi: jenis === 'PRA_ANESTESI' ? 'operasi.pra_anestesi' : 'operasi.anestesi',
      entitas: 'operasi',
      entitas_id: uid,
      keterangan: `${jenis === 'PRA_ANESTESI' ? 'Asesmen pra-anestesi' : 'Catatan anestesi'} operasi ${o.kode_booking}`,
      detail: { sesudah: isi },
    });
  });
  return detailOperasi(db, uid);
}
