import {
  type Asesmen,
  alatSkriningGizi,
  formatUmur,
  type GiziPerawatan,
  JENIS_SKRINING_GIZI,
  type JenisAsesmen,
  type JenisSkriningGizi,
} from '@rawat/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { asesmenKeDto, isiValid, tulisAsesmen } from '../../pelayanan/asesmen.service.ts';
import { asesmen } from '../../pelayanan/pelayanan.tables.ts';
import { stayUntukBaca, stayUntukTulis } from './gizi.akses.ts';

/** The assessment kinds of the nutrition record. */
export const JENIS_GIZI: readonly JenisAsesmen[] = [...JENIS_SKRINING_GIZI, 'ASESMEN_GIZI'];

/** The screening kind chosen does not fit the patient's age (STRONGkids below 18, MST from 18). */
const alatTidakSesuai = (alat: JenisSkriningGizi) => {
  const pesan =
    alat === 'SKRINING_MST'
      ? 'Pasien dewasa (≥ 18 tahun) diskrining dengan MST'
      : 'Pasien anak (< 18 tahun) diskrining dengan STRONGkids';
  return badRequest(pesan, [{ path: 'jenis', message: pesan }]);
};

/** GET …/gizi: the tool for the patient's age today, the screenings newest first, the ADIME. */
export async function bacaGiziPerawatan(db: Db, ctx: Ctx, layananUid: string): Promise<GiziPerawatan> {
  const s = await stayUntukBaca(db, ctx, layananUid);
  const rows = await db
    .select()
    .from(asesmen)
    .where(and(eq(asesmen.layanan_uid, s.l.uid), inArray(asesmen.jenis, [...JENIS_GIZI])))
    .orderBy(desc(asesmen.waktu));
  const dto = rows.map(asesmenKeDto);
  const sekarang = ctx.now();
  return {
    alat: alatSkriningGizi(s.l.pasien.tanggal_lahir, sekarang),
    umur: formatUmur(s.l.pasien.tanggal_lahir, sekarang),
    skrining: dto.filter((a) => a.jenis !== 'ASESMEN_GIZI'),
    adime: dto.find((a) => a.jenis === 'ASESMEN_GIZI') ?? null,
  };
}

/**
 * A screening on the ward (each save a new row; the newest counts): the kind must be the one the
 * patient's age calls for, the score is computed by the kind's schema from the answers.
 */
export async function simpanSkriningGizi(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: { jenis: JenisSkriningGizi; isi: Record<string, unknown> },
): Promise<Asesmen> {
  const isi = isiValid(input.jenis, input.isi);
  return db.transaction(async (tx) => {
    const s = await stayUntukTulis(tx, ctx, layananUid, 'gizi');
    const alat = alatSkriningGizi(s.l.pasien.tanggal_lahir, ctx.now());
    if (alat !== input.jenis) throw alatTidakSesuai(alat);
    const { asesmen: a } = await tulisAsesmen(tx, ctx, s.l, input.jenis, isi, undefined);
    return a;
  });
}

/** The nutritionist's ADIME: one per stay, a later save edits it (before/after in the audit row). */
export async function simpanAdime(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: { isi: Record<string, unknown> },
): Promise<{ asesmen: Asesmen; baru: boolean }> {
  const isi = isiValid('ASESMEN_GIZI', input.isi);
  return db.transaction(async (tx) => {
    const s = await stayUntukTulis(tx, ctx, layananUid, 'gizi');
    const [ada] = await tx
      .select()
      .from(asesmen)
      .where(and(eq(asesmen.layanan_uid, s.l.uid), eq(asesmen.jenis, 'ASESMEN_GIZI')))
      .for('update');
    return tulisAsesmen(tx, ctx, s.l, 'ASESMEN_GIZI', isi, ada);
  });
}

/** The nutrition rows of many stays, oldest first (callers pick first and latest). */
export async function asesmenGiziUntuk(db: DbOrTx, layananUids: string[]) {
  if (layananUids.length === 0) return [];
  return db
    .select({
      layanan_uid: asesmen.layanan_uid,
      jenis: asesmen.jenis,
      isi: asesmen.isi,
      waktu: asesmen.waktu,
      nama_penulis: asesmen.nama_penulis,
    })
    .from(asesmen)
    .where(and(inArray(asesmen.layanan_uid, layananUids), inArray(asesmen.jenis, [...JENIS_GIZI])))
    .orderBy(asesmen.waktu);
}
