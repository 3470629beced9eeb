import type { JenisPoli, KuotaDokter } from '@rawat/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { poliAktif } from '../master/poli/poli.service.ts';
import { jadwalDokter } from '../master/sdm/dokter.service.ts';
import { poliTidakAktif } from './kunjungan.errors.ts';
import { layanan } from './kunjungan.tables.ts';

/** GET /pendaftaran/kuota: each doctor's sessions at the clinic that day, quota and what is left. */
export async function kuotaHari(
  db: DbOrTx,
  q: { poli: string; tanggal: string; dokter?: string | undefined },
): Promise<{
  poli_jenis: JenisPoli;
  tanpa_jadwal: boolean;
  dokter: KuotaDokter[];
}> {
  const pl = await poliAktif(db, q.poli);
  if (!pl) throw poliTidakAktif();
  const daftar = (await jadwalDokter(db, { poli_uid: pl.uid, tanggal: q.tanggal })).filter(
    (d) => !q.dokter || d.uid === q.dokter,
  );
  const hitung = await db
    .select({ dokter_uid: layanan.dokter_uid, n: sql<number>`count(*)::int` })
    .from(layanan)
    .where(and(eq(layanan.poli_uid, pl.uid), eq(layanan.tanggal, q.tanggal), ne(layanan.status, 'BATAL')))
    .groupBy(layanan.dokter_uid);
  const per = new Map(hitung.map((h) => [h.dokter_uid, Number(h.n)]));
  return {
    poli_jenis: pl.jenis,
    tanpa_jadwal: pl.jenis === 'IGD',
    dokter: daftar.map((d) => {
      const sesi = d.jadwal
        .filter((s) => s.poli_uid === pl.uid)
        .sort((a, b) => a.jam_mulai.localeCompare(b.jam_mulai))
        .map((s) => ({ jam_mulai: s.jam_mulai, jam_selesai: s.jam_selesai, kuota: s.kuota }));
      const kuota = sesi.reduce((n, s) => n + s.kuota, 0);
      const terdaftar = per.get(d.uid) ?? 0;
      return {
        dokter_uid: d.uid,
        dokter_nama: d.nama_lengkap,
        sesi,
        kuota,
        terdaftar,
        sisa: Math.max(0, kuota - terdaftar),
      };
    }),
  };
}
