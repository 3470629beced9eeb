import {
  LABEL_BENTUK_RACIKAN,
  type Resep,
  type ResepDetailInput,
  type ResepInput,
  type TolakResepInput,
  toJakartaIsoDate,
} from '@rawat/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { ambilNomor } from '../../../platform/penomoran.ts';
import { type BarisLogKlinis, catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { type LayananKlinis, layananUntukTulis } from '../../pelayanan/layanan-klinis.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { ambilResep } from './resep.baca.ts';
import { laporResepBpjs } from './resep.bpjs.ts';
import * as galat from './resep.errors.ts';
import { resep, resepDetail, resepRacikan } from './resep.tables.ts';

type ProdukResep = { uid: string; nama: string; status: string; satuan_dasar: string };

/** Every product a prescription names must exist and be active; errors on the line that names it. */
async function produkValid(db: DbOrTx, detail: readonly ResepDetailInput[]) {
  const uids = detail.flatMap((d) =>
    d.jenis === 'NON_RACIKAN' ? [d.produk_uid] : d.mix_detail.map((m) => m.produk_uid),
  );
  const rows: ProdukResep[] = await db
    .select({
      uid: farmasiProduk.uid,
      nama: farmasiProduk.nama,
      status: farmasiProduk.status,
      satuan_dasar: farmasiProduk.satuan_dasar,
    })
    .from(farmasiProduk)
    .where(inArray(farmasiProduk.uid, [...new Set(uids)]));
  const peta = new Map(rows.map((r) => [r.uid, r]));
  const salah: { path: string; message: string }[] = [];
  const periksa = (uid: string, path: string) => {
    const p = peta.get(uid);
    if (!p) salah.push({ path, message: 'Obat tidak ditemukan' });
    else if (p.status !== 'AKTIF') salah.push({ path, message: `${p.nama} sudah tidak aktif` });
  };
  detail.forEach((d, i) => {
    if (d.jenis === 'NON_RACIKAN') periksa(d.produk_uid, `detail.${i}.produk_uid`);
    else
      d.mix_detail.forEach((m, j) => {
        periksa(m.produk_uid, `detail.${i}.mix_detail.${j}.produk_uid`);
      });
  });
  if (salah.length) throw galat.obatTidakValid(salah);
  return (uid: string) => peta.get(uid) as ProdukResep;
}

/** '1,5' for 1.5: amounts on the timeline as Indonesians write them. */
const angka = (n: number) => String(n).replace('.', ',');

export interface ResepBaru {
  layanan: LayananKlinis;
  /** The prescriber's employee record, when the account has one. */
  dokter_uid: string | null;
  input: ResepInput;
}

/**
 * The clinic's entry into the pharmacy (DOMAIN.md: a module reaches another through its service):
 * writes a prescription in status REQUEST inside the caller's transaction. Lines are stored by
 * `config.position` and each racikan's mix_detail by its position, whatever order they came in.
 * Plain lines are in the product's base unit. The timeline gets one LOG_OBAT for the plain lines
 * and one LOG_OBAT_PUYER for the racikan lines of the prescription (each when there are any).
 */
export async function buatResep(tx: Tx, ctx: Ctx, baru: ResepBaru): Promise<Resep> {
  const { layanan: l, input } = baru;
  const produk = await produkValid(tx, input.detail);
  const sekarang = ctx.now();
  const hari = toJakartaIsoDate(sekarang).replaceAll('-', '');
  const kunci = `RSP-${hari}`;
  const nomor = `${kunci}-${String(await ambilNomor(tx, kunci)).padStart(4, '0')}`;
  // The patient waits at the pharmacy with this number: 'R-' when something must be compounded
  // (a longer wait, served in its own line), 'N-' otherwise; gapless per Jakarta day.
  const racik = input.detail.some((d) => d.jenis === 'RACIKAN') ? 'R' : 'N';
  const urutAntrian = await ambilNomor(tx, `ANTRIAN_RESEP:${racik}:${hari}`);
  const nomor_antrian = `${racik}-${String(urutAntrian).padStart(3, '0')}`;
  const [r] = await tx
    .insert(resep)
    .values({
      nomor,
      nomor_antrian,
      kunjungan_uid: l.kunjungan_uid,
      layanan_uid: l.uid,
      pasien_uid: l.pasien_uid,
      dokter_uid: baru.dokter_uid,
      catatan: input.catatan,
      dibuat_oleh: ctx.user?.uid ?? null,
      created_at: sekarang,
      updated_at: sekarang,
    })
    .returning({ uid: resep.uid });
  if (!r) throw new Error('insert resep tanpa hasil');
  const urut = [...input.detail].sort((a, b) => a.config.position - b.config.position);
  const baris = await tx
    .insert(resepDetail)
    .values(
      urut.map((d) => ({
        resep_uid: r.uid,
        posisi: d.config.position,
        jenis: d.jenis,
        produk_uid: d.jenis === 'NON_RACIKAN' ? d.produk_uid : null,
        nama_racikan: d.jenis === 'RACIKAN' ? d.nama_racikan : null,
        bentuk_racikan: d.jenis === 'RACIKAN' ? d.bentuk : null,
        jumlah: d.jumlah,
        satuan: d.jenis === 'RACIKAN' ? d.satuan : produk(d.produk_uid).satuan_dasar,
        aturan_pakai: d.aturan_pakai,
        catatan: d.catatan,
      })),
    )
    .returning({ uid: resepDetail.uid, posisi: resepDetail.posisi });
  const uidPosisi = new Map(baris.map((b) => [b.posisi, b.uid]));
  const mix = urut.flatMap((d) =>
    d.jenis === 'RACIKAN'
      ? d.mix_detail.map((m) => ({
          resep_detail_uid: uidPosisi.get(d.config.position) ?? '',
          posisi: m.position,
          produk_uid: m.produk_uid,
          jumlah: m.jumlah,
          dosis: m.dosis,
        }))
      : [],
  );
  if (mix.length) await tx.insert(resepRacikan).values(mix);
  await laporResepBpjs(tx, ctx, r.uid, 'MASUK');

  const polos = urut.flatMap((d) =>
    d.jenis === 'NON_RACIKAN'
      ? [`${produk(d.produk_uid).nama} ${d.jumlah} ${produk(d.produk_uid).satuan_dasar} (${d.aturan_pakai})`]
      : [],
  );
  const racikan = urut.flatMap((d) =>
    d.jenis === 'RACIKAN'
      ? [
          `${d.nama_racikan} – ${LABEL_BENTUK_RACIKAN[d.bentuk]} ${d.jumlah} ${d.satuan} (${d.aturan_pakai}): ` +
            [...d.mix_detail]
              .sort((a, b) => a.position - b.position)
              .map(
                (m) =>
                  `${produk(m.produk_uid).nama} ${m.dosis ?? `${angka(m.jumlah)} ${produk(m.produk_uid).satuan_dasar}`}`,
              )
              .join(', '),
        ]
      : [],
  );
  // Plain drugs and racikan are separate timeline kinds (LOG_OBAT, LOG_OBAT_PUYER).
  const log: BarisLogKlinis[] = [];
  if (polos.length) log.push({ jenis: 'LOG_OBAT', ringkasan: `Resep ${nomor}: ${polos.join('; ')}` });
  if (racikan.length)
    log.push({ jenis: 'LOG_OBAT_PUYER', ringkasan: `Resep ${nomor}, racikan: ${racikan.join('; ')}` });
  await catatKlinis(tx, ctx, {
    aktivitas: {
      aksi: 'resep.create',
      entitas: 'resep',
      entitas_id: r.uid,
      keterangan: `Resep ${nomor} (${urut.length} baris) – ${l.pasien.no_rm} ${l.pasien.nama}`,
      detail: { sesudah: input },
    },
    pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
    log,
  });
  return ambilResep(tx, r.uid);
}

/** POST /pelayanan/:layanan_uid/resep: the doctor prescribes from the chart. */
export async function tulisResep(db: Db, ctx: Ctx, layananUid: string, input: ResepInput): Promise<Resep> {
  return db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    const dokter = await pegawaiPengguna(tx, ctx);
    return buatResep(tx, ctx, { layanan: l, dokter_uid: dokter.uid, input });
  });
}

/** POST /farmasi/obat/request/reject: the pharmacy refuses a request, with the reason (spec §3 alasan). */
export async function tolakResep(db: Db, ctx: Ctx, input: TolakResepInput): Promise<Resep> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select({ uid: resep.uid, nomor: resep.nomor, status: resep.status })
      .from(resep)
      .where(eq(resep.uid, input.uid))
      .for('update');
    if (!r) throw galat.resepTidakDitemukan();
    if (r.status !== 'REQUEST') throw galat.resepSudahDiproses(r.nomor, r.status);
    await tx
      .update(resep)
      .set({ status: 'REJECTED', alasan: input.alasan, updated_at: ctx.now() })
      .where(eq(resep.uid, r.uid));
    const hasil = await ambilResep(tx, r.uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'resep.reject',
      entitas: 'resep',
      entitas_id: r.uid,
      keterangan: `Menolak resep ${r.nomor} – ${hasil.pasien.no_rm} ${hasil.pasien.nama}: ${input.alasan}`,
      detail: { sebelum: { status: r.status }, sesudah: { status: 'REJECTED', alasan: input.alasan } },
    });
    return hasil;
  });
}
