import {
  formatTanggalJam,
  formatUmur,
  hitungSkorPulih,
  LABEL_ASAL_TRANSISI,
  LABEL_SKALA_PULIH,
  type LayananTransisi,
  namaBergelar,
  ringkasTandaVital,
  type SkorTransisiInput,
  skalaUntukUmur,
  type TerimaTransisiInput,
  toJakartaIsoDate,
  type VitalTransisiInput,
} from '@rawat/domain';
import { and, asc, desc, eq, gte, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { pelanggaranUnik } from '../../master/crud/crud.errors.ts';
import { poli } from '../../master/poli/poli.tables.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { bolehTulis, detailTransisi, transisiUntukTulis } from './transisi.baca.ts';
import {
  bukanPetugasTransisi,
  layananTidakAktif,
  layananTransisiTidakDitemukan,
  operasiSudahDiterima,
  skalaTidakSesuai,
  sudahDiTransisi,
  transisiSudahSelesai,
  waktuTidakValid,
} from './transisi.errors.ts';
import { periksaOperasiTransisi } from './transisi.operasi.ts';
import { transisi, transisiSkor, transisiVital } from './transisi.tables.ts';

/** A moment may be entered a little ahead of the server's clock (a slow wall clock), not more. */
const TOLERANSI_MASA_DEPAN_MS = 5 * 60_000;

export function periksaPetugas(ctx: Ctx): void {
  if (!bolehTulis(ctx)) throw bukanPetugasTransisi();
}

/** The text of a search typed as a LIKE pattern: its own % and _ match themselves. */
const pola = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /transisi/layanan: the active layanan of patients matching the search — a stay still in
 * (DIRAWAT), or a clinic or IGD visit of today or yesterday (an IGD night runs past midnight).
 */
export async function cariLayananTransisi(db: DbOrTx, ctx: Ctx, search: string): Promise<LayananTransisi[]> {
  const hariIni = toJakartaIsoDate(ctx.now());
  const kemarin = toJakartaIsoDate(new Date(ctx.now().getTime() - 86_400_000));
  const cocok = or(ilike(pasien.nama, `%${pola(search)}%`), ilike(pasien.no_rm, `${pola(search)}%`));
  const rows = await db
    .select({
      layanan_uid: layanan.uid,
      jenis: layanan.jenis,
      tanggal: layanan.tanggal,
      poli: poli.nama,
      p: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        jenis_kelamin: pasien.jenis_kelamin,
        tanggal_lahir: pasien.tanggal_lahir,
      },
      d: { nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang },
      ruangan: ruangan.nama,
      no_kamar: kamar.no_kamar,
      no_bed: bed.no_bed,
      terbuka: transisi.uid,
    })
    .from(layanan)
    .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .leftJoin(perawatanInap, eq(perawatanInap.layanan_uid, layanan.uid))
    .leftJoin(rawatInap, and(eq(rawatInap.layanan_uid, layanan.uid), isNull(rawatInap.keluar_pada)))
    .leftJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .leftJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .leftJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .leftJoin(transisi, and(eq(transisi.layanan_uid, layanan.uid), eq(transisi.status, 'OBSERVASI')))
    .where(
      and(
        cocok,
        eq(layanan.status, 'AKTIF'),
        or(
          and(eq(layanan.jenis, 'RAWAT_INAP'), eq(perawatanInap.status, 'DIRAWAT')),
          // A clinic or IGD visit of a patient now in a ward is offered as the stay alone.
          and(
            ne(layanan.jenis, 'RAWAT_INAP'),
            gte(layanan.tanggal, kemarin),
            sql`not exists (select 1 from ${perawatanInap} pi where pi.pasien_uid = ${layanan.pasien_uid} and pi.status = 'DIRAWAT')`,
          ),
        ),
      ),
    )
    .orderBy(asc(pasien.nama), desc(layanan.tanggal))
    .limit(20);
  return rows.map((r) => ({
    layanan_uid: r.layanan_uid,
    jenis: r.jenis,
    pasien: {
      uid: r.p.uid,
      no_rm: r.p.no_rm,
      nama: r.p.nama,
      jenis_kelamin: r.p.jenis_kelamin,
      umur: formatUmur(r.p.tanggal_lahir, hariIni),
    },
    unit: r.ruangan ? `${r.ruangan} · Kamar ${r.no_kamar} · Bed ${r.no_bed}` : r.poli,
    tanggal: r.tanggal,
    dokter: r.d ? namaBergelar(r.d) : null,
    skala_usia: skalaUntukUmur(r.p.tanggal_lahir, ctx.now()),
    sedang_di_transisi: r.terbuka !== null,
  }));
}

/** Refuses a moment ahead of the clock, or before `sejak` (to the minute). */
function periksaWaktu(ctx: Ctx, path: string, label: string, waktu: Date, sejak: Date | null): void {
  if (waktu.getTime() > ctx.now().getTime() + TOLERANSI_MASA_DEPAN_MS)
    throw waktuTidakValid(path, `${label} tidak boleh di masa depan`);
  if (sejak && waktu.getTime() < Math.floor(sejak.getTime() / 60_000) * 60_000)
    throw waktuTidakValid(path, `${label} tidak boleh sebelum ${formatTanggalJam(sejak)}`);
}

/**
 * POST /transisi: receives the patient on their layanan. The layanan must be active (a stay still
 * in); one open record per layanan — the partial unique index decides between two at once. From
 * the theatre, the operation must be this patient's and SELESAI, and is received once.
 */
export async function terimaTransisi(db: Db, ctx: Ctx, input: TerimaTransisiInput) {
  periksaPetugas(ctx);
  const uid = await db.transaction(async (tx) => {
    // KEY SHARE like every chart write: the layanan cannot be closed under this arrival.
    const [l] = await tx
      .select({
        uid: layanan.uid,
        kunjungan_uid: layanan.kunjungan_uid,
        pasien_uid: layanan.pasien_uid,
        jenis: layanan.jenis,
        status: layanan.status,
        created_at: layanan.created_at,
      })
      .from(layanan)
      .where(eq(layanan.uid, input.layanan_uid))
      .for('key share');
    if (!l) throw layananTransisiTidakDitemukan();
    if (l.status !== 'AKTIF')
      throw layananTidakAktif(l.status === 'BATAL' ? 'layanannya dibatalkan' : 'layanannya sudah selesai');
    if (l.jenis === 'RAWAT_INAP') {
      const [p] = await tx
        .select({ status: perawatanInap.status })
        .from(perawatanInap)
        .where(eq(perawatanInap.layanan_uid, l.uid));
      if (p?.status !== 'DIRAWAT') throw layananTidakAktif('pasien sudah pulang dari rawat inap');
    }
    const [ps] = await tx
      .select({ no_rm: pasien.no_rm, nama: pasien.nama, tanggal_lahir: pasien.tanggal_lahir })
      .from(pasien)
      .where(eq(pasien.uid, l.pasien_uid));
    if (!ps) throw layananTransisiTidakDitemukan();
    const masuk = input.masuk_pada ? new Date(input.masuk_pada) : ctx.now();
    periksaWaktu(ctx, 'masuk_pada', 'Waktu masuk', masuk, l.created_at);
    if (input.operasi_uid) await periksaOperasiTransisi(tx, input.operasi_uid, l.pasien_uid);
    const skala = input.skala ?? skalaUntukUmur(ps.tanggal_lahir, masuk);
    const petugas = await pegawaiPengguna(tx, ctx);
    let row: { uid: string } | undefined;
    try {
      [row] = await tx
        .insert(transisi)
        .values({
          layanan_uid: l.uid,
          kunjungan_uid: l.kunjungan_uid,
          pasien_uid: l.pasien_uid,
          asal: input.asal,
          operasi_uid: input.operasi_uid,
          prosedur: input.prosedur,
          skala,
          masuk_pada: masuk,
          penerima_uid: petugas.uid,
          nama_penerima: petugas.nama,
          dibuat_oleh: ctx.user?.uid ?? null,
          created_at: ctx.now(),
        })
        .returning({ uid: transisi.uid });
    } catch (err) {
      const unik = pelanggaranUnik(err);
      if (unik) throw unik.constraint === 'transisi_operasi_uq' ? operasiSudahDiterima() : sudahDiTransisi();
      throw err;
    }
    if (!row) throw new Error('insert transisi tanpa hasil');
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'transisi.terima',
        entitas: 'transisi',
        entitas_id: row.uid,
        keterangan: `Ruang transisi: ${ps.no_rm} – ${ps.nama} diterima (${input.prosedur})`,
        detail: { sesudah: { ...input, skala, masuk_pada: masuk.toISOString() } },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: {
        jenis: 'LOG_TINDAKAN',
        ringkasan: `Masuk ruang transisi (${LABEL_ASAL_TRANSISI[input.asal].toLowerCase()}): ${input.prosedur}; diterima ${petugas.nama}`,
      },
    });
    return row.uid;
  });
  return detailTransisi(db, ctx, uid);
}

/** The record open for writing: it exists, the caller writes in the room, the patient is still in. */
async function bukaUntukTulis(tx: DbOrTx, ctx: Ctx, uid: string) {
  periksaPetugas(ctx);
  const t = await transisiUntukTulis(tx, uid);
  if (t.status !== 'OBSERVASI') throw transisiSudahSelesai();
  return t;
}

const pasienLog = (t: { pasien_uid: string; kunjungan_uid: string; layanan_uid: string }) => ({
  pasien_uid: t.pasien_uid,
  kunjungan_uid: t.kunjungan_uid,
  layanan_uid: t.layanan_uid,
});

/** POST /transisi/:uid/vital: one set at `waktu` (within the stay in the room, not ahead of now). */
export async function tulisVitalTransisi(db: Db, ctx: Ctx, uid: string, input: VitalTransisiInput) {
  await db.transaction(async (tx) => {
    const t = await bukaUntukTulis(tx, ctx, uid);
    const waktu = new Date(input.waktu);
    periksaWaktu(ctx, 'waktu', 'Waktu pemeriksaan', waktu, t.masuk_pada);
    const petugas = await pegawaiPengguna(tx, ctx);
    const [row] = await tx
      .insert(transisiVital)
      .values({
        transisi_uid: t.uid,
        waktu,
        td_sistolik: input.td_sistolik ?? null,
        td_diastolik: input.td_diastolik ?? null,
        nadi: input.nadi ?? null,
        respirasi: input.respirasi ?? null,
        suhu: input.suhu ?? null,
        spo2: input.spo2 ?? null,
        skala_nyeri: input.skala_nyeri ?? null,
        kesadaran: input.kesadaran,
        catatan: input.catatan,
        pegawai_uid: petugas.uid,
        nama_petugas: petugas.nama,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: ctx.now(),
      })
      .returning({ uid: transisiVital.uid });
    if (!row) throw new Error('insert transisi_vital tanpa hasil');
    const ringkas = [
      ringkasTandaVital(input),
      input.skala_nyeri != null ? `nyeri ${input.skala_nyeri}/10` : '',
    ]
      .filter(Boolean)
      .join(', ');
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'transisi.vital',
        entitas: 'transisi',
        entitas_id: t.uid,
        keterangan: `Tanda vital ruang transisi: ${ringkas}`,
        detail: { sesudah: { uid: row.uid, ...input } },
      },
      pasien: pasienLog(t),
      log: {
        jenis: 'LOG_ASSESSTMENT',
        ringkasan: `Tanda vital ruang transisi (${petugas.nama}): ${ringkas}`,
      },
    });
  });
  return detailTransisi(db, ctx, uid);
}

/** POST /transisi/:uid/skor: the items of the record's own scale; total and criterion by the server. */
export async function tulisSkorTransisi(db: Db, ctx: Ctx, uid: string, input: SkorTransisiInput) {
  await db.transaction(async (tx) => {
    const t = await bukaUntukTulis(tx, ctx, uid);
    if (input.skala !== t.skala) throw skalaTidakSesuai(t.skala);
    const h = hitungSkorPulih(input.skala, input.rincian);
    const petugas = await pegawaiPengguna(tx, ctx);
    await tx.insert(transisiSkor).values({
      transisi_uid: t.uid,
      waktu: ctx.now(),
      skala: input.skala,
      rincian: input.rincian,
      total: h.total,
      memenuhi: h.memenuhi,
      pegawai_uid: petugas.uid,
      nama_petugas: petugas.nama,
      dibuat_oleh: ctx.user?.uid ?? null,
      created_at: ctx.now(),
    });
    const teks = `Skor ${LABEL_SKALA_PULIH[input.skala].split(' ')[0]} ${h.total}/${h.maksimal} (${
      h.memenuhi ? `memenuhi kriteria pindah ≥ ${h.minimal}` : `belum memenuhi kriteria ≥ ${h.minimal}`
    })`;
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'transisi.skor',
        entitas: 'transisi',
        entitas_id: t.uid,
        keterangan: `Ruang transisi: ${teks}`,
        detail: { sesudah: { ...input, total: h.total, memenuhi: h.memenuhi } },
      },
      pasien: pasienLog(t),
      log: { jenis: 'LOG_ASSESSTMENT', ringkasan: `Ruang transisi (${petugas.nama}): ${teks}` },
    });
  });
  return detailTransisi(db, ctx, uid);
}
