import { POLA_NAMA_ARSIP } from './manifest.ts';

export interface AturanSimpan {
  harian: number;
  mingguan: number;
  bulanan: number;
}

/** docs/cadangan.md: 7 daily, 4 weekly and 12 monthly backups. */
export const SIMPAN_BAKU: AturanSimpan = { harian: 7, mingguan: 4, bulanan: 12 };

const JAKARTA_MS = 7 * 3_600_000;

/**
 * The archives (by file name) that fall outside the schedule: for each of the last `harian` days,
 * `mingguan` weeks (Monday to Sunday) and `bulanan` months (Jakarta calendar) the newest archive
 * of that day, week or month is kept; the newest archive of all is always kept, so a machine that
 * stopped backing up never loses its last one. Names that are not Rawat archives are never listed.
 */
export function arsipKedaluwarsa(
  nama: readonly string[],
  now: Date,
  simpan: AturanSimpan = SIMPAN_BAKU,
): string[] {
  const arsip = nama
    .map((n) => {
      const m = POLA_NAMA_ARSIP.exec(n);
      if (!m) return null;
      const [, th, bl, tg] = m.map(Number) as [number, number, number, number];
      return { n, hari: Date.UTC(th, bl - 1, tg) / 86_400_000, bulan: th * 12 + bl - 1 };
    })
    .filter((a) => a !== null)
    .sort((a, b) => (a.n < b.n ? 1 : -1)); // newest first: the name sorts by time
  const hariIni = Math.floor((now.getTime() + JAKARTA_MS) / 86_400_000);
  const j = new Date(now.getTime() + JAKARTA_MS);
  const bulanIni = j.getUTCFullYear() * 12 + j.getUTCMonth();
  // 1970-01-01 was a Thursday: +3 makes the weeks start on Monday.
  const minggu = (hari: number) => Math.floor((hari + 3) / 7);
  const disimpan = new Set<string>(arsip[0] ? [arsip[0].n] : []);
  const ambilTerbaru = (kunci: (a: (typeof arsip)[number]) => number | null) => {
    const sudah = new Set<number>();
    for (const a of arsip) {
      const k = kunci(a);
      if (k === null || sudah.has(k)) continue;
      sudah.add(k);
      disimpan.add(a.n);
    }
  };
  ambilTerbaru((a) => (hariIni - a.hari < simpan.harian ? a.hari : null));
  ambilTerbaru((a) => (minggu(hariIni) - minggu(a.hari) < simpan.mingguan ? minggu(a.hari) : null));
  ambilTerbaru((a) => (bulanIni - a.bulan < simpan.bulanan ? a.bulan : null));
  return arsip.filter((a) => !disimpan.has(a.n)).map((a) => a.n);
}
