// The documents of the clinical stage, built once in JavaScript with the app's own domain code and
// loaded into temporary tables: each assessment's content as its zod schema outputs it (the server
// stores the parsed output) with its timeline line, each lab sheet line valued and flagged by
// nilaiHasil against the range pilihNilaiRujukan picks, each ward note and observation with its
// NEWS2. The SQL then copies a template into every visit that drew it, so millions of rows cost
// a join, and every row is one the app itself would have written.
import { DIAGNOSIS, EKSPERTISE, LAB } from './pengetahuan.mjs';

/** Variants per diagnosis and age group: enough that neighbouring visits read differently. */
export const VARIAN = 8;
/** Age bands of the lab's reference ranges (days): newborn, child, from 12 years. */
export const BATAS_UMUR_LAB = [31, 4383];

/** mulberry32: a small seeded generator, so the templates are the same every run. */
export function acakJs(benih) {
  let a = benih >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const antara = (r, a, b) => a + Math.floor(r() * (b - a + 1));
export const desimal1 = (r, a, b) => Math.round((a + r() * (b - a)) * 10) / 10;
export const pilih = (r, xs) => xs[Math.floor(r() * xs.length)];

/** Vital signs for a profile, as the nurse writes them (a child's blood pressure is not taken). */
export function tandaVital(r, profil, anak) {
  const tv = anak
    ? {
        nadi: antara(r, 90, 125),
        respirasi: antara(r, 20, 28),
        suhu: desimal1(r, 36.3, 37.3),
        spo2: antara(r, 96, 99),
      }
    : {
        td_sistolik: antara(r, 110, 134),
        td_diastolik: antara(r, 70, 84),
        nadi: antara(r, 68, 94),
        respirasi: antara(r, 16, 20),
        suhu: desimal1(r, 36.2, 37.2),
        spo2: antara(r, 96, 99),
      };
  if (profil === 'demam')
    Object.assign(tv, { suhu: desimal1(r, 37.8, 39.4), nadi: tv.nadi + antara(r, 10, 20) });
  if (profil === 'ht' && !anak)
    Object.assign(tv, { td_sistolik: antara(r, 145, 185), td_diastolik: antara(r, 90, 108) });
  if (profil === 'sesak')
    Object.assign(tv, { respirasi: tv.respirasi + antara(r, 6, 10), spo2: antara(r, 91, 95) });
  if (profil === 'nyeri') tv.nadi += antara(r, 5, 15);
  if (anak) Object.assign(tv, { berat_badan: desimal1(r, 8, 32), tinggi_badan: antara(r, 72, 135) });
  else Object.assign(tv, { berat_badan: desimal1(r, 45, 82), tinggi_badan: antara(r, 148, 176) });
  return tv;
}

/** A string's 32-bit FNV-1a: the seed of each template. */
export function hash(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A numeric value typed by the analyst for a line: within range, or leaning the template's way. */
function ketikAngka(r, t, rentang, arah) {
  const min = rentang?.nilai_min ?? null;
  const maks = rentang?.nilai_maks ?? null;
  let x;
  const lo = min ?? (maks !== null ? maks * 0.55 : 1);
  const hi = maks ?? (min !== null ? min * 1.6 : 10);
  const luar = arah ?? (r() < 0.12 ? pilih(r, ['L', 'H']) : null);
  if (luar === 'H') x = hi * (1.05 + r() * 0.35);
  else if (luar === 'L' && min !== null) x = min * (0.6 + r() * 0.32);
  else x = lo + (hi - lo) * (0.1 + r() * 0.8);
  if (rentang?.kritis_maks != null && x > rentang.kritis_maks) x = rentang.kritis_maks * 0.97;
  if (rentang?.kritis_min != null && x < rentang.kritis_min) x = rentang.kritis_min * 1.05;
  return Math.max(0, x).toFixed(t.desimal);
}

function ketikPilihan(r, t, arah) {
  if (t.kode === 'GOLDA') return pilih(r, ['O', 'O', 'O', 'O', 'B', 'B', 'B', 'A', 'A', 'AB']);
  if (t.kode === 'RH') return r() < 0.99 ? 'Positif' : 'Negatif';
  if (t.kode === 'HCG') return 'Positif';
  if (Array.isArray(arah) && r() * 100 < arah[1]) return arah[0];
  const normal = t.pilihan.filter((p) => p.normal);
  if (normal.length && r() < 0.95) return normal[0].nilai;
  return pilih(r, t.pilihan).nilai;
}

/**
 * Lab sheet templates: per (template, sex, age band, variant) the order's items and the sheet's
 * lines as barisLembar writes them at sample taking, with the values simpanHasil would store and
 * the summary validasiHasil puts on the timeline.
 */
export function templatLab(domain, katalog) {
  const { nilaiHasil, pilihNilaiRujukan, teksRujukan, ringkasHasilLab } = domain;
  const { tes, paket, rentang } = katalog;
  const item = [];
  const baris = [];
  const lembar = [];
  const umurContoh = [10, 2000, 12000];
  for (const [kodeT, t] of Object.entries(LAB)) {
    const urutan = [];
    t.item.forEach((kode, i) => {
      const pk = paket.get(kode);
      const ts = tes.get(kode);
      if (!pk && !ts) throw new Error(`templat lab ${kodeT}: ${kode} tidak ada di katalog`);
      item.push({
        templat: kodeT,
        posisi: i + 1,
        jenis_item: pk ? 'PAKET_LAB' : 'LAB',
        item_uid: (pk ?? ts).uid,
        nama: (pk ?? ts).nama,
      });
      for (const kt of pk ? pk.tes : [kode])
        urutan.push({ item: i + 1, t: tes.get(kt), paket: pk?.nama ?? null });
    });
    for (const jk of ['L', 'P'])
      umurContoh.forEach((hari, band) => {
        const lahir = new Date(Date.UTC(2026, 0, 1) - hari * 86400000).toISOString().slice(0, 10);
        for (let v = 0; v < VARIAN; v++) {
          const r = acakJs(hash(`lab|${kodeT}|${jk}|${band}|${v}`));
          const lines = urutan.map((u, j) => {
            const rs = rentang.get(u.t.uid) ?? [];
            const rg = pilihNilaiRujukan(rs, {
              jenis_kelamin: jk,
              tanggal_lahir: lahir,
              tanggal_periksa: '2026-01-01',
            });
            const arah = t.arah?.[u.t.kode];
            const ketik =
              u.t.jenis_hasil === 'ANGKA'
                ? ketikAngka(r, u.t, rg, typeof arah === 'string' ? arah : null)
                : u.t.jenis_hasil === 'PILIHAN'
                  ? ketikPilihan(r, u.t, arah)
                  : r() < 0.5
                    ? 'S. typhi O 1/320, H 1/160'
                    : 'S. typhi O 1/80, H 1/80';
            const b = {
              jenis_hasil: u.t.jenis_hasil,
              desimal: u.t.desimal,
              pilihan: u.t.pilihan,
              nilai_min: u.t.jenis_hasil === 'ANGKA' ? (rg?.nilai_min ?? null) : null,
              nilai_maks: u.t.jenis_hasil === 'ANGKA' ? (rg?.nilai_maks ?? null) : null,
              kritis_min: u.t.jenis_hasil === 'ANGKA' ? (rg?.kritis_min ?? null) : null,
              kritis_maks: u.t.jenis_hasil === 'ANGKA' ? (rg?.kritis_maks ?? null) : null,
            };
            const n = nilaiHasil(b, ketik);
            if (typeof n === 'string') throw new Error(`templat lab ${kodeT} ${u.t.kode}: ${n}`);
            const normal = u.t.pilihan.filter((p) => p.normal).map((p) => p.nilai);
            return {
              templat: kodeT,
              jk,
              band,
              varian: v,
              posisi: j + 1,
              item_posisi: u.item,
              pemeriksaan_uid: u.t.uid,
              paket: u.paket,
              kode: u.t.kode,
              nama: u.t.nama,
              kelompok: u.t.kelompok,
              spesimen: u.t.spesimen,
              metode: u.t.metode,
              satuan: u.t.satuan,
              ...b,
              rujukan:
                u.t.jenis_hasil === 'ANGKA'
                  ? rg
                    ? teksRujukan(rg, u.t.desimal)
                    : null
                  : (rg?.teks_normal ?? (normal.length ? normal.join(' / ') : null)),
              nilai: n.nilai,
              nilai_angka: n.angka,
              flag: n.flag,
            };
          });
          baris.push(...lines);
          lembar.push({
            templat: kodeT,
            jk,
            band,
            varian: v,
            spesimen: [...new Set(lines.map((b) => b.spesimen))].join(', '),
            ringkas: ringkasHasilLab(lines),
            hasil: lines.map((b) => ({ nama: b.nama, nilai: b.nilai, satuan: b.satuan, flag: b.flag })),
          });
        }
      });
  }
  return { item, baris, lembar };
}

/** Radiology readings: [exam code, variant, finding, impression]. */
export function templatRadiologi() {
  return Object.entries(EKSPERTISE).flatMap(([kode, xs]) =>
    xs.map(([temuan, kesan], v) => ({ kode, varian: v, temuan, kesan })),
  );
}

/**
 * Ward templates per inpatient diagnosis: the doctor's and the nurse's daily CPPT (as tulisCppt
 * stores and logs them) and observations with their NEWS2 (as tulisObservasi does).
 */
export function templatRanap(domain, judul) {
  const { hitungNews2, LABEL_RISIKO_NEWS2 } = domain;
  const cppt = [];
  const obs = [];
  DIAGNOSIS.RANAP.forEach((dx, i) => {
    const [kode, , profil, keluhan, temuan, plan] = dx;
    const judulId = judul.get(kode)?.judul_id ?? judul.get(kode)?.judul ?? kode;
    for (let v = 0; v < VARIAN; v++) {
      const r = acakJs(hash(`ranap|${kode}|${v}`));
      const tv = tandaVital(r, v < 4 ? profil : 'normal', false);
      const hariKe = v < 4 ? 'Keluhan masih dirasakan' : 'Keluhan berkurang';
      const soap = (c) => ({
        ...c,
        ringkas: [c.asesmen && `A: ${c.asesmen}`, c.plan && `P: ${c.plan}`].filter(Boolean).join(' · '),
      });
      cppt.push(
        ...[
          {
            dx: i,
            varian: v,
            profesi: 'DOKTER',
            subjektif: `${hariKe}: ${keluhan.toLowerCase()}.`,
            objektif: `TD ${tv.td_sistolik}/${tv.td_diastolik}, N ${tv.nadi}, S ${String(tv.suhu).replace('.', ',')}. ${temuan}.`,
            asesmen: judulId,
            plan,
            instruksi: 'Observasi tanda vital tiap 8 jam',
          },
          {
            dx: i,
            varian: v,
            profesi: 'PERAWAT',
            subjektif: `${hariKe}.`,
            objektif: `TD ${tv.td_sistolik}/${tv.td_diastolik}, N ${tv.nadi}, RR ${tv.respirasi}, S ${String(tv.suhu).replace('.', ',')}.`,
            asesmen: v < 4 ? 'Hipertermia / intoleransi aktivitas' : 'Masalah teratasi sebagian',
            plan: 'Lanjutkan intervensi, observasi tanda vital',
            instruksi: null,
          },
        ].map(soap),
      );
      const p = {
        suhu: tv.suhu,
        nadi: tv.nadi,
        napas: tv.respirasi,
        sistol: tv.td_sistolik,
        diastol: tv.td_diastolik,
        spo2: tv.spo2,
        oksigen: profil === 'sesak' && v < 3,
        skala_nyeri: profil === 'nyeri' ? 4 : 1,
        kesadaran: 'ALERT',
        intake_ml: antara(r, 15, 25) * 100,
        output_ml: antara(r, 12, 20) * 100,
      };
      const n2 = hitungNews2(p);
      obs.push({
        dx: i,
        varian: v,
        ...p,
        news2: n2?.skor ?? null,
        ringkas: [
          `S ${p.suhu}°C`,
          `N ${p.nadi}`,
          `RR ${p.napas}`,
          `TD ${p.sistol}/${p.diastol}`,
          `SpO2 ${p.spo2}%${p.oksigen ? ' (O2)' : ''}`,
          n2 && `NEWS2 ${n2.skor} (${LABEL_RISIKO_NEWS2[n2.risiko]})`,
        ]
          .filter(Boolean)
          .join(', '),
      });
    }
  });
  return { cppt, obs };
}
