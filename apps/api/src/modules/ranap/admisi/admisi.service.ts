import {
  type AdmisiHasil,
  type AdmisiInput,
  type AdmisiTerimaHasil,
  type AsalRanap,
  type KelasRanap,
  namaBergelar,
  type PenjaminKunjungan,
  type SepRingkas,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError, conflict } from '../../../platform/errors.ts';
import { ambilIcd10 } from '../../katalog/katalog.service.ts';
import * as galatKunjungan from '../../kunjungan/kunjungan.errors.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { periksaAsuransi } from '../../kunjungan/pendaftaran.service.ts';
import { perawatanInap, ranapDepositKelas } from '../../kunjungan/rawat-inap.tables.ts';
import { poli } from '../../master/poli/poli.tables.ts';
import { dokter, pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { tindakLanjut } from '../../pelayanan/pelayanan.tables.ts';
import { ubahStatusBed } from '../bed/bed-status.ts';
import {
  bacaBed,
  bukaSegmen,
  jagaBentrok,
  letakDari,
  periksaBedBoleh,
  teksLetak,
  tentukanPenempatan,
} from './admisi.bed.ts';
import * as galat from './admisi.errors.ts';

/** The admitting diagnosis: a specific ICD-10 code of the catalogue (reference data, read before). */
async function diagnosisMasuk(db: Db, kode: string): Promise<{ kode: string; nama: string }> {
  try {
    const icd = await ambilIcd10(db, kode);
    if (!icd.leaf) throw galat.diagnosisBelumSpesifik(icd.kode);
    return { kode: icd.kode, nama: icd.judul_id ?? icd.judul };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw galat.diagnosisTidakDikenal(kode);
    throw err;
  }
}

/** The DPJP: an active doctor; their name with titles. */
async function dpjpAktif(tx: DbOrTx, uid: string): Promise<string> {
  const [d] = await tx
    .select({ nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang })
    .from(pegawai)
    .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .where(and(eq(pegawai.uid, uid), eq(pegawai.status, 'AKTIF')));
  if (!d) throw galat.dpjpTidakAktif();
  return namaBergelar(d);
}

interface Asal {
  asal: AsalRanap;
  kunjungan_uid: string;
  penjamin: PenjaminKunjungan;
  pasien: { uid: string; no_rm: string; nama: string; jenis_kelamin: string };
  tindak_lanjut_uid: string | null;
}

/** A RANAP follow-up not yet admitted, locked so two admissions of it take turns. */
async function dariRujukan(tx: Tx, uid: string): Promise<Asal> {
  const [r] = await tx
    .select({
      jenis: tindakLanjut.jenis,
      diterima_pada: tindakLanjut.diterima_pada,
      kunjungan_uid: tindakLanjut.kunjungan_uid,
      poli_jenis: poli.jenis,
      penjamin: kunjungan.penjamin,
      pasien: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        jenis_kelamin: pasien.jenis_kelamin,
      },
    })
    .from(tindakLanjut)
    .innerJoin(layanan, eq(layanan.uid, tindakLanjut.layanan_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .innerJoin(kunjungan, eq(kunjungan.uid, tindakLanjut.kunjungan_uid))
    .innerJoin(pasien, eq(pasien.uid, tindakLanjut.pasien_uid))
    .where(eq(tindakLanjut.uid, uid))
    .for('update', { of: tindakLanjut });
  if (!r) throw galat.rujukanTidakDitemukan();
  if (r.jenis !== 'RANAP') throw galat.bukanRujukanRanap();
  if (r.diterima_pada) throw galat.rujukanSudahDiterima();
  return {
    asal: r.poli_jenis === 'IGD' ? 'IGD' : 'POLI',
    kunjungan_uid: r.kunjungan_uid,
    penjamin: r.penjamin,
    pasien: r.pasien,
    tindak_lanjut_uid: uid,
  };
}

/**
 * An elective admission: the patient may be registered (as registration checks) and gets a new
 * visit today with the payer given; the stay is its layanan, with no queue.
 */
async function elektif(
  tx: Tx,
  ctx: Ctx,
  input: AdmisiInput,
  pasienUid: string,
  tanggal: string,
): Promise<Asal> {
  const [p] = await tx
    .select({
      uid: pasien.uid,
      no_rm: pasien.no_rm,
      nama: pasien.nama,
      jenis_kelamin: pasien.jenis_kelamin,
      status: pasien.status,
      digabung_ke: pasien.digabung_ke,
    })
    .from(pasien)
    .where(eq(pasien.uid, pasienUid))
    .for('no key update');
  if (!p) throw galatKunjungan.pasienTidakAda();
  if (p.digabung_ke) {
    const [tujuan] = await tx
      .select({ no_rm: pasien.no_rm, nama: pasien.nama })
      .from(pasien)
      .where(eq(pasien.uid, p.digabung_ke));
    throw galatKunjungan.pasienDigabung(tujuan ?? { no_rm: '-', nama: '-' });
  }
  if (p.status === 'MENINGGAL') throw galatKunjungan.pasienMeninggal(p);
  const penjamin = input.penjamin ?? 'UMUM';
  await periksaAsuransi(tx, { penjamin, asuransi_uid: input.asuransi_uid });
  await periksaBelumDirawat(tx, p);
  const sekarang = ctx.now();
  const [k] = await tx
    .insert(kunjungan)
    .values({
      pasien_uid: p.uid,
      tanggal,
      penjamin,
      asuransi_uid: penjamin === 'ASURANSI' ? input.asuransi_uid : null,
      no_kartu: penjamin === 'UMUM' ? null : input.no_kartu,
      no_rujukan: penjamin === 'BPJS' ? input.no_rujukan : null,
      no_sep: penjamin === 'BPJS' ? input.no_sep : null,
      dibuat_oleh: ctx.user?.uid ?? null,
      created_at: sekarang,
      updated_at: sekarang,
    })
    .returning({ uid: kunjungan.uid });
  if (!k) throw new Error('insert kunjungan tanpa hasil');
  return { asal: 'ELEKTIF', kunjungan_uid: k.uid, penjamin, pasien: p, tindak_lanjut_uid: null };
}

async function periksaBelumDirawat(tx: DbOrTx, p: { uid: string; no_rm: string; nama: string }) {
  const [ada] = await tx
    .select({ uid: perawatanInap.uid })
    .from(perawatanInap)
    .where(and(eq(perawatanInap.pasien_uid, p.uid), eq(perawatanInap.status, 'DIRAWAT')));
  if (ada) throw galat.pasienSedangDirawat(p);
}

/** The deposit asked at admission: the class's amount for UMUM patients, nothing for a payer. */
async function depositDiminta(tx: DbOrTx, penjamin: PenjaminKunjungan, kelas: KelasRanap): Promise<number> {
  if (penjamin !== 'UMUM') return 0;
  const [d] = await tx
    .select({ jumlah: ranapDepositKelas.jumlah })
    .from(ranapDepositKelas)
    .where(eq(ranapDepositKelas.kelas, kelas));
  return d?.jumlah ?? 0;
}

/** The one unit every stay hangs on (poli.jenis RAWAT_INAP, made by migration 0015). */
async function unitRawatInap(tx: DbOrTx): Promise<string> {
  const [u] = await tx.select({ uid: poli.uid }).from(poli).where(eq(poli.jenis, 'RAWAT_INAP')).limit(1);
  if (!u) throw new Error('unit RAWAT_INAP tidak ada (migrasi 0015)');
  return u.uid;
}

/**
 * The inpatient SEP, which the vclaim module makes (ranap may not import it; app.ts hands it in):
 * BPJS's participant check before the transaction, the SEP row and its message inside it, and the
 * message sent at once after the commit (docs/vclaim.md "SEP rawat inap").
 */
export interface PortSepRanap {
  periksa(ctx: Ctx, p: { no_kartu: string; tanggal: string }): Promise<unknown>;
  /** `periksa`: what periksa answered (BPJS's view of the participant), or null. */
  ajukan(tx: Tx, ctx: Ctx, p: { layanan_uid: string; periksa: unknown }): Promise<SepRingkas>;
  kirim(layananUid: string): Promise<SepRingkas | null>;
}

/** The card a BPJS admission's SEP is for: the referral's visit, or the elective form's. */
async function kartuAdmisi(db: Db, input: AdmisiInput): Promise<string | null> {
  if (!input.tindak_lanjut_uid) return input.penjamin === 'BPJS' ? input.no_kartu : null;
  const [r] = await db
    .select({ penjamin: kunjungan.penjamin, no_kartu: kunjungan.no_kartu })
    .from(tindakLanjut)
    .innerJoin(kunjungan, eq(kunjungan.uid, tindakLanjut.kunjungan_uid))
    .where(eq(tindakLanjut.uid, input.tindak_lanjut_uid));
  return r?.penjamin === 'BPJS' ? r.no_kartu : null;
}

/**
 * POST /ranap/admisi with the inpatient SEP when asked (terbitkan_sep): the participant checked at
 * BPJS first (an inactive card admits nobody with a SEP), the SEP row written with the stay, and its
 * SPRI + SEP sent right after the commit; what BPJS did not answer stays MENUNGGU for the worker.
 */
export async function terimaPasienDenganSep(
  db: Db,
  ctx: Ctx,
  input: AdmisiInput,
  sep: PortSepRanap | undefined,
): Promise<AdmisiTerimaHasil> {
  if (!input.terbitkan_sep) return { ...(await terimaPasien(db, ctx, input)), sep: null };
  if (!sep) throw conflict('vclaim.tidak_tersedia', 'Penerbitan SEP belum tersedia di server ini');
  const kartu = await kartuAdmisi(db, input);
  if (!kartu)
    throw conflict('vclaim.bukan_bpjs', 'SEP hanya untuk pasien BPJS dengan nomor kartu', [
      { path: 'terbitkan_sep', message: 'Pasien ini bukan pasien BPJS' },
    ]);
  const cek = await sep.periksa(ctx, { no_kartu: kartu, tanggal: toJakartaIsoDate(ctx.now()) });
  let ringkas: SepRingkas | null = null;
  const hasil = await terimaPasien(db, ctx, input, async (tx, layananUid) => {
    ringkas = await sep.ajukan(tx, ctx, { layanan_uid: layananUid, periksa: cek });
  });
  const terkirim = await sep.kirim(hasil.layanan_uid);
  return { ...hasil, sep: terkirim ?? ringkas };
}

/**
 * POST /ranap/admisi: in one transaction the stay's layanan (RAWAT_INAP, DPJP as its doctor), its
 * perawatan_inap, the first bed segment, the bed TERISI, the follow-up answered, the audit row and
 * the patient's timeline. Races for the bed, the follow-up or the patient end in a 409.
 */
export async function terimaPasien(
  db: Db,
  ctx: Ctx,
  input: AdmisiInput,
  /** Written in the same transaction once the stay exists (the inpatient SEP). */
  bersama?: (tx: Tx, layananUid: string) => Promise<void>,
): Promise<AdmisiHasil> {
  const dx = await diagnosisMasuk(db, input.diagnosis_masuk);
  let namaPasien = { no_rm: '-', nama: '-' };
  return jagaBentrok(
    () =>
      db.transaction(async (tx) => {
        const sekarang = ctx.now();
        const tanggal = toJakartaIsoDate(sekarang);
        const namaDpjp = await dpjpAktif(tx, input.dpjp_uid);
        const asal = input.tindak_lanjut_uid
          ? await dariRujukan(tx, input.tindak_lanjut_uid)
          : await elektif(tx, ctx, input, input.pasien_uid ?? '', tanggal);
        namaPasien = asal.pasien;
        if (asal.tindak_lanjut_uid) await periksaBelumDirawat(tx, asal.pasien);
        const kelasHak = asal.penjamin === 'BPJS' ? input.kelas_hak : null;
        if (asal.penjamin === 'BPJS' && !kelasHak) throw galat.kelasHakWajib();
        const b = await bacaBed(tx, input.bed_uid);
        await periksaBedBoleh(tx, b, asal.pasien, asal.tindak_lanjut_uid);
        const tempat = tentukanPenempatan(asal.penjamin, kelasHak, b, input);
        const deposit = await depositDiminta(tx, asal.penjamin, b.kelas);

        const [l] = await tx
          .insert(layanan)
          .values({
            kunjungan_uid: asal.kunjungan_uid,
            pasien_uid: asal.pasien.uid,
            tanggal,
            poli_uid: await unitRawatInap(tx),
            dokter_uid: input.dpjp_uid,
            jenis: 'RAWAT_INAP',
            status: 'AKTIF',
            created_at: sekarang,
            updated_at: sekarang,
          })
          .returning({ uid: layanan.uid });
        if (!l) throw new Error('insert layanan tanpa hasil');
        const [pi] = await tx
          .insert(perawatanInap)
          .values({
            layanan_uid: l.uid,
            pasien_uid: asal.pasien.uid,
            kunjungan_uid: asal.kunjungan_uid,
            asal: asal.asal,
            tindak_lanjut_uid: asal.tindak_lanjut_uid,
            diagnosis_masuk_kode: dx.kode,
            diagnosis_masuk_nama: dx.nama,
            kelas_hak: kelasHak,
            surat_pengantar: asal.asal === 'ELEKTIF' ? input.surat_pengantar : null,
            rencana_tindakan: asal.asal === 'ELEKTIF' ? input.rencana_tindakan : null,
            tanggal_rencana: asal.asal === 'ELEKTIF' ? input.tanggal_rencana : null,
            persetujuan_nama: input.persetujuan.nama,
            persetujuan_hubungan: input.persetujuan.hubungan,
            persetujuan_pada: sekarang,
            deposit_diminta: deposit,
            masuk_pada: sekarang,
            dibuat_oleh: ctx.user?.uid ?? null,
            created_at: sekarang,
          })
          .returning({ uid: perawatanInap.uid });
        if (!pi) throw new Error('insert perawatan_inap tanpa hasil');
        // The segment before the bed's status: of two saves for one bed, the unique index stops the second.
        const segmen = await bukaSegmen(tx, ctx, {
          perawatan_inap_uid: pi.uid,
          layanan_uid: l.uid,
          pasien_uid: asal.pasien.uid,
          bed: b,
          penempatan: tempat,
          pada: sekarang,
        });
        await ubahStatusBed(tx, ctx, b.bed_uid, 'TERISI', {
          alasan: `Masuk rawat inap: ${asal.pasien.no_rm} – ${asal.pasien.nama}`,
          perawatanInapUid: pi.uid,
          dari: ['KOSONG', 'DIPESAN'],
        });
        if (asal.tindak_lanjut_uid)
          await tx
            .update(tindakLanjut)
            .set({ diterima_pada: sekarang })
            .where(eq(tindakLanjut.uid, asal.tindak_lanjut_uid));
        if (bersama) await bersama(tx, l.uid);

        const ringkasan = `Masuk rawat inap: ${teksLetak(b)}`;
        const hasil: AdmisiHasil = {
          layanan_uid: l.uid,
          kunjungan_uid: asal.kunjungan_uid,
          perawatan_inap_uid: pi.uid,
          rawat_inap_uid: segmen,
          letak: letakDari(b),
          kelas_tagih: tempat.kelas_tagih,
          penempatan: tempat.penempatan,
          deposit_diminta: deposit,
          ringkasan,
        };
        await catatKlinis(tx, ctx, {
          aktivitas: {
            aksi: 'ranap.admisi',
            entitas: 'perawatan_inap',
            entitas_id: pi.uid,
            keterangan: `Menerima ${asal.pasien.no_rm} – ${asal.pasien.nama} di ${teksLetak(b)}, DPJP ${namaDpjp}`,
            detail: {
              sesudah: {
                ...hasil,
                asal: asal.asal,
                tindak_lanjut_uid: asal.tindak_lanjut_uid,
                dpjp_uid: input.dpjp_uid,
                diagnosis_masuk: dx,
                kelas_hak: kelasHak,
                alasan_penempatan: tempat.alasan_penempatan,
                persetujuan: input.persetujuan,
              },
            },
          },
          pasien: { pasien_uid: asal.pasien.uid, kunjungan_uid: asal.kunjungan_uid, layanan_uid: l.uid },
          log: {
            jenis: 'LOG_TRANSFER_RANAP',
            ringkasan: `${ringkasan}; DPJP ${namaDpjp}`,
            detail: { letak: hasil.letak, kelas_tagih: tempat.kelas_tagih, penempatan: tempat.penempatan },
          },
        });
        return hasil;
      }),
    () => namaPasien,
  );
}
