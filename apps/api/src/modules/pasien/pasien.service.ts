import {
  formatNoRm,
  KUNCI_NOMOR_RM,
  type Pasien,
  type PasienInput,
  type PasienUpdate,
  type StatusPasien,
} from '@rawat/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { catatAktivitas, perubahan } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { detailWilayah } from '../wilayah/wilayah.service.ts';
import { namaCari } from './pasien.cari.ts';
import { type BarisPasien, pilihPasien, toPasien } from './pasien.dto.ts';
import {
  desaTidakDikenal,
  indeksUnikDilanggar,
  nikSudahTerdaftar,
  noBpjsSudahTerdaftar,
  pasienSudahDigabung,
  pasienTidakDitemukan,
} from './pasien.errors.ts';
import { pasien } from './pasien.tables.ts';

async function baris(db: DbOrTx, uid: string): Promise<BarisPasien> {
  const [row] = await pilihPasien(db).where(eq(pasien.uid, uid)).limit(1);
  if (!row) throw pasienTidakDitemukan();
  return row;
}

/**
 * GET /pasien/:uid. Reading a patient's record is itself recorded: an access row
 * ('pasien.read') in the activity log, as medical-record confidentiality asks.
 */
export async function ambilPasien(db: Db, ctx: Ctx, uid: string): Promise<Pasien> {
  const row = await baris(db, uid);
  await catatAktivitas(db, ctx, {
    aksi: 'pasien.read',
    entitas: 'pasien',
    entitas_id: uid,
    keterangan: `Membuka data pasien ${row.no_rm} – ${row.nama}`,
  });
  return toPasien(row);
}

/** The region names of an address, from the regions module; 400 on the field for an unknown village. */
export function namaWilayah(desaKode: string) {
  let d: ReturnType<typeof detailWilayah>;
  try {
    d = detailWilayah(desaKode);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw desaTidakDikenal();
    throw err;
  }
  if (d.tingkat !== 4 || !d.provinsi || !d.kabupaten || !d.kecamatan) throw desaTidakDikenal();
  return {
    provinsi_nama: d.provinsi.nama,
    kabupaten_nama: d.kabupaten.nama,
    kecamatan_nama: d.kecamatan.nama,
    desa_nama: d.nama,
  };
}

/** The columns a create or edit writes from the form. */
function kolomDari(input: PasienInput) {
  const { status: _, ...isi } = input as PasienUpdate;
  return { ...isi, nama_cari: namaCari(input.nama) };
}

/** The fields an audit row shows (everything a person edits, nothing computed). */
function isiAudit(p: Pasien) {
  const { uid, digabung_ke, created_by, created_by_nama, created_at, updated_at, ...isi } = p;
  return isi;
}

/** A NIK or BPJS number belongs to one patient among those not merged away: 409 naming the holder. */
async function pastikanNomorBebas(tx: DbOrTx, input: PasienInput, kecuali: string | null) {
  const cek = async (kolom: typeof pasien.nik | typeof pasien.no_bpjs, nilai: string) => {
    const [p] = await tx
      .select({ no_rm: pasien.no_rm, nama: pasien.nama })
      .from(pasien)
      .where(and(eq(kolom, nilai), isNull(pasien.digabung_ke), kecuali ? ne(pasien.uid, kecuali) : undefined))
      .limit(1);
    return p;
  };
  const nik = input.nik ? await cek(pasien.nik, input.nik) : undefined;
  if (nik) throw nikSudahTerdaftar(nik);
  const bpjs = input.no_bpjs ? await cek(pasien.no_bpjs, input.no_bpjs) : undefined;
  if (bpjs) throw noBpjsSudahTerdaftar(bpjs);
}

/**
 * The checks above give the clear message; a save that raced another one past them breaks a
 * unique index instead. Its transaction is gone, so the holder is looked up afresh.
 */
async function jelaskanBentrok(db: Db, err: unknown, input: PasienInput, kecuali: string | null) {
  const indeks = indeksUnikDilanggar(err);
  if (indeks === 'pasien_nik_uq' || indeks === 'pasien_no_bpjs_uq') {
    await pastikanNomorBebas(db, input, kecuali);
  }
  return err;
}

/** POST /pasien: a new patient with the next No. RM, and the audit row, in one transaction. */
export async function buatPasien(db: Db, ctx: Ctx, input: PasienInput): Promise<Pasien> {
  const wilayah = namaWilayah(input.desa_kode);
  try {
    return await db.transaction(async (tx) => {
      await pastikanNomorBebas(tx, input, null);
      // Taken last, just before the insert: other registrations wait for this number's row lock
      // until this transaction ends, and a failure below gives the number back.
      const noRm = formatNoRm(await ambilNomor(tx, KUNCI_NOMOR_RM));
      const sekarang = ctx.now();
      const [row] = await tx
        .insert(pasien)
        .values({
          ...kolomDari(input),
          ...wilayah,
          no_rm: noRm,
          created_by: ctx.user?.uid ?? null,
          created_at: sekarang,
          updated_at: sekarang,
        })
        .returning({ uid: pasien.uid });
      if (!row) throw new Error('insert pasien returned no row');
      const baru = toPasien(await baris(tx, row.uid));
      await catatAktivitas(tx, ctx, {
        aksi: 'pasien.create',
        entitas: 'pasien',
        entitas_id: baru.uid,
        keterangan: `Mendaftarkan pasien baru ${baru.no_rm} – ${baru.nama}`,
        detail: { sesudah: isiAudit(baru) },
      });
      return baru;
    });
  } catch (err) {
    throw await jelaskanBentrok(db, err, input, null);
  }
}

async function kunciBaris(tx: Tx, uid: string) {
  const [row] = await tx
    .select({ uid: pasien.uid, digabung_ke: pasien.digabung_ke })
    .from(pasien)
    .where(eq(pasien.uid, uid))
    .for('update');
  if (!row) throw pasienTidakDitemukan();
  return row;
}

/** PUT /pasien/:uid: the form's fields and status, with the changed fields in the audit row. */
export async function ubahPasien(db: Db, ctx: Ctx, uid: string, input: PasienUpdate): Promise<Pasien> {
  try {
    return await db.transaction(async (tx) => {
      const terkunci = await kunciBaris(tx, uid);
      if (terkunci.digabung_ke) {
        const [tujuan] = await tx
          .select({ no_rm: pasien.no_rm })
          .from(pasien)
          .where(eq(pasien.uid, terkunci.digabung_ke));
        throw pasienSudahDigabung(tujuan?.no_rm ?? '-');
      }
      const sebelum = toPasien(await baris(tx, uid));
      await pastikanNomorBebas(tx, input, uid);
      // Region names stay as they were saved unless the address moved to another village, so an
      // unrelated edit neither fails on a since-renamed region nor rewrites the old names.
      const wilayah = input.desa_kode === sebelum.desa_kode ? {} : namaWilayah(input.desa_kode);
      const status: StatusPasien = input.status ?? sebelum.status;
      await tx
        .update(pasien)
        .set({ ...kolomDari(input), ...wilayah, status, updated_at: ctx.now() })
        .where(eq(pasien.uid, uid));
      const sesudah = toPasien(await baris(tx, uid));
      await catatAktivitas(tx, ctx, {
        aksi: 'pasien.update',
        entitas: 'pasien',
        entitas_id: uid,
        keterangan: `Mengubah data pasien ${sesudah.no_rm} – ${sesudah.nama}`,
        detail: perubahan(isiAudit(sebelum), isiAudit(sesudah)),
      });
      return sesudah;
    });
  } catch (err) {
    throw await jelaskanBentrok(db, err, input, uid);
  }
}
