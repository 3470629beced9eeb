import { laporanRlApi, type TabelRl } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { kirimXlsx } from '../../../platform/xlsx.ts';
import { indeksMorbiditas } from './indeks.service.ts';
import { laporanRl } from './rl.service.ts';
import { kol } from './rl.tabel.ts';
import { bukuKerjaRl } from './rl.xlsx.ts';

/** The RL reports and the morbidity index (docs/laporan-rl.md); reading only. */
export async function laporanRlRoutes(app: App, deps: Deps): Promise<void> {
  // Reports only: the replica may answer them (DATABASE_READ_URL, docs/skala.md); their stored
  // summaries are kept on the primary.
  const db = { baca: deps.dbBaca, tulis: deps.db };

  rute(app, laporanRlApi.formulir, async (request, reply) => {
    const r = await laporanRl(db, ctxOf(request, deps), request.params.formulir, request.query);
    if (request.query.format !== 'xlsx') return { respon: r };
    const isi = await bukuKerjaRl(`Laporan ${r.judul}`, r.periode, r.tabel);
    return kirimXlsx(reply, `Laporan ${r.formulir.toUpperCase()} ${request.query.periode}.xlsx`, isi);
  });

  rute(app, laporanRlApi.indeksMorbiditas, async (request, reply) => {
    const r = await indeksMorbiditas(db, ctxOf(request, deps), request.query);
    if (request.query.format !== 'xlsx') return { respon: r };
    const kolom = [
      kol('No', 'teks'),
      kol('Kode ICD-10', 'teks'),
      kol('Deskripsi', 'teks'),
      kol('Laki-laki'),
      kol('Perempuan'),
      kol('Jumlah'),
    ];
    const tabel: TabelRl[] = [
      {
        kode: 'Morbiditas',
        judul: 'Diagnosis Terbanyak',
        kolom: [...kolom, kol('Kasus Baru')],
        baris: r.penyakit.map((b, i) => [
          String(i + 1),
          b.kode,
          b.nama,
          b.laki_laki,
          b.perempuan,
          b.jumlah,
          b.kasus_baru,
        ]),
        total: null,
        catatan: null,
      },
      {
        kode: 'Mortalitas',
        judul: 'Kematian menurut Sebab',
        kolom,
        baris: r.kematian.map((b, i) => [String(i + 1), b.kode, b.nama, b.laki_laki, b.perempuan, b.jumlah]),
        total: null,
        catatan: null,
      },
    ];
    const isi = await bukuKerjaRl('Indeks Morbiditas & Mortalitas', r.periode, tabel);
    return kirimXlsx(reply, `Indeks Morbiditas ${request.query.periode}.xlsx`, isi);
  });
}
