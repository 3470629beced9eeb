import type {
  DiagnosisKode,
  KodingDetail,
  KodingListFilter,
  KodingRingkas,
  ListEnvelope,
  ProsedurKode,
} from '@rawat/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { diagnosis, prosedur } from '../../pelayanan/pelayanan.tables.ts';
import { resumeMedis } from '../../pelayanan/resume.tables.ts';
import {
  type BarisSelesai,
  barisDari,
  FROM_SELESAI,
  KOLOM_SELESAI,
  namaDokter,
  SELESAI_PADA,
  syaratSelesai,
} from '../layanan-selesai.ts';
import { layananTidakDitemukan } from './koding.errors.ts';
import { koding } from './koding.tables.ts';

interface BarisWorklist extends BarisSelesai {
  utama_kode: string | null;
  utama_nama: string | null;
}

// The primary diagnosis shown on a row: the coder's once coded, the doctor's before.
const UTAMA = sql.raw(`
  coalesce((select e->>'kode' from jsonb_array_elements(ko.diagnosis) e where e->>'jenis' = 'UTAMA' limit 1),
           (select dx.kode_icd10 from diagnosis dx where dx.layanan_uid = l.uid and dx.jenis = 'UTAMA' limit 1)) as utama_kode,
  coalesce((select e->>'nama' from jsonb_array_elements(ko.diagnosis) e where e->>'jenis' = 'UTAMA' limit 1),
           (select dx.nama from diagnosis dx where dx.layanan_uid = l.uid and dx.jenis = 'UTAMA' limit 1)) as utama_nama`);

function keRingkas(r: BarisWorklist): KodingRingkas {
  return {
    layanan_uid: r.layanan_uid,
    jenis: r.jenis,
    tanggal: r.tanggal,
    selesai_pada: r.selesai_pada,
    pasien: { uid: r.pasien_uid, no_rm: r.no_rm, nama: r.pasien_nama },
    unit: r.unit,
    dokter: namaDokter(r),
    penjamin: r.penjamin,
    status: r.koding_uid ? 'SUDAH' : 'BELUM',
    diagnosis_utama: r.utama_kode ? { kode: r.utama_kode, nama: r.utama_nama ?? '' } : null,
    nama_pengkode: r.nama_pengkode,
    dikonfirmasi_pada: r.dikonfirmasi_pada,
  };
}

/** GET /rekam-medis/koding: finished layanan, newest end first, paged. */
export async function daftarKoding(db: DbOrTx, q: KodingListFilter): Promise<ListEnvelope<KodingRingkas>> {
  const where = syaratSelesai({
    ...q,
    dikode: q.status === undefined ? undefined : q.status === 'SUDAH',
  });
  const limit = q.limitless ? null : q.limit;
  const [jumlah] = barisDari<{ n: number }>(
    await db.execute(sql`select count(*)::int as n ${FROM_SELESAI} where ${where}`),
  );
  const rows = barisDari<BarisWorklist>(
    await db.execute(sql`select ${KOLOM_SELESAI}, ${UTAMA} ${FROM_SELESAI} where ${where}
      order by ${SELESAI_PADA} desc, l.uid desc
      ${limit === null ? sql`` : sql`limit ${limit}`} offset ${q.offset}`),
  );
  return {
    respon: rows.map(keRingkas),
    metadata: { total_data: jumlah?.n ?? 0, offset: q.offset, limit: limit ?? rows.length },
  };
}

/** The doctor's own codes of a layanan, primary first. */
export async function kodeDokter(
  db: DbOrTx,
  layananUid: string,
): Promise<{ diagnosis: DiagnosisKode[]; prosedur: ProsedurKode[] }> {
  const dx = await db
    .select({ kode: diagnosis.kode_icd10, nama: diagnosis.nama, jenis: diagnosis.jenis })
    .from(diagnosis)
    .where(eq(diagnosis.layanan_uid, layananUid))
    .orderBy(sql`${diagnosis.jenis} = 'UTAMA' desc`, asc(diagnosis.created_at), asc(diagnosis.kode_icd10));
  const px = await db
    .select({ kode: prosedur.kode_icd9, nama: prosedur.nama })
    .from(prosedur)
    .where(eq(prosedur.layanan_uid, layananUid))
    .orderBy(asc(prosedur.created_at), asc(prosedur.kode_icd9));
  return { diagnosis: dx, prosedur: px };
}

/** The same set of codes (order aside): what "changed from the doctor's" means. */
export function samaDenganDokter(
  a: { diagnosis: DiagnosisKode[]; prosedur: ProsedurKode[] },
  b: { diagnosis: { kode: string; jenis?: string | undefined }[]; prosedur: { kode: string }[] },
): boolean {
  const dx = (xs: { kode: string; jenis?: string | undefined }[]) =>
    xs
      .map((x) => `${x.kode}:${x.jenis ?? ''}`)
      .sort()
      .join('|');
  const px = (xs: { kode: string }[]) =>
    xs
      .map((x) => x.kode)
      .sort()
      .join('|');
  return dx(a.diagnosis) === dx(b.diagnosis) && px(a.prosedur) === px(b.prosedur);
}

/** GET /rekam-medis/koding/:layanan_uid: the doctor's codes beside the coder's, and the resume. */
export async function bacaKoding(db: DbOrTx, layananUid: string): Promise<KodingDetail> {
  const [r] = barisDari<BarisWorklist & { status_layanan: string }>(
    await db.execute(sql`select ${KOLOM_SELESAI}, ${UTAMA}, l.status as status_layanan ${FROM_SELESAI}
      where l.uid = ${layananUid} and l.status <> 'BATAL'`),
  );
  if (!r) throw layananTidakDitemukan();
  const dokter = await kodeDokter(db, layananUid);
  const [ko] = await db
    .select({
      diagnosis: koding.diagnosis,
      prosedur: koding.prosedur,
      catatan: koding.catatan,
      nama_pengkode: koding.nama_pengkode,
      dikonfirmasi_pada: koding.dikonfirmasi_pada,
    })
    .from(koding)
    .where(eq(koding.layanan_uid, layananUid));
  const [resume] = await db
    .select({ jenis: resumeMedis.jenis, status: resumeMedis.status, nomor: resumeMedis.nomor })
    .from(resumeMedis)
    .where(eq(resumeMedis.layanan_uid, layananUid));
  const dxKoder = (ko?.diagnosis ?? []).map((d) => ({
    kode: d.kode,
    nama: d.nama,
    jenis: d.jenis ?? 'SEKUNDER',
  }));
  const pxKoder = (ko?.prosedur ?? []).map((p) => ({ kode: p.kode, nama: p.nama }));
  return {
    ...keRingkas(r),
    resume: resume ?? null,
    dokter_kode: dokter,
    koding: ko
      ? {
          diagnosis: dxKoder,
          prosedur: pxKoder,
          catatan: ko.catatan,
          nama_pengkode: ko.nama_pengkode,
          dikonfirmasi_pada: ko.dikonfirmasi_pada.toISOString(),
          berubah: !samaDenganDokter(dokter, { diagnosis: dxKoder, prosedur: pxKoder }),
        }
      : null,
  };
}
