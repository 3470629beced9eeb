import {
  formatTanggalWaktu,
  LABEL_CARA_PULANG,
  namaBergelar,
  type PerintahPulang,
  type StatusPulang,
} from '@rawat/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { akun } from '../../akun/akun.tables.ts';
import { icd10 } from '../../katalog/katalog.tables.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import {
  ambilLayananKlinis,
  type LayananKlinis,
  layananUntukTulis,
  periksaBolehBaca,
} from '../../pelayanan/layanan-klinis.ts';
import { diagnosis } from '../../pelayanan/pelayanan.tables.ts';
import { resumeMedis } from '../../pelayanan/resume.tables.ts';
import { ubahStatusBed } from '../bed/bed-status.ts';
import { tagihHariRawat } from '../tagihan/tagihan-hari.service.ts';
import {
  bukanPerawatanInap,
  diagnosisUtamaBelumAda,
  sudahPulang,
  waktuPulangTidakValid,
} from './pulang.errors.ts';

const kolomStay = {
  uid: perawatanInap.uid,
  status: perawatanInap.status,
  masuk_pada: perawatanInap.masuk_pada,
  pulang_pada: perawatanInap.pulang_pada,
  cara_pulang: perawatanInap.cara_pulang,
  kondisi_pulang: perawatanInap.kondisi_pulang,
  faskes_rujukan: perawatanInap.faskes_rujukan,
  waktu_meninggal: perawatanInap.waktu_meninggal,
  dipulangkan_oleh: perawatanInap.dipulangkan_oleh,
};

export async function stayDari(db: DbOrTx, l: LayananKlinis, kunci = false) {
  if (l.poli.jenis !== 'RAWAT_INAP') throw bukanPerawatanInap();
  const q = db.select(kolomStay).from(perawatanInap).where(eq(perawatanInap.layanan_uid, l.uid));
  const [pi] = kunci ? await q.for('update') : await q;
  if (!pi) throw bukanPerawatanInap();
  return pi;
}

/** The stay's discharge state with its last bed, main diagnosis and resume. */
export async function susunStatus(db: DbOrTx, l: LayananKlinis): Promise<StatusPulang> {
  const pi = await stayDari(db, l);
  const [b] = await db
    .select({ ruangan: ruangan.nama, kamar: kamar.no_kamar, no_bed: bed.no_bed, status: bed.status })
    .from(rawatInap)
    .innerJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .innerJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .innerJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .where(eq(rawatInap.perawatan_inap_uid, pi.uid))
    .orderBy(desc(rawatInap.masuk_pada))
    .limit(1);
  // The Indonesian catalogue title when there is one, as the chart shows it.
  const [dx] = await db
    .select({ kode: diagnosis.kode_icd10, nama: sql<string>`coalesce(${icd10.judul_id}, ${diagnosis.nama})` })
    .from(diagnosis)
    .leftJoin(icd10, eq(icd10.kode, diagnosis.kode_icd10))
    .where(and(eq(diagnosis.layanan_uid, l.uid), eq(diagnosis.jenis, 'UTAMA')))
    .limit(1);
  const [rm] = await db
    .select({ status: resumeMedis.status, nomor: resumeMedis.nomor })
    .from(resumeMedis)
    .where(eq(resumeMedis.layanan_uid, l.uid));
  // Who discharged: the doctor's name with titles when the account has an employee, else the account's.
  const [oleh] = pi.dipulangkan_oleh
    ? await db
        .select({
          nama_akun: akun.nama,
          nama: pegawai.nama,
          gelar_depan: pegawai.gelar_depan,
          gelar_belakang: pegawai.gelar_belakang,
        })
        .from(akun)
        .leftJoin(pegawai, eq(pegawai.akun_uid, akun.uid))
        .where(eq(akun.uid, pi.dipulangkan_oleh))
        .limit(1)
    : [];
  return {
    layanan_uid: l.uid,
    perawatan_inap_uid: pi.uid,
    status: pi.status,
    masuk_pada: pi.masuk_pada.toISOString(),
    pulang_pada: pi.pulang_pada?.toISOString() ?? null,
    cara_pulang: pi.cara_pulang,
    kondisi_pulang: pi.kondisi_pulang,
    faskes_rujukan: pi.faskes_rujukan,
    waktu_meninggal: pi.waktu_meninggal?.toISOString() ?? null,
    dipulangkan_oleh: oleh ? (oleh.nama ? namaBergelar({ ...oleh, nama: oleh.nama }) : oleh.nama_akun) : null,
    dpjp: l.dokter?.nama ?? null,
    diagnosis_utama: dx ?? null,
    bed: b ?? null,
    resume: rm ? { status: rm.status, nomor: rm.nomor } : null,
  };
}

/** GET /ranap/perawatan/:layanan_uid/pulang. */
export async function ambilStatusPulang(db: Db, ctx: Ctx, layananUid: string): Promise<StatusPulang> {
  const l = await ambilLayananKlinis(db, layananUid);
  periksaBolehBaca(ctx, l);
  return susunStatus(db, l);
}

/** 'Pulang atas persetujuan dokter, Membaik' / 'Meninggal Senin, 7 Januari 2030 14.30 WIB'. */
export function ringkasPulang(p: PerintahPulang): string {
  if (p.cara_pulang === 'MENINGGAL')
    return `Meninggal ${p.waktu_meninggal ? formatTanggalWaktu(p.waktu_meninggal) : ''}`.trim();
  return [LABEL_CARA_PULANG[p.cara_pulang], p.faskes_rujukan ? `ke ${p.faskes_rujukan}` : null]
    .filter(Boolean)
    .join(' ')
    .concat(p.kondisi_pulang ? `, ${p.kondisi_pulang}` : '');
}

/**
 * POST /ranap/perawatan/:layanan_uid/pulang: the DPJP's discharge order (docs/ranap/pulang.md).
 * One transaction: the stay PULANG with the order, the open bed segment closed, the bed to
 * DIBERSIHKAN, the layanan (and the visit, when nothing else is open) SELESAI, the last days
 * charged, the audit row and LOG_PULANG on the patient's timeline.
 */
export async function perintahPulang(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: PerintahPulang,
): Promise<StatusPulang> {
  return db.transaction(async (tx) => {
    // The chart's write rule: a doctor, the DPJP (another doctor takes over first), the resume not final.
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis', 'update');
    const pi = await stayDari(tx, l, true);
    if (pi.status === 'PULANG')
      throw sudahPulang(pi.pulang_pada ? formatTanggalWaktu(pi.pulang_pada) : 'sebelumnya');
    const sekarang = ctx.now();
    const pulangPada = input.pulang_pada ? new Date(input.pulang_pada) : sekarang;
    if (pulangPada > sekarang)
      throw waktuPulangTidakValid('pulang_pada', 'Waktu pulang tidak boleh di masa depan');
    if (pulangPada < pi.masuk_pada)
      throw waktuPulangTidakValid('pulang_pada', 'Waktu pulang tidak boleh sebelum waktu masuk rawat inap');
    const meninggal = input.waktu_meninggal ? new Date(input.waktu_meninggal) : null;
    if (meninggal && meninggal > sekarang)
      throw waktuPulangTidakValid('waktu_meninggal', 'Waktu meninggal tidak boleh di masa depan');
    if (meninggal && meninggal < pi.masuk_pada)
      throw waktuPulangTidakValid(
        'waktu_meninggal',
        'Waktu meninggal tidak boleh sebelum waktu masuk rawat inap',
      );
    const [dx] = await tx
      .select({ uid: diagnosis.uid })
      .from(diagnosis)
      .where(and(eq(diagnosis.layanan_uid, l.uid), eq(diagnosis.jenis, 'UTAMA')))
      .limit(1);
    if (!dx) throw diagnosisUtamaBelumAda();

    // A death is the moment the stay ends, whatever time the form says the body left.
    const keluar = meninggal ?? pulangPada;
    await tx
      .update(perawatanInap)
      .set({
        status: 'PULANG',
        cara_pulang: input.cara_pulang,
        kondisi_pulang: input.kondisi_pulang,
        faskes_rujukan: input.faskes_rujukan,
        waktu_meninggal: meninggal,
        pulang_pada: keluar,
        dipulangkan_oleh: ctx.user?.uid ?? null,
      })
      .where(eq(perawatanInap.uid, pi.uid));
    const segmen = await tx
      .update(rawatInap)
      .set({ keluar_pada: keluar, sebab_keluar: 'PULANG' })
      .where(and(eq(rawatInap.perawatan_inap_uid, pi.uid), isNull(rawatInap.keluar_pada)))
      .returning({ uid: rawatInap.uid, bed_uid: rawatInap.bed_uid });
    const ringkas = ringkasPulang({ ...input, waktu_meninggal: meninggal?.toISOString() ?? null });
    const beds = [];
    for (const s of segmen)
      beds.push(
        await ubahStatusBed(tx, ctx, s.bed_uid, 'DIBERSIHKAN', {
          alasan: `Pasien pulang: ${l.pasien.no_rm} – ${l.pasien.nama}`,
          perawatanInapUid: pi.uid,
        }),
      );
    await tx
      .update(layanan)
      .set({ status: 'SELESAI', updated_at: sekarang })
      .where(and(eq(layanan.uid, l.uid), eq(layanan.status, 'AKTIF')));
    // The visit ends with its last open service, as at the clinic (kunjungan/antrian-klinik.service.ts).
    const [terbuka] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(layanan)
      .where(and(eq(layanan.kunjungan_uid, l.kunjungan_uid), eq(layanan.status, 'AKTIF')));
    if (!Number(terbuka?.n ?? 0))
      await tx
        .update(kunjungan)
        .set({ status: 'SELESAI', updated_at: sekarang })
        .where(and(eq(kunjungan.uid, l.kunjungan_uid), eq(kunjungan.status, 'AKTIF')));
    // The days up to the discharge day, once (the day charges are idempotent).
    await tagihHariRawat(tx, ctx, pi.uid);
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'ranap.pulang',
        entitas: 'perawatan_inap',
        entitas_id: pi.uid,
        keterangan: `Perintah pulang ${l.pasien.no_rm} – ${l.pasien.nama}: ${ringkas}`,
        detail: {
          sebelum: { status: pi.status },
          sesudah: {
            status: 'PULANG',
            ...input,
            waktu_meninggal: meninggal?.toISOString() ?? null,
            pulang_pada: keluar.toISOString(),
          },
          bed: beds.map((b) => ({ bed_uid: b.bedUid, no_bed: b.noBed, status: b.statusBaru })),
        },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: { jenis: 'LOG_PULANG', ringkasan: `Pulang dari rawat inap: ${ringkas}` },
    });
    return susunStatus(tx, { ...l, status: 'SELESAI' });
  });
}
