import {
  type JenisSurat,
  type ListEnvelope,
  namaBergelar,
  type PenandaSurat,
  type ProfesiPenanda,
} from '@rawat/domain';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jabatan } from '../master/organisasi/organisasi.tables.ts';
import { dokter, dokterPoli, pegawai, perawat } from '../master/sdm/sdm.tables.ts';
import { bukanPenanda } from './surat.errors.ts';

// Who may attest a letter (docs/surat.md "Penanda tangan"): a doctor — a `dokter` profile — for
// every kind; for a birth certificate also a midwife. The staff master has no midwife flag: a
// midwife is an employee with the nurse/midwife profile (`perawat`) whose position is Bidan or who
// carries a midwife's title (Bd., A.Md.Keb, S.Tr.Keb, S.Keb, M.Keb).
// 'Bidan' as a whole word: 'Kepala Bidang Keperawatan' is a nurse's position, not a midwife's.
const bidan: SQL = sql`(${jabatan.kode} = 'BIDAN' or ${jabatan.nama} ~* '\\mbidan\\M'
  or ${pegawai.gelar_depan} ~* '^bd\\.?$' or ${pegawai.gelar_belakang} ~* '\\mkeb\\M')`;

export interface Penanda {
  uid: string;
  nama: string;
  nip: string;
  profesi: ProfesiPenanda;
  akun_uid: string | null;
  kode_dpjp_bpjs: string | null;
}

const kolom = {
  uid: pegawai.uid,
  nama: pegawai.nama,
  gelar_depan: pegawai.gelar_depan,
  gelar_belakang: pegawai.gelar_belakang,
  nip: pegawai.kode,
  akun_uid: pegawai.akun_uid,
  dokter: dokter.pegawai_uid,
  kode_dpjp_bpjs: dokter.kode_dpjp_bpjs,
  bidan: sql<boolean>`${perawat.pegawai_uid} is not null and ${bidan}`,
};

function dariBaris(r: {
  uid: string;
  nama: string;
  gelar_depan: string | null;
  gelar_belakang: string | null;
  nip: string;
  akun_uid: string | null;
  dokter: string | null;
  kode_dpjp_bpjs: string | null;
  bidan: boolean | null;
}): Penanda | null {
  const profesi: ProfesiPenanda | null = r.dokter ? 'DOKTER' : r.bidan ? 'BIDAN' : null;
  if (!profesi) return null;
  return {
    uid: r.uid,
    nama: namaBergelar(r),
    nip: r.nip,
    profesi,
    akun_uid: r.akun_uid,
    kode_dpjp_bpjs: r.kode_dpjp_bpjs,
  };
}

function pegawaiDenganProfil(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(kolom)
    .from(pegawai)
    .leftJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .leftJoin(perawat, eq(perawat.pegawai_uid, pegawai.uid))
    .leftJoin(jabatan, eq(jabatan.uid, pegawai.jabatan_uid))
    .where(where);
}

/** The employee as a signer (any status): doctor or midwife, or null when they are neither. */
export async function bacaPenanda(db: DbOrTx, uid: string): Promise<Penanda | null> {
  const [r] = await pegawaiDenganProfil(db, eq(pegawai.uid, uid));
  return r ? dariBaris(r) : null;
}

/** The signer of a new or edited letter: active, a doctor (a midwife too for a birth certificate); else 400. */
export async function periksaPenanda(db: DbOrTx, uid: string, jenis: JenisSurat): Promise<Penanda> {
  const [r] = await pegawaiDenganProfil(db, and(eq(pegawai.uid, uid), eq(pegawai.status, 'AKTIF')));
  const p = r ? dariBaris(r) : null;
  if (!p || (p.profesi === 'BIDAN' && jenis !== 'KELAHIRAN')) throw bukanPenanda(jenis);
  return p;
}

/** GET /surat/penanda: the active doctors (and, for a birth certificate, midwives), by name. */
export async function daftarPenanda(db: DbOrTx, jenis: JenisSurat): Promise<ListEnvelope<PenandaSurat>> {
  const profil =
    jenis === 'KELAHIRAN'
      ? or(isNotNull(dokter.pegawai_uid), isNotNull(perawat.pegawai_uid))
      : isNotNull(dokter.pegawai_uid);
  const rows = await pegawaiDenganProfil(db, and(eq(pegawai.status, 'AKTIF'), profil)).orderBy(
    asc(pegawai.nama),
  );
  const penanda = rows.map(dariBaris).filter((p): p is Penanda => p !== null);
  const poli = penanda.length
    ? await db
        .select({ dokter: dokterPoli.dokter_uid, poli: dokterPoli.poli_uid })
        .from(dokterPoli)
        .where(
          inArray(
            dokterPoli.dokter_uid,
            penanda.map((p) => p.uid),
          ),
        )
    : [];
  const respon = penanda.map(({ akun_uid: _, ...p }) => ({
    ...p,
    poli_uids: poli.filter((x) => x.dokter === p.uid).map((x) => x.poli),
  }));
  return { respon, metadata: { total_data: respon.length, offset: 0, limit: respon.length } };
}
