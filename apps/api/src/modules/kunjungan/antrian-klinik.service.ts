import {
  type AntrianKlinik,
  bolehOleh,
  can,
  IZIN_ANTRIAN_POLI,
  type JenisPoli,
  LABEL_JENIS_POLI,
  LABEL_STATUS_ANTRIAN,
  menungguPerawat,
  type Panggilan,
  type Permission,
  STATUS_ANTRIAN_FINAL,
  type StatusAntrian,
  teksPanggilan,
  transisiAntrian,
} from '@rawat/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { laporTugasBpjs } from './antrean-bpjs.ts';
import { type Baris, keDto, pilih } from './antrian-klinik.daftar.ts';
import * as galat from './antrian-klinik.errors.ts';
import { antrian, kunjungan, layanan } from './kunjungan.tables.ts';

async function ambilBaris(db: DbOrTx, ctx: Ctx, uid: string): Promise<Baris> {
  const [row] = await pilih(db, ctx.user?.uid ?? null)
    .where(eq(antrian.uid, uid))
    .limit(1);
  if (!row) throw galat.antrianTidakDitemukan();
  return row;
}

/** The queue of this kind of clinic must be the caller's (POLI_HD does not move Poli Umum). */
function periksaUnit(ctx: Ctx, r: Baris): JenisPoli {
  const jenis = r.poli_jenis;
  if (!can(ctx.user?.role, IZIN_ANTRIAN_POLI[jenis])) throw galat.bukanAntrianAnda(LABEL_JENIS_POLI[jenis]);
  return jenis;
}

const SIAPA: Record<string, string> = {
  'asesmen.keperawatan:write': 'perawat/petugas poli',
  'asesmen.medis:write': 'dokter',
};

/** The wait ends once: a later call or a return to WAITING and a new start keeps the first moment. */
const mulaiDilayani = (sekarang: Date) =>
  sql`coalesce(${antrian.mulai_dilayani_pada}, ${sekarang.toISOString()}::timestamptz)`;

/**
 * PUT /antrian/:uid/status. The move must be in TRANSISI_ANTRIAN and the caller's; the UPDATE is
 * conditional on the status read, so of two people moving the same entry exactly one wins.
 */
export async function ubahStatusAntrian(
  db: Db,
  ctx: Ctx,
  uid: string,
  ke: StatusAntrian,
): Promise<AntrianKlinik> {
  return db.transaction(async (tx) => {
    const r = await ambilBaris(tx, ctx, uid);
    const jenis = periksaUnit(ctx, r);
    const dari = r.status;
    const t = transisiAntrian(dari, ke, jenis);
    if (!t) throw galat.transisiDitolak(r.nomor_antrian, dari, ke);
    const punya = (p: Permission) => can(ctx.user?.role, p);
    if (!bolehOleh(t, punya))
      throw galat.bukanLangkahAnda(ke, t.izin.map((p) => SIAPA[p] ?? p).join(' atau '));
    // A doctor may take a patient before the nurse only where the clinic allows it (its master setting).
    if (
      menungguPerawat(t, punya, {
        wajibAsesmenPerawat: r.poli_wajib_asesmen_perawat,
        adaAsesmenPerawat: r.asesmen_perawat,
      })
    )
      throw galat.menungguAsesmenPerawat(r.nomor_antrian, r.poli_nama);
    const sekarang = ctx.now();
    const [berubah] = await tx
      .update(antrian)
      .set({
        status: ke,
        status_diubah_pada: sekarang,
        ...(dari === 'WAITING' && ke === 'ON_PROCESS'
          ? { mulai_dilayani_pada: mulaiDilayani(sekarang) }
          : {}),
      })
      .where(and(eq(antrian.uid, uid), eq(antrian.status, dari)))
      .returning({ uid: antrian.uid });
    if (!berubah) {
      const [kini] = await tx.select({ status: antrian.status }).from(antrian).where(eq(antrian.uid, uid));
      throw galat.statusSudahBerubah(r.nomor_antrian, kini?.status ?? dari, ke);
    }
    // BPJS Antrean: the first start is task 4 (as a first call is), the end at the clinic task 5.
    if (dari === 'WAITING' && ke === 'ON_PROCESS') await laporTugasBpjs(tx, ctx, r.layanan_uid, 4);
    if (ke === 'DONE') await laporTugasBpjs(tx, ctx, r.layanan_uid, 5);
    let kunjunganSelesai = false;
    if (ke === 'DONE') {
      await tx
        .update(layanan)
        .set({ status: 'SELESAI', updated_at: sekarang })
        .where(and(eq(layanan.uid, r.layanan_uid), eq(layanan.status, 'AKTIF')));
      // The visit ends with its last open service (another clinic may still be waiting).
      const [terbuka] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(layanan)
        .where(and(eq(layanan.kunjungan_uid, r.kunjungan_uid), eq(layanan.status, 'AKTIF')));
      if (!Number(terbuka?.n ?? 0)) {
        await tx
          .update(kunjungan)
          .set({ status: 'SELESAI', updated_at: sekarang })
          .where(and(eq(kunjungan.uid, r.kunjungan_uid), eq(kunjungan.status, 'AKTIF')));
        kunjunganSelesai = true;
      }
    }
    await catatAktivitas(tx, ctx, {
      aksi: 'antrian.status',
      entitas: 'antrian',
      entitas_id: uid,
      keterangan: `Antrian ${r.nomor_antrian} (${r.no_rm} – ${r.pasien_nama}) di ${r.poli_nama}: ${LABEL_STATUS_ANTRIAN[dari]} → ${LABEL_STATUS_ANTRIAN[ke]}`,
      detail: { sebelum: { status: dari }, sesudah: { status: ke }, kunjungan_selesai: kunjunganSelesai },
    });
    return keDto(await ambilBaris(tx, ctx, uid), sekarang);
  });
}

/** POST /antrian/:uid/panggil: counts the call and gives the sentence to announce; status stays. */
export async function panggilAntrian(db: Db, ctx: Ctx, uid: string): Promise<Panggilan> {
  return db.transaction(async (tx) => {
    const r = await ambilBaris(tx, ctx, uid);
    periksaUnit(ctx, r);
    const status = r.status;
    if (STATUS_ANTRIAN_FINAL.includes(status)) throw galat.tidakBisaDipanggil(r.nomor_antrian, status);
    const sekarang = ctx.now();
    const [p] = await tx
      .update(antrian)
      .set({
        jumlah_panggil: sql`${antrian.jumlah_panggil} + 1`,
        dipanggil_pada: sekarang,
        mulai_dilayani_pada: mulaiDilayani(sekarang),
      })
      .where(eq(antrian.uid, uid))
      .returning({ jumlah_panggil: antrian.jumlah_panggil });
    const jumlah = p?.jumlah_panggil ?? r.jumlah_panggil + 1;
    if (jumlah === 1) await laporTugasBpjs(tx, ctx, r.layanan_uid, 4);
    await catatAktivitas(tx, ctx, {
      aksi: 'antrian.panggil',
      entitas: 'antrian',
      entitas_id: uid,
      keterangan: `Memanggil antrian ${r.nomor_antrian} di ${r.poli_nama} (panggilan ke-${jumlah})`,
      detail: { jumlah_panggil: jumlah },
    });
    return {
      uid,
      nomor_antrian: r.nomor_antrian,
      poli_nama: r.poli_nama,
      jumlah_panggil: jumlah,
      dipanggil_pada: sekarang.toISOString(),
      teks: teksPanggilan(r.nomor_antrian, r.poli_nama),
    };
  });
}
