import {
  type IsiSurat,
  KELOMPOK_JENIS_SURAT,
  LABEL_JENIS_SURAT,
  ringkasanSurat,
  type Surat,
  type suratBuatSchema,
  type suratUbahSchema,
  toJakartaIsoDate,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { perubahan } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { ajukanOtomatis, batalkanPengajuan } from '../esign/pengajuan.service.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { pelanggaranUnik } from '../master/crud/crud.errors.ts';
import {
  type BarisSurat,
  bacaLayananSurat,
  bacaPasienSurat,
  barisSurat,
  penggantiHidup,
  susunSurat,
} from './surat.baca.ts';
import {
  ibuBukanPerempuan,
  jenisTidakBolehBerubah,
  layananBatal,
  suratBelumTerbit,
  suratDibatalkan,
  suratSudahTerbit,
  versiBaruSudahAda,
} from './surat.errors.ts';
import { lengkapiIsi, periksaSiapTerbit, periksaTanggalKontrol } from './surat.isi.ts';
import { nomorSurat } from './surat.nomor.ts';
import { periksaPenanda } from './surat.penanda.ts';
import { surat } from './surat.tables.ts';
import { sumberSurat } from './surat.ttd.ts';

type Buat = z.output<typeof suratBuatSchema>;
type Ubah = z.output<typeof suratUbahSchema>;

/**
 * Every change of a letter is written twice in its transaction: the audit log and the patient's
 * timeline. The timeline's types (spec §4) name no letter; a letter attests an examination, so it
 * goes under LOG_ASSESSTMENT with `sumber` 'surat' (docs/surat.md).
 */
async function catat(
  tx: DbOrTx,
  ctx: Ctx,
  s: Pick<BarisSurat, 'uid' | 'jenis' | 'pasien_uid' | 'layanan_uid'>,
  kunjunganUid: string | null,
  aksi: string,
  ringkasan: string,
  detail: unknown,
) {
  await catatKlinis(tx, ctx, {
    aktivitas: { aksi, entitas: 'surat', entitas_id: s.uid, keterangan: ringkasan, detail },
    pasien: { pasien_uid: s.pasien_uid, kunjungan_uid: kunjunganUid, layanan_uid: s.layanan_uid },
    log: { jenis: 'LOG_ASSESSTMENT', ringkasan },
  });
}

const judul = (s: Pick<BarisSurat, 'jenis' | 'nomor'>) =>
  `${LABEL_JENIS_SURAT[s.jenis]}${s.nomor ? ` ${s.nomor}` : ''}`;

async function kunjunganDari(tx: DbOrTx, layananUid: string | null): Promise<string | null> {
  return layananUid ? (await bacaLayananSurat(tx, layananUid)).kunjungan_uid : null;
}

/** POST /surat: a draft from a visit, signed by a doctor (a birth certificate: or a midwife). */
export async function buatSurat(db: Db, ctx: Ctx, input: Buat): Promise<Surat> {
  return db.transaction(async (tx) => {
    const l = await bacaLayananSurat(tx, input.layanan_uid);
    if (l.status === 'BATAL') throw layananBatal();
    const jenis = input.isi.jenis;
    const penanda = await periksaPenanda(tx, input.pegawai_uid, jenis);
    const sekarang = ctx.now();
    const tanggal = toJakartaIsoDate(sekarang);
    if (jenis === 'KELAHIRAN' && (await bacaPasienSurat(tx, l.pasien_uid, tanggal)).jenis_kelamin !== 'P')
      throw ibuBukanPerempuan();
    periksaTanggalKontrol(input.isi, tanggal);
    const isi = await lengkapiIsi(tx, input.isi, l, null);
    const [baru] = await tx
      .insert(surat)
      .values({
        kelompok: KELOMPOK_JENIS_SURAT[jenis],
        jenis,
        status: 'DRAF',
        tanggal,
        pasien_uid: l.pasien_uid,
        layanan_uid: l.uid,
        pegawai_uid: penanda.uid,
        isi,
        dibuat_oleh: penggunaUid(ctx),
        dibuat_pada: sekarang,
        diubah_pada: sekarang,
      })
      .returning({ uid: surat.uid });
    if (!baru) throw new Error('surat: insert tanpa baris');
    const row = await barisSurat(tx, baru.uid);
    await catat(
      tx,
      ctx,
      row,
      l.kunjungan_uid,
      'surat.create',
      `Draf ${judul(row)} dibuat: ${ringkasanSurat(isi)}`,
      {
        sesudah: { pegawai_uid: penanda.uid, isi },
      },
    );
    return susunSurat(tx, row);
  });
}

function penggunaUid(ctx: Ctx): string {
  // The guard lets no write through without a session; this only satisfies the column's type.
  if (!ctx.user) throw new Error('surat: tanpa pengguna');
  return ctx.user.uid;
}

function periksaMasihDraf(row: BarisSurat): void {
  if (row.status === 'TERBIT') throw suratSudahTerbit(row.nomor);
  if (row.status === 'DIBATALKAN') throw suratDibatalkan();
}

/** PUT /surat/:uid: a draft's signer and fields; an issued letter answers 409 surat.terbit. */
export async function ubahSurat(db: Db, ctx: Ctx, uid: string, input: Ubah): Promise<Surat> {
  return db.transaction(async (tx) => {
    const row = await barisSurat(tx, uid, true);
    periksaMasihDraf(row);
    if (input.isi.jenis !== row.jenis) throw jenisTidakBolehBerubah(row.jenis);
    const penanda = await periksaPenanda(tx, input.pegawai_uid, row.jenis);
    const l = row.layanan_uid ? await bacaLayananSurat(tx, row.layanan_uid) : null;
    periksaTanggalKontrol(input.isi, toJakartaIsoDate(ctx.now()));
    const isi = l ? await lengkapiIsi(tx, input.isi, l, row.isi) : input.isi;
    await tx
      .update(surat)
      .set({ pegawai_uid: penanda.uid, isi, diubah_pada: ctx.now() })
      .where(eq(surat.uid, row.uid));
    const baru = await barisSurat(tx, row.uid);
    await catat(
      tx,
      ctx,
      row,
      l?.kunjungan_uid ?? null,
      'surat.update',
      `Draf ${judul(row)} diubah: ${ringkasanSurat(isi)}`,
      perubahan({ pegawai_uid: row.pegawai_uid, isi: row.isi }, { pegawai_uid: penanda.uid, isi }),
    );
    return susunSurat(tx, baru);
  });
}

/**
 * POST /surat/:uid/terbit: numbers and freezes a draft, dated today (WIB). When it replaces an
 * issued letter, that one becomes DIBATALKAN in the same transaction: one of the two is in force.
 */
export async function terbitkanSurat(db: Db, ctx: Ctx, uid: string): Promise<Surat> {
  return db.transaction(async (tx) => {
    const row = await barisSurat(tx, uid, true);
    periksaMasihDraf(row);
    const penanda = await periksaPenanda(tx, row.pegawai_uid, row.jenis);
    const sekarang = ctx.now();
    const tanggal = toJakartaIsoDate(sekarang);
    const l = row.layanan_uid ? await bacaLayananSurat(tx, row.layanan_uid) : null;
    // The master data may have changed since the draft (a DPJP code added): read it again.
    const isi: IsiSurat = l ? await lengkapiIsi(tx, row.isi, l, row.isi) : row.isi;
    periksaSiapTerbit(isi, tanggal);
    const lama = row.mengganti_uid ? await barisSurat(tx, row.mengganti_uid, true) : null;
    // Last: the kind's number key stays locked until this transaction commits.
    const { nomor, urut } = await nomorSurat(tx, row.jenis, sekarang);
    await tx
      .update(surat)
      .set({
        status: 'TERBIT',
        nomor,
        nomor_urut: urut,
        tanggal,
        isi,
        diterbitkan_oleh: penggunaUid(ctx),
        diterbitkan_pada: sekarang,
        diubah_pada: sekarang,
      })
      .where(eq(surat.uid, row.uid));
    const kunjunganUid = l?.kunjungan_uid ?? null;
    await catat(
      tx,
      ctx,
      row,
      kunjunganUid,
      'surat.terbit',
      `${judul({ jenis: row.jenis, nomor })} diterbitkan, ditandatangani ${penanda.nama}`,
      { nomor, versi: row.versi, mengganti: lama?.nomor ?? null },
    );
    // Issued, the letter waits for its signer's electronic signature (docs/esign.md).
    const dok = await sumberSurat.baca(tx, row.uid);
    if (dok) await ajukanOtomatis(tx, ctx, dok);
    if (lama) await batalkanPengajuan(tx, 'SURAT', lama.uid);
    if (lama?.status === 'TERBIT') {
      const alasan = `Diganti dengan versi ${row.versi} nomor ${nomor}`;
      await tx
        .update(surat)
        .set({ status: 'DIBATALKAN', dibatalkan_pada: sekarang, alasan_batal: alasan, diubah_pada: sekarang })
        .where(eq(surat.uid, lama.uid));
      await catat(tx, ctx, lama, kunjunganUid, 'surat.diganti', `${judul(lama)} dibatalkan: ${alasan}`, {
        diganti_oleh: nomor,
      });
    }
    return susunSurat(tx, await barisSurat(tx, row.uid));
  });
}

/**
 * POST /surat/:uid/versi-baru: a DRAF copy of an issued letter (versi + 1, naming it). The issued
 * one stays in force until the copy is issued; a letter has at most one live copy.
 */
export async function buatVersiBaru(db: Db, ctx: Ctx, uid: string): Promise<Surat> {
  try {
    return await db.transaction(async (tx) => {
      const row = await barisSurat(tx, uid, true);
      if (row.status === 'DRAF') throw suratBelumTerbit();
      if (row.status === 'DIBATALKAN') throw suratDibatalkan();
      const ada = await penggantiHidup(tx, row.uid);
      if (ada) throw versiBaruSudahAda(ada.status, ada.versi);
      const sekarang = ctx.now();
      const [baru] = await tx
        .insert(surat)
        .values({
          kelompok: row.kelompok,
          jenis: row.jenis,
          status: 'DRAF',
          tanggal: toJakartaIsoDate(sekarang),
          versi: row.versi + 1,
          mengganti_uid: row.uid,
          pasien_uid: row.pasien_uid,
          layanan_uid: row.layanan_uid,
          pegawai_uid: row.pegawai_uid,
          isi: row.isi,
          dibuat_oleh: penggunaUid(ctx),
          dibuat_pada: sekarang,
          diubah_pada: sekarang,
        })
        .returning({ uid: surat.uid });
      if (!baru) throw new Error('surat: insert tanpa baris');
      const salinan = await barisSurat(tx, baru.uid);
      await catat(
        tx,
        ctx,
        salinan,
        await kunjunganDari(tx, row.layanan_uid),
        'surat.versi_baru',
        `Draf versi ${salinan.versi} dibuat untuk mengganti ${judul(row)}`,
        { mengganti: row.nomor, versi: salinan.versi },
      );
      return susunSurat(tx, salinan);
    });
  } catch (err) {
    // Two copies asked for at the same moment: the partial unique index lets one through.
    if (pelanggaranUnik(err)) {
      const ada = await penggantiHidup(db, uid);
      throw versiBaruSudahAda(ada?.status ?? 'DRAF', ada?.versi ?? 0);
    }
    throw err;
  }
}

/** POST /surat/:uid/batal: a draft or an issued letter is cancelled with a reason and kept. */
export async function batalkanSurat(db: Db, ctx: Ctx, uid: string, alasan: string): Promise<Surat> {
  return db.transaction(async (tx) => {
    const row = await barisSurat(tx, uid, true);
    if (row.status === 'DIBATALKAN') throw suratDibatalkan();
    const sekarang = ctx.now();
    await tx
      .update(surat)
      .set({ status: 'DIBATALKAN', dibatalkan_pada: sekarang, alasan_batal: alasan, diubah_pada: sekarang })
      .where(eq(surat.uid, row.uid));
    await batalkanPengajuan(tx, 'SURAT', row.uid);
    await catat(
      tx,
      ctx,
      row,
      await kunjunganDari(tx, row.layanan_uid),
      'surat.batal',
      `${row.status === 'DRAF' ? 'Draf ' : ''}${judul(row)} dibatalkan: ${alasan}`,
      { status_sebelum: row.status, alasan },
    );
    return susunSurat(tx, await barisSurat(tx, row.uid));
  });
}
