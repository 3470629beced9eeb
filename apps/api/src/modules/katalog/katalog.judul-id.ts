/**
 * Corrections to the machine translation of the Indonesian ICD-10 titles (fendis0709), applied
 * when the catalogue is loaded. Two layers: this glossary fixes the recurring half-translations
 * ('Hipertensi ibu Unspecified', 'Tidak disebutkan …', 'Pengiriman' for delivery, untranslated
 * transport-accident words); the curated file icd10_judul_id_koreksi.csv then gives whole titles for
 * the codes a hospital uses most and for the WHO 2010 leaves the source lacks (A09.0, A09.9 …),
 * and wins over both. Provenance and the sample check: apps/api/data/SOURCES.md.
 */

/** First letter upper case, as the source writes a title. */
const awal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Aturan = readonly [RegExp, string | ((...m: string[]) => string)];

/**
 * Ordered: the first rules move English word order ('Unspecified X', 'Mild X') to the Indonesian
 * place after the noun; later ones are word swaps. Each was checked against every title it changes.
 */
export const GLOSARIUM: readonly Aturan[] = [
  // 'Non-insulin-dependent diabetes mellitus' was left in English in all of E11.
  [/^Non\s*-\s*insulin\s*-?\s*dependent diabetes mellitus/i, 'Diabetes melitus tidak tergantung insulin'],
  [/^Dependent diabetes mellitus dengan insulin\s*-\s*/, 'Diabetes melitus tergantung insulin dengan '],
  [/\bmellitus\b/g, 'melitus'],
  // 'Unspecified X' became 'Tidak disebutkan X' or 'X Unspecified': Indonesian says 'X, tidak spesifik'
  // or, when the title goes on after a comma, 'X yang tidak spesifik, …'.
  [/^Tidak disebutkan ([^,]+)$/, (_m, x = '') => `${awal(x)}, tidak spesifik`],
  [/^Tidak disebutkan ([^,]+),/, (_m, x = '') => `${awal(x)} yang tidak spesifik,`],
  [/^(.+?)\s+[Tt]idak disebutkan$/, (_m, x = '') => `${awal(x)}, tidak spesifik`],
  [/\s*\bUnspecified$/, ', tidak spesifik'],
  [/\b[Tt]idak disebutkan\b|\bUnspecified\b/g, 'tidak spesifik'],
  // 'Other X, …' / 'Other X with Y': 'lainnya' follows the noun phrase, before the comma or 'dengan'.
  [
    /^Lain (dan tidak spesifik )?(.+?)( (?:dengan|tanpa|pada|akibat|karena) .*|,.*)?$/,
    (_m, dan = '', x = '', sisa = '') => `${awal(x)} lainnya${dan ? ' dan tidak spesifik' : ''}${sisa}`,
  ],
  [/^Mild (.+)$/, (_m, x = '') => `${awal(x)} ringan`],
  [/^(.+) Mild$/, (_m, x = '') => `${x} ringan`],
  [/^Parah (.+)$/, (_m, x = '') => `${awal(x)} berat`],
  [/^Sedang (.+)$/, (_m, x = '') => `${awal(x)} sedang`],
  [/, spesifik sebagai akut atau kronis/g, ', tidak dinyatakan akut atau kronis'],
  [/\blainnya spesifik\b/g, 'tertentu lainnya'],
  // Obstetrics: 'delivery' was taken for a parcel, 'labour' for a worker.
  [/^Buruh dan pengiriman\b/, 'Persalinan'],
  [/\bburuh dan pengiriman\b/g, 'persalinan'],
  [/\brumit oleh\b/g, 'dengan penyulit'],
  [/\bkabel pusat\b|\bkabel\b(?! spermatika)/g, 'tali pusat'],
  [/\bkabel spermatika\b/g, 'funikulus spermatikus'],
  [/\bPengiriman\b/g, 'Persalinan'],
  [/\bpengiriman\b/g, 'persalinan'],
  [/\bsitus\b/g, 'lokasi'],
  [/\bPre-eklampsia\b/g, 'Preeklampsia'],
  [/\bpre-eklampsia\b/g, 'preeklampsia'],
  [/\bSepticaemia\b/g, 'Septikemia'],
  [/\bSequelae\b/g, 'Gejala sisa'],
  [/\bsequelae\b/g, 'gejala sisa'],
  [/\bCorrosions\b/g, 'Korosi'],
  [/\bcorrosions\b/g, 'korosi'],
  [/\byg\b/g, 'yang'],
  [/\btdk\b/g, 'tidak'],
  // Transport accidents (V01–V99).
  [/\bPedal sepeda\b/g, 'Pengendara sepeda'],
  [/\bsiklus pedal\b/g, 'sepeda'],
  [/\bpedal sepeda\b/g, 'sepeda'],
  [/\bPedestrian\b/g, 'Pejalan kaki'],
  [/\bpedestrian\b/g, 'pejalan kaki'],
  [/\bnontraffic\b/g, 'bukan lalu lintas'],
  [/\bnoncollision\b/g, 'tanpa tabrakan'],
  [/\bnonmotor\b/g, 'tidak bermotor'],
  [/\bdriver\b/g, 'pengemudi'],
];

/** The glossary applied to one (already tidied) title. */
export function koreksiJudulId(judul: string): string {
  let hasil = judul;
  for (const [pola, ganti] of GLOSARIUM) {
    hasil = hasil.replace(pola, ganti as string);
  }
  // Some source titles start in lower case ('hipertensi neonatal'); a title starts with a capital.
  return awal(hasil.replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim());
}
