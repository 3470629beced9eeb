import {
  type IsiSurat,
  isiSuratSchema,
  type JenisKunjungan,
  type JenisPoli,
  type JenisSurat,
  type KelompokSurat,
  LABEL_PENJAMIN_KUNJUNGAN,
  type LayananSurat,
  namaBergelar,
  type PenjaminKunjungan,
  type StatusSurat,
  type Surat,
  umurSurat,
  type VersiSurat,
} from '@rawat/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import { akun } from '../akun/akun.tables.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { layananTidakDitemukan, pasienTidakDitemukan, suratTidakDitemukan } from './surat.errors.ts';
import { bacaPenanda } from './surat.penanda.ts';
import { surat } from './surat.tables.ts';

// Reading letters and the visit and patient they are about; the writes in surat.service.ts and
// the PDF share these.

const kolomSurat = {
  uid: surat.uid,
  kelompok: surat.kelompok,
  jenis: surat.jenis,
  status: surat.status,
  tanggal: surat.tanggal,
  nomor: surat.nomor,
  versi: surat.versi,
  mengganti_uid: surat.mengganti_uid,
  pasien_uid: surat.pasien_uid,
  layanan_uid: surat.layanan_uid,
  pegawai_uid: surat.pegawai_uid,
  isi: surat.isi,
  dibuat_oleh: surat.dibuat_oleh,
  dibuat_pada: surat.dibuat_pada,
  diubah_pada: surat.diubah_pada,
  diterbitkan_oleh: surat.diterbitkan_oleh,
  diterbitkan_pada: surat.diterbitkan_pada,
  dibatalkan_pada: surat.dibatalkan_pada,
  alasan_batal: surat.alasan_batal,
};
type Kolom = typeof kolomSurat;
export type BarisSurat = Omit<
  { [K in keyof Kolom]: Kolom[K]['_']['data'] },
  'kelompok' | 'jenis' | 'status' | 'isi'
> & { kelompok: KelompokSurat; jenis: JenisSurat; status: StatusSurat; isi: IsiSurat };

/** One letter's row; `kunci` locks it for the rest of the transaction (every write takes it first). */
export async function barisSurat(db: DbOrTx, uid: string, kunci = false): Promise<BarisSurat> {
  const q = db.select(kolomSurat).from(surat).where(eq(surat.uid, uid));
  const [row] = kunci ? await q.for('update') : await q;
  if (!row) throw suratTidakDitemukan();
  // What was stored passed the kind's schema; parsing again gives its output shape (defaults).
  return { ...(row as unknown as BarisSurat), isi: isiSuratSchema.parse(row.isi) };
}

/** The patient as a letter prints them; age on the letter's date. */
export type PasienSurat = Surat['pasien'];

export async function bacaPasienSurat(db: DbOrTx, uid: string, pada: string): Promise<PasienSurat> {
  const [p] = await db
    .select({
      uid: pasien.uid,
      no_rm: pasien.no_rm,
      nama: pasien.nama,
      nik: pasien.nik,
      no_bpjs: pasien.no_bpjs,
      jenis_kelamin: pasien.jenis_kelamin,
      tanggal_lahir: pasien.tanggal_lahir,
      pekerjaan: pasien.pekerjaan,
      alamat: pasien.alamat,
      rt: pasien.rt,
      rw: pasien.rw,
      desa: pasien.desa_nama,
      kecamatan: pasien.kecamatan_nama,
      kabupaten: pasien.kabupaten_nama,
    })
    .from(pasien)
    .where(eq(pasien.uid, uid));
  if (!p) throw pasienTidakDitemukan();
  const rtrw = p.rt || p.rw ? ` RT ${p.rt ?? '-'}/RW ${p.rw ?? '-'}` : '';
  return {
    uid: p.uid,
    no_rm: p.no_rm,
    nama: p.nama,
    nik: p.nik,
    no_bpjs: p.no_bpjs,
    jenis_kelamin: p.jenis_kelamin,
    tanggal_lahir: p.tanggal_lahir,
    umur: umurSurat(p.tanggal_lahir, pada),
    pekerjaan: p.pekerjaan,
    alamat: `${p.alamat}${rtrw}, ${p.desa}, Kec. ${p.kecamatan}, ${p.kabupaten}`,
  };
}

const dokterLayanan = alias(pegawai, 'dokter_layanan');

/** The visit (layanan) a letter is written from: clinic, doctor, payer, BPJS numbers; 404 when none. */
export async function bacaLayananSurat(
  db: DbOrTx,
  uid: string,
): Promise<LayananSurat & { pasien_uid: string }> {
  const [r] = await db
    .select({
      uid: layanan.uid,
      kunjungan_uid: layanan.kunjungan_uid,
      pasien_uid: layanan.pasien_uid,
      tanggal: layanan.tanggal,
      jenis: layanan.jenis,
      status: layanan.status,
      poli: { uid: poli.uid, nama: poli.nama, jenis: poli.jenis },
      dok: {
        uid: dokterLayanan.uid,
        nama: dokterLayanan.nama,
        gelar_depan: dokterLayanan.gelar_depan,
        gelar_belakang: dokterLayanan.gelar_belakang,
      },
      penjamin: kunjungan.penjamin,
      no_kartu: kunjungan.no_kartu,
      no_sep: kunjungan.no_sep,
    })
    .from(layanan)
    .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .leftJoin(dokterLayanan, eq(dokterLayanan.uid, layanan.dokter_uid))
    .where(eq(layanan.uid, uid));
  if (!r) throw layananTidakDitemukan();
  return {
    uid: r.uid,
    kunjungan_uid: r.kunjungan_uid,
    pasien_uid: r.pasien_uid,
    tanggal: r.tanggal,
    jenis: r.jenis as JenisKunjungan,
    status: r.status,
    poli: { ...r.poli, jenis: r.poli.jenis as JenisPoli },
    dokter: r.dok ? { uid: r.dok.uid, nama: namaBergelar(r.dok) } : null,
    penjamin: r.penjamin,
    penjamin_label: LABEL_PENJAMIN_KUNJUNGAN[r.penjamin as PenjaminKunjungan] ?? r.penjamin,
    no_kartu: r.no_kartu,
    no_sep: r.no_sep,
  };
}

const kolomVersi = { uid: surat.uid, nomor: surat.nomor, versi: surat.versi, status: surat.status };

async function versiLain(db: DbOrTx, row: BarisSurat): Promise<[VersiSurat | null, VersiSurat | null]> {
  const [[lama], [baru]] = await bersamaan(db, [
    () =>
      row.mengganti_uid
        ? db.select(kolomVersi).from(surat).where(eq(surat.uid, row.mengganti_uid))
        : Promise.resolve([]),
    // The live successor, else the newest cancelled one (a replacement drafted and then dropped).
    () =>
      db
        .select(kolomVersi)
        .from(surat)
        .where(eq(surat.mengganti_uid, row.uid))
        .orderBy(desc(ne(surat.status, 'DIBATALKAN')), desc(surat.versi), desc(surat.dibuat_pada))
        .limit(1),
  ] as const);
  const v = (x: typeof lama): VersiSurat | null => (x ? { ...x, status: x.status as StatusSurat } : null);
  return [v(lama), v(baru)];
}

const namaAkun = async (db: DbOrTx, uid: string | null) =>
  uid ? ((await db.select({ nama: akun.nama }).from(akun).where(eq(akun.uid, uid)))[0]?.nama ?? null) : null;

/** The letter as the screens and the PDF read it (GET /surat/:uid, every write's answer). */
export async function susunSurat(db: DbOrTx, row: BarisSurat): Promise<Surat> {
  const [layananSurat, pasienSurat, penanda, [mengganti, digantiOleh], dibuatOleh, diterbitkanOleh] =
    await bersamaan(db, [
      () => (row.layanan_uid ? bacaLayananSurat(db, row.layanan_uid) : Promise.resolve(null)),
      () => bacaPasienSurat(db, row.pasien_uid, row.tanggal),
      () => bacaPenanda(db, row.pegawai_uid),
      () => versiLain(db, row),
      () => namaAkun(db, row.dibuat_oleh),
      () => namaAkun(db, row.diterbitkan_oleh),
    ] as const);
  const nama = penanda ?? (await namaPegawai(db, row.pegawai_uid));
  let lay: LayananSurat | null = null;
  if (layananSurat) {
    const { pasien_uid: _, ...l } = layananSurat;
    lay = l;
  }
  return {
    uid: row.uid,
    kelompok: row.kelompok,
    jenis: row.jenis,
    status: row.status,
    tanggal: row.tanggal,
    nomor: row.nomor,
    versi: row.versi,
    mengganti,
    diganti_oleh: digantiOleh,
    pasien: pasienSurat,
    layanan: lay,
    penanda: { uid: nama.uid, nama: nama.nama, nip: nama.nip, profesi: nama.profesi },
    isi: row.isi,
    dibuat_oleh: dibuatOleh,
    dibuat_pada: row.dibuat_pada.toISOString(),
    diubah_pada: row.diubah_pada.toISOString(),
    diterbitkan_oleh: diterbitkanOleh,
    diterbitkan_pada: row.diterbitkan_pada?.toISOString() ?? null,
    dibatalkan_pada: row.dibatalkan_pada?.toISOString() ?? null,
    alasan_batal: row.alasan_batal,
  };
}

/** A signer whose profile was removed since still has a name on the letters they signed. */
async function namaPegawai(db: DbOrTx, uid: string) {
  const [p] = await db
    .select({
      uid: pegawai.uid,
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
      nip: pegawai.kode,
    })
    .from(pegawai)
    .where(eq(pegawai.uid, uid));
  return {
    uid,
    nama: p ? namaBergelar(p) : '-',
    nip: p?.nip ?? '-',
    profesi: 'DOKTER' as const,
  };
}

/** GET /surat/:uid. */
export async function bacaSurat(db: DbOrTx, uid: string): Promise<Surat> {
  return susunSurat(db, await barisSurat(db, uid));
}

/** The live replacement of a letter (a draft or issued copy naming it), if any. */
export async function penggantiHidup(db: DbOrTx, uid: string) {
  const [r] = await db
    .select(kolomVersi)
    .from(surat)
    .where(and(eq(surat.mengganti_uid, uid), ne(surat.status, 'DIBATALKAN')))
    .limit(1);
  return r ? { ...r, status: r.status as StatusSurat } : null;
}
