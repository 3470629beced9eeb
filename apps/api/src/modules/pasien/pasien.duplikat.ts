import type { AlasanDuplikat, CekDuplikatQuery, DuplikatPasien } from '@rawat/domain';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { namaCari } from './pasien.cari.ts';
import { kolomRingkas, toRingkas } from './pasien.dto.ts';
import { pasien } from './pasien.tables.ts';

// Spelling variants of one name with the same birth date ('Siti Rahmawati' / 'Sity Rahmawaty').
const AMBANG_NAMA_MIRIP = 0.5;
const URUTAN_ALASAN: readonly AlasanDuplikat[] = [
  'NIK_SAMA',
  'NO_BPJS_SAMA',
  'NAMA_TANGGAL_LAHIR_SAMA',
  'NAMA_MIRIP',
];

/**
 * Likely duplicates of a patient about to be saved (docs/pasien.md): the same NIK, the same BPJS
 * number, the same folded name and birth date, or a name at least half similar (trigrams) with
 * the same birth date. At most 10, the strongest reason first.
 */
export async function cekDuplikat(db: Db, q: CekDuplikatQuery): Promise<DuplikatPasien[]> {
  const nama = q.nama && q.tanggal_lahir ? namaCari(q.nama) : null;
  const sim = nama ? sql<number>`similarity(${pasien.nama_cari}, ${nama})` : sql<number>`0`;
  const cocok = or(
    q.nik ? eq(pasien.nik, q.nik) : undefined,
    q.no_bpjs ? eq(pasien.no_bpjs, q.no_bpjs) : undefined,
    nama && q.tanggal_lahir
      ? and(
          eq(pasien.tanggal_lahir, q.tanggal_lahir),
          or(eq(pasien.nama_cari, nama), sql`${sim} >= ${AMBANG_NAMA_MIRIP}`),
        )
      : undefined,
  );
  if (!cocok) return [];
  const rows = await db
    .select({ ...kolomRingkas, nama_cari: pasien.nama_cari, sim })
    .from(pasien)
    .where(and(isNull(pasien.digabung_ke), q.kecuali ? ne(pasien.uid, q.kecuali) : undefined, cocok))
    .orderBy(asc(pasien.no_rm))
    .limit(10);
  const hasil = rows.map(({ nama_cari, sim: s, ...r }) => {
    const alasan: AlasanDuplikat[] = [];
    if (q.nik && r.nik === q.nik) alasan.push('NIK_SAMA');
    if (q.no_bpjs && r.no_bpjs === q.no_bpjs) alasan.push('NO_BPJS_SAMA');
    if (nama && r.tanggal_lahir === q.tanggal_lahir) {
      if (nama_cari === nama) alasan.push('NAMA_TANGGAL_LAHIR_SAMA');
      else if (Number(s) >= AMBANG_NAMA_MIRIP) alasan.push('NAMA_MIRIP');
    }
    return { pasien: toRingkas(r), alasan };
  });
  const bobot = (d: DuplikatPasien) => Math.min(...d.alasan.map((a) => URUTAN_ALASAN.indexOf(a)));
  return hasil.filter((d) => d.alasan.length > 0).sort((a, b) => bobot(a) - bobot(b));
}
