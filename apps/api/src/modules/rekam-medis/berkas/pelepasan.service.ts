import {
  DASAR_TANPA_PERSETUJUAN,
  type KeputusanInput,
  LABEL_DASAR_PELEPASAN,
  LABEL_JENIS_PEMOHON,
  type ListEnvelope,
  type Pelepasan,
  type PelepasanInput,
  type PelepasanQuery,
  type PersetujuanInput,
  type SerahkanInput,
  type StatusPelepasan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { ambilNomor } from '../../../platform/penomoran.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import {
  pelepasanTidakDitemukan,
  persetujuanTidakPerlu,
  statusPelepasan,
  tanpaPersetujuan,
  waktuPersetujuanSalah,
} from './berkas.errors.ts';
import { namaAkun, pasienDariNoRm, polaCari } from './berkas.pasien.ts';
import { rmPelepasan } from './berkas.tables.ts';

const t = rmPelepasan;
const kolom = {
  uid: t.uid,
  nomor: t.nomor,
  pasien_uid: pasien.uid,
  no_rm: pasien.no_rm,
  nama: pasien.nama,
  pemohon_jenis: t.pemohon_jenis,
  pemohon_nama: t.pemohon_nama,
  pemohon_instansi: t.pemohon_instansi,
  dasar: t.dasar,
  nomor_surat: t.nomor_surat,
  bentuk: t.bentuk,
  isi: t.isi,
  keperluan: t.keperluan,
  p_nama: t.persetujuan_nama,
  p_hubungan: t.persetujuan_hubungan,
  p_waktu: t.persetujuan_waktu,
  p_cara: t.persetujuan_cara,
  p_saksi: t.persetujuan_saksi,
  status: t.status,
  diajukan_pada: t.diajukan_pada,
  diajukan_oleh: namaAkun(t.diajukan_oleh),
  diputus_pada: t.diputus_pada,
  diputus_oleh: namaAkun(t.diputus_oleh),
  alasan: t.alasan,
  diserahkan_pada: t.diserahkan_pada,
  diserahkan_oleh: namaAkun(t.diserahkan_oleh),
  diterima_oleh: t.diterima_oleh,
};

const dasarQuery = (db: DbOrTx) =>
  db.select(kolom).from(rmPelepasan).innerJoin(pasien, eq(pasien.uid, rmPelepasan.pasien_uid));
type Baris = Awaited<ReturnType<typeof dasarQuery>>[number];

function keDto(r: Baris): Pelepasan {
  return {
    uid: r.uid,
    nomor: r.nomor,
    pasien: { uid: r.pasien_uid, no_rm: r.no_rm, nama: r.nama },
    pemohon_jenis: r.pemohon_jenis,
    pemohon_nama: r.pemohon_nama,
    pemohon_instansi: r.pemohon_instansi,
    dasar: r.dasar,
    nomor_surat: r.nomor_surat,
    bentuk: r.bentuk,
    isi: r.isi,
    keperluan: r.keperluan,
    perlu_persetujuan: r.dasar !== DASAR_TANPA_PERSETUJUAN,
    persetujuan:
      r.p_nama && r.p_hubungan && r.p_waktu && r.p_cara
        ? {
            nama: r.p_nama,
            hubungan: r.p_hubungan,
            waktu: r.p_waktu.toISOString(),
            cara: r.p_cara,
            saksi: r.p_saksi,
          }
        : null,
    status: r.status,
    diajukan_pada: r.diajukan_pada.toISOString(),
    diajukan_oleh: r.diajukan_oleh,
    diputus_pada: r.diputus_pada?.toISOString() ?? null,
    diputus_oleh: r.diputus_oleh,
    alasan: r.alasan,
    diserahkan_pada: r.diserahkan_pada?.toISOString() ?? null,
    diserahkan_oleh: r.diserahkan_oleh,
    diterima_oleh: r.diterima_oleh,
  };
}

async function baca(db: DbOrTx, uid: string): Promise<Pelepasan> {
  const [r] = await dasarQuery(db).where(eq(rmPelepasan.uid, uid));
  if (!r) throw pelepasanTidakDitemukan();
  return keDto(r);
}

/** GET /pelepasan-informasi-rm: newest request first; search by No. RM, patient, requester or number. */
export async function daftarPelepasan(db: Db, q: PelepasanQuery): Promise<ListEnvelope<Pelepasan>> {
  const cari = q.search?.trim();
  const syarat = and(
    q.status ? eq(rmPelepasan.status, q.status) : undefined,
    cari
      ? or(
          eq(pasien.no_rm, cari),
          eq(rmPelepasan.nomor, cari),
          ilike(pasien.nama, polaCari(cari)),
          ilike(rmPelepasan.pemohon_nama, polaCari(cari)),
        )
      : undefined,
  );
  const urut = dasarQuery(db)
    .where(syarat)
    .orderBy(desc(rmPelepasan.diajukan_pada), desc(rmPelepasan.uid))
    .$dynamic();
  const rows = q.limitless ? await urut : await urut.limit(q.limit).offset(q.offset);
  const [jumlah] = await db
    .select({ n: count() })
    .from(rmPelepasan)
    .innerJoin(pasien, eq(pasien.uid, rmPelepasan.pasien_uid))
    .where(syarat);
  return {
    respon: rows.map(keDto),
    metadata: { total_data: jumlah?.n ?? 0, offset: q.offset, limit: q.limit },
  };
}

function kolomPersetujuan(ctx: Ctx, p: PersetujuanInput, path: string) {
  const waktu = new Date(p.waktu);
  // A minute's grace for a clock a little ahead of the server's.
  if (waktu.getTime() > ctx.now().getTime() + 60_000) throw waktuPersetujuanSalah(path);
  return {
    persetujuan_nama: p.nama,
    persetujuan_hubungan: p.hubungan,
    persetujuan_waktu: waktu,
    persetujuan_cara: p.cara,
    persetujuan_saksi: p.saksi,
    persetujuan_dicatat_oleh: penggunaOf(ctx).uid,
  };
}

/**
 * POST /pelepasan-informasi-rm: a request is recorded with or without consent; without it, it
 * waits (DIAJUKAN) until consent is recorded, since nothing is approved or handed over without it
 * (save the legal exception: a court or law enforcement's written request, which needs none).
 */
export async function ajukanPelepasan(db: Db, ctx: Ctx, input: PelepasanInput): Promise<Pelepasan> {
  const pengguna = penggunaOf(ctx);
  const sekarang = ctx.now();
  const hukum = input.dasar === DASAR_TANPA_PERSETUJUAN;
  if (hukum && input.persetujuan) throw persetujuanTidakPerlu();
  const setuju = input.persetujuan ? kolomPersetujuan(ctx, input.persetujuan, 'persetujuan.waktu') : {};
  const uid = await db.transaction(async (tx) => {
    const p = await pasienDariNoRm(tx, input.no_rm);
    const tahun = toJakartaIsoDate(sekarang).slice(0, 4);
    const nomor = `PI/${tahun}/${String(await ambilNomor(tx, `PELEPASAN_RM:${tahun}`)).padStart(5, '0')}`;
    const [row] = await tx
      .insert(rmPelepasan)
      .values({
        nomor,
        pasien_uid: p.uid,
        pemohon_jenis: input.pemohon_jenis,
        pemohon_nama: input.pemohon_nama,
        pemohon_instansi: input.pemohon_instansi,
        dasar: input.dasar,
        nomor_surat: input.nomor_surat,
        bentuk: input.bentuk,
        isi: input.isi,
        keperluan: input.keperluan,
        ...setuju,
        status: 'DIAJUKAN',
        diajukan_pada: sekarang,
        diajukan_oleh: pengguna.uid,
      })
      .returning({ uid: rmPelepasan.uid });
    if (!row) throw new Error('insert rm_pelepasan tanpa hasil');
    await catatAktivitas(tx, ctx, {
      aksi: 'rm.pelepasan.ajukan',
      entitas: 'pasien',
      entitas_id: p.uid,
      keterangan: `Permintaan pelepasan informasi RM ${p.no_rm} – ${p.nama} oleh ${input.pemohon_nama} (${LABEL_JENIS_PEMOHON[input.pemohon_jenis]}), dasar: ${LABEL_DASAR_PELEPASAN[input.dasar]}${input.persetujuan ? ', persetujuan pasien tercatat' : hukum ? ', tanpa persetujuan (penegakan hukum)' : ', menunggu persetujuan pasien'}`,
      detail: { pelepasan_uid: row.uid, nomor, sesudah: input },
    });
    return row.uid;
  });
  return baca(db, uid);
}

/** The request locked for a step, checked to be in one of the states the step starts from. */
async function untukLangkah(tx: Tx, uid: string, boleh: StatusPelepasan[], tindakan: string) {
  const [r] = await tx
    .select({
      pasien_uid: rmPelepasan.pasien_uid,
      nomor: rmPelepasan.nomor,
      status: rmPelepasan.status,
      dasar: rmPelepasan.dasar,
      pemohon_nama: rmPelepasan.pemohon_nama,
      persetujuan_waktu: rmPelepasan.persetujuan_waktu,
    })
    .from(rmPelepasan)
    .where(eq(rmPelepasan.uid, uid))
    .for('update');
  if (!r) throw pelepasanTidakDitemukan();
  if (!boleh.includes(r.status)) throw statusPelepasan(r.status, tindakan);
  return r;
}

/** POST /pelepasan-informasi-rm/:uid/persetujuan: the consent, recorded while the request waits. */
export async function catatPersetujuan(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: PersetujuanInput,
): Promise<Pelepasan> {
  const kolomBaru = kolomPersetujuan(ctx, input, 'waktu');
  await db.transaction(async (tx) => {
    const r = await untukLangkah(tx, uid, ['DIAJUKAN'], 'dicatat persetujuannya');
    if (r.dasar === DASAR_TANPA_PERSETUJUAN) throw persetujuanTidakPerlu();
    await tx.update(rmPelepasan).set(kolomBaru).where(eq(rmPelepasan.uid, uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'rm.pelepasan.persetujuan',
      entitas: 'pasien',
      entitas_id: r.pasien_uid,
      keterangan: `Persetujuan pasien untuk pelepasan informasi ${r.nomor}: ${input.nama} (${input.cara.toLowerCase()}${input.saksi ? `, saksi ${input.saksi}` : ''})`,
      detail: { pelepasan_uid: uid, sesudah: input },
    });
  });
  return baca(db, uid);
}

/** POST /pelepasan-informasi-rm/:uid/keputusan: RM approves (consent required) or rejects with a reason. */
export async function putuskanPelepasan(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: KeputusanInput,
): Promise<Pelepasan> {
  const pengguna = penggunaOf(ctx);
  await db.transaction(async (tx) => {
    const r = await untukLangkah(tx, uid, ['DIAJUKAN'], 'diputuskan lagi');
    const setuju = input.keputusan === 'SETUJU';
    if (setuju && r.dasar !== DASAR_TANPA_PERSETUJUAN && !r.persetujuan_waktu) throw tanpaPersetujuan();
    await tx
      .update(rmPelepasan)
      .set({
        status: setuju ? 'DISETUJUI' : 'DITOLAK',
        diputus_pada: ctx.now(),
        diputus_oleh: pengguna.uid,
        alasan: input.alasan,
      })
      .where(eq(rmPelepasan.uid, uid));
    await catatAktivitas(tx, ctx, {
      aksi: setuju ? 'rm.pelepasan.setuju' : 'rm.pelepasan.tolak',
      entitas: 'pasien',
      entitas_id: r.pasien_uid,
      keterangan: `Permintaan pelepasan informasi ${r.nomor} (${r.pemohon_nama}) ${setuju ? 'disetujui' : 'ditolak'}${input.alasan ? `: ${input.alasan}` : ''}`,
      detail: { pelepasan_uid: uid, keputusan: input.keputusan, alasan: input.alasan },
    });
  });
  return baca(db, uid);
}

/** POST /pelepasan-informasi-rm/:uid/serahkan: the approved copy handed over; the release itself, audited. */
export async function serahkanPelepasan(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: SerahkanInput,
): Promise<Pelepasan> {
  const pengguna = penggunaOf(ctx);
  await db.transaction(async (tx) => {
    const r = await untukLangkah(tx, uid, ['DISETUJUI'], 'diserahkan');
    // Checked again at the handover: the CHECK constraint holds it too, this says it in words.
    if (r.dasar !== DASAR_TANPA_PERSETUJUAN && !r.persetujuan_waktu) throw tanpaPersetujuan();
    await tx
      .update(rmPelepasan)
      .set({
        status: 'DISERAHKAN',
        diserahkan_pada: ctx.now(),
        diserahkan_oleh: pengguna.uid,
        diterima_oleh: input.diterima_oleh,
        catatan_serah: input.catatan,
      })
      .where(eq(rmPelepasan.uid, uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'rm.pelepasan.serah',
      entitas: 'pasien',
      entitas_id: r.pasien_uid,
      keterangan: `Informasi rekam medis ${r.nomor} diserahkan kepada ${input.diterima_oleh}`,
      detail: { pelepasan_uid: uid, diterima_oleh: input.diterima_oleh, catatan: input.catatan },
    });
  });
  return baca(db, uid);
}
