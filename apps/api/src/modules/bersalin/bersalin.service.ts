import {
  type BersalinDetail,
  type BukaBersalinInput,
  formatTanggalJam,
  LABEL_CARA_PERSALINAN,
  type Partograf,
  type PartografInput,
  type PersalinanInput,
  teksUsiaKehamilan,
  toJakartaIsoDate,
  usiaKehamilan,
} from '@rawat/domain';
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { perawatanInap } from '../kunjungan/rawat-inap.tables.ts';
import { pelanggaranUnik } from '../master/crud/crud.errors.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { bolehTulis, detailBersalin, keDtoPartograf } from './bersalin.baca.ts';
import {
  bukanPerempuan,
  bukanPetugasBersalin,
  isianTidakValid,
  persalinanTidakDitemukan,
  stayTidakAktif,
  stayTidakDitemukan,
  sudahBersalin,
  sudahTercatat,
} from './bersalin.errors.ts';
import { persalinan, persalinanBayi, persalinanPartograf } from './bersalin.tables.ts';

/** A moment may be entered a little ahead of the server's clock (a slow wall clock), not more. */
const TOLERANSI_MASA_DEPAN_MS = 5 * 60_000;
/** An HPHT further back than this is a typo, not a pregnancy (45 weeks). */
const HPHT_MAKS_HARI = 45 * 7;
/** Nor is one less than 12 weeks back a woman in labour's (the ward handles early losses elsewhere). */
const HPHT_MIN_HARI = 12 * 7;
/**
 * The active phase often starts at the IGD or the clinic before the stay exists: examinations up to
 * 12 hours before admission may be copied onto the partograph.
 */
const SEBELUM_MASUK_MS = 12 * 3_600_000;

export function periksaPetugas(ctx: Ctx): void {
  if (!bolehTulis(ctx)) throw bukanPetugasBersalin();
}

function periksaWaktu(ctx: Ctx, path: string, label: string, waktu: Date, sejak: Date | null): void {
  if (waktu.getTime() > ctx.now().getTime() + TOLERANSI_MASA_DEPAN_MS)
    throw isianTidakValid(path, `${label} tidak boleh di masa depan`);
  if (sejak && waktu.getTime() < Math.floor(sejak.getTime() / 60_000) * 60_000)
    throw isianTidakValid(path, `${label} tidak boleh sebelum ${formatTanggalJam(sejak)}`);
}

/**
 * POST /bersalin: a woman admitted through Rawat Inap (her stay's layanan) enters the delivery
 * room's records with G P A and HPHT. One record per stay (the unique index decides a race).
 */
export async function bukaBersalin(db: Db, ctx: Ctx, input: BukaBersalinInput): Promise<BersalinDetail> {
  periksaPetugas(ctx);
  const hariIni = toJakartaIsoDate(ctx.now());
  const usia = usiaKehamilan(input.hpht, hariIni);
  if (usia.total_hari < HPHT_MIN_HARI || usia.total_hari > HPHT_MAKS_HARI)
    throw isianTidakValid(
      'hpht',
      usia.total_hari < 0
        ? 'HPHT tidak boleh di masa depan'
        : `HPHT memberi usia kehamilan ${teksUsiaKehamilan(usia)}; periksa kembali tanggalnya`,
    );
  const uid = await db.transaction(async (tx) => {
    const [s] = await tx
      .select({
        layanan_uid: layanan.uid,
        kunjungan_uid: layanan.kunjungan_uid,
        pasien_uid: layanan.pasien_uid,
        status: perawatanInap.status,
        masuk_pada: perawatanInap.masuk_pada,
        jenis_kelamin: pasien.jenis_kelamin,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
      })
      .from(layanan)
      .innerJoin(perawatanInap, eq(perawatanInap.layanan_uid, layanan.uid))
      .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
      .where(eq(layanan.uid, input.layanan_uid))
      .for('key share', { of: layanan });
    if (!s) throw stayTidakDitemukan();
    if (s.status !== 'DIRAWAT') throw stayTidakAktif();
    if (s.jenis_kelamin !== 'P') throw bukanPerempuan();
    let row: { uid: string } | undefined;
    try {
      [row] = await tx
        .insert(persalinan)
        .values({
          layanan_uid: s.layanan_uid,
          kunjungan_uid: s.kunjungan_uid,
          pasien_uid: s.pasien_uid,
          gravida: input.gravida,
          para: input.para,
          abortus: input.abortus,
          hpht: input.hpht,
          catatan: input.catatan,
          masuk_pada: s.masuk_pada,
          dibuat_oleh: ctx.user?.uid ?? null,
          created_at: ctx.now(),
        })
        .returning({ uid: persalinan.uid });
    } catch (err) {
      if (pelanggaranUnik(err)) throw sudahTercatat();
      throw err;
    }
    if (!row) throw new Error('insert persalinan tanpa hasil');
    const gpa = `G${input.gravida}P${input.para}A${input.abortus}`;
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'bersalin.buka',
        entitas: 'persalinan',
        entitas_id: row.uid,
        keterangan: `Ruang bersalin: ${s.no_rm} – ${s.nama} inpartu, ${gpa}, ${teksUsiaKehamilan(usia)}`,
        detail: { sesudah: input },
      },
      pasien: { pasien_uid: s.pasien_uid, kunjungan_uid: s.kunjungan_uid, layanan_uid: s.layanan_uid },
      log: {
        jenis: 'LOG_ASSESSTMENT',
        ringkasan: `Inpartu ${gpa}, usia kehamilan ${teksUsiaKehamilan(usia)}`,
      },
    });
    return row.uid;
  });
  return detailBersalin(db, ctx, uid);
}

/** The record, locked for a write: the caller writes in the room and the woman has not delivered. */
async function untukTulis(tx: DbOrTx, ctx: Ctx, uid: string) {
  periksaPetugas(ctx);
  const [p] = await tx
    .select({
      uid: persalinan.uid,
      status: persalinan.status,
      layanan_uid: persalinan.layanan_uid,
      kunjungan_uid: persalinan.kunjungan_uid,
      pasien_uid: persalinan.pasien_uid,
      masuk_pada: persalinan.masuk_pada,
    })
    .from(persalinan)
    .where(eq(persalinan.uid, uid))
    .for('update');
  if (!p) throw persalinanTidakDitemukan();
  if (p.status !== 'INPARTU') throw sudahBersalin();
  return p;
}

const logDari = (p: { pasien_uid: string; kunjungan_uid: string; layanan_uid: string }) => ({
  pasien_uid: p.pasien_uid,
  kunjungan_uid: p.kunjungan_uid,
  layanan_uid: p.layanan_uid,
});

/**
 * POST /bersalin/:uid/partograf: one examination, not ahead of the clock nor long before admission.
 * The cervix does not close again: a dilation below an earlier examination's is a typing error.
 */
export async function tulisPartograf(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: PartografInput,
): Promise<Partograf> {
  return db.transaction(async (tx) => {
    const p = await untukTulis(tx, ctx, uid);
    const waktu = new Date(input.waktu);
    periksaWaktu(
      ctx,
      'waktu',
      'Waktu pemeriksaan',
      waktu,
      new Date(p.masuk_pada.getTime() - SEBELUM_MASUK_MS),
    );
    if (input.pembukaan_cm !== null) {
      const [sebelum] = await tx
        .select({ pembukaan_cm: persalinanPartograf.pembukaan_cm, waktu: persalinanPartograf.waktu })
        .from(persalinanPartograf)
        .where(
          and(
            eq(persalinanPartograf.persalinan_uid, uid),
            isNotNull(persalinanPartograf.pembukaan_cm),
            lt(persalinanPartograf.waktu, waktu),
          ),
        )
        .orderBy(desc(persalinanPartograf.pembukaan_cm))
        .limit(1);
      if (sebelum?.pembukaan_cm != null && input.pembukaan_cm < sebelum.pembukaan_cm)
        throw isianTidakValid(
          'pembukaan_cm',
          `Pembukaan tidak dapat berkurang: ${sebelum.pembukaan_cm} cm pada ${formatTanggalJam(sebelum.waktu)}`,
        );
    }
    const petugas = await pegawaiPengguna(tx, ctx);
    const [row] = await tx
      .insert(persalinanPartograf)
      .values({
        persalinan_uid: uid,
        ...input,
        waktu,
        pegawai_uid: petugas.uid,
        nama_petugas: petugas.nama,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('insert partograf tanpa hasil');
    const ringkas = [
      input.pembukaan_cm !== null ? `pembukaan ${input.pembukaan_cm} cm` : null,
      input.djj !== null ? `DJJ ${input.djj}` : null,
      input.his_per_10 !== null ? `his ${input.his_per_10}x/10 menit` : null,
    ]
      .filter(Boolean)
      .join(', ');
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'bersalin.partograf',
        entitas: 'persalinan_partograf',
        entitas_id: row.uid,
        keterangan: `Partograf ${formatTanggalJam(waktu)}: ${ringkas || 'pemeriksaan'}`,
        detail: { sesudah: input },
      },
      pasien: logDari(p),
      log: { jenis: 'LOG_ASSESSTMENT', ringkasan: `Partograf: ${ringkas || 'pemeriksaan'}` },
    });
    return keDtoPartograf(row);
  });
}

/**
 * POST /bersalin/:uid/persalinan: the delivery record with each baby, once (the row lock and the
 * INPARTU → SELESAI change make a second save a 409). The babies are registered as patients
 * separately (bersalin.bayi.ts), so a slip in this form never makes a stray medical record.
 */
export async function catatPersalinan(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: PersalinanInput,
): Promise<BersalinDetail> {
  await db.transaction(async (tx) => {
    const p = await untukTulis(tx, ctx, uid);
    const lahir = new Date(input.waktu_lahir);
    periksaWaktu(ctx, 'waktu_lahir', 'Waktu lahir', lahir, p.masuk_pada);
    if (input.plasenta_lahir_pada) {
      const plasenta = new Date(input.plasenta_lahir_pada);
      periksaWaktu(ctx, 'plasenta_lahir_pada', 'Waktu lahir plasenta', plasenta, lahir);
    }
    input.bayi.forEach((b, i) => {
      if (b.waktu_lahir)
        periksaWaktu(
          ctx,
          `bayi.${i}.waktu_lahir`,
          `Waktu lahir bayi ${i + 1}`,
          new Date(b.waktu_lahir),
          lahir,
        );
    });
    const pencatat = await pegawaiPengguna(tx, ctx);
    await tx
      .update(persalinan)
      .set({
        status: 'SELESAI',
        waktu_lahir: lahir,
        cara: input.cara,
        penolong: input.penolong,
        nama_penolong: input.nama_penolong,
        plasenta_lengkap: input.plasenta_lengkap,
        plasenta_lahir_pada: input.plasenta_lahir_pada ? new Date(input.plasenta_lahir_pada) : null,
        perdarahan_ml: input.perdarahan_ml,
        komplikasi: input.komplikasi,
        pencatat_uid: pencatat.uid,
        nama_pencatat: pencatat.nama,
      })
      .where(eq(persalinan.uid, uid));
    await tx.insert(persalinanBayi).values(
      input.bayi.map((b, i) => ({
        persalinan_uid: uid,
        urutan: i + 1,
        ibu_pasien_uid: p.pasien_uid,
        waktu_lahir: b.waktu_lahir ? new Date(b.waktu_lahir) : lahir,
        jenis_kelamin: b.jenis_kelamin,
        berat_gram: b.berat_gram,
        panjang_cm: b.panjang_cm,
        lingkar_kepala_cm: b.lingkar_kepala_cm,
        apgar_1: b.apgar_1,
        apgar_5: b.apgar_5,
        kelainan: b.kelainan,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: ctx.now(),
      })),
    );
    const bayi = input.bayi
      .map(
        (b) =>
          `${b.jenis_kelamin === 'L' ? 'laki-laki' : 'perempuan'} ${b.berat_gram} g, APGAR ${b.apgar_1}/${b.apgar_5}`,
      )
      .join('; ');
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'bersalin.persalinan',
        entitas: 'persalinan',
        entitas_id: uid,
        keterangan: `Persalinan ${LABEL_CARA_PERSALINAN[input.cara].toLowerCase()} ${formatTanggalJam(lahir)}: ${bayi}`,
        detail: { sesudah: input },
      },
      pasien: logDari(p),
      log: {
        jenis: 'LOG_TINDAKAN',
        ringkasan: `Bersalin ${LABEL_CARA_PERSALINAN[input.cara].toLowerCase()}, ditolong ${input.nama_penolong}: ${bayi}`,
      },
    });
  });
  return detailBersalin(db, ctx, uid);
}
