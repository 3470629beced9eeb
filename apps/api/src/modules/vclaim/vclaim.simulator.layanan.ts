/*
 * The VClaim simulator's services behind the gateway (vclaim.simulator.ts): participants and
 * referrals here, SEP and control letters in vclaim.simulator.sep.ts. Answers are BPJS's shapes:
 * `{metaData: {code: "200", message}, response: <encrypted>}`.
 *
 * Referrals (chosen here, docs/vclaim.md): every participant has two primary-care (FKTP) referrals
 * from their provUmum, made when the card is first seen: one 10 days old (valid) and one 100 days
 * old (past BPJS's 90 days); card 0001234567894 also has a hospital referral (asal 2).
 */
import { type PesertaSim, POLI_BPJS, pesertaTurunan } from './vclaim.simulator.data.ts';
import { buatSepSim, type Jawaban } from './vclaim.simulator.sep.ts';

export type { Jawaban } from './vclaim.simulator.sep.ts';

export interface RujukanSim {
  noKunjungan: string;
  asal: '1' | '2';
  noKartu: string;
  tglKunjungan: string;
  provPerujuk: { kode: string; nama: string };
  poliRujukan: { kode: string; nama: string };
  diagnosa: { kode: string; nama: string };
  keluhan: string;
}

export const ok = (response: unknown, message = 'OK'): Jawaban => ({
  status: 200,
  isi: { metaData: { code: '200', message }, response },
});
export const tolak = (message: string, code = '201'): Jawaban => ({
  status: 200,
  isi: { metaData: { code, message }, response: null },
});

export function geserHari(tanggal: string, n: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const RUJUKAN_POLI = ['INT', 'ANA', 'MAT', 'BED', 'SAR'];
const RUJUKAN_DIAG: [string, string][] = [
  ['I10', 'Essential (primary) hypertension'],
  ['E11.9', 'Non-insulin-dependent diabetes mellitus without complications'],
  ['K29', 'Gastritis and duodenitis'],
  ['N40', 'Hyperplasia of prostate'],
  ['J06.9', 'Acute upper respiratory infection, unspecified'],
];

/** Participants and referrals, and the router over every service. */
export function buatLayananSep(o: { hariIni: () => string; peserta: PesertaSim[] }) {
  const peserta = new Map(o.peserta.map((p) => [p.noKartu, p]));
  const rujukan = new Map<string, RujukanSim>();
  const sudahDirujuk = new Set<string>();
  let urutRujukan = 0;

  const cariPeserta = (noKartu: string): PesertaSim | null => {
    const ada = peserta.get(noKartu);
    if (ada) return ada;
    const turunan = pesertaTurunan(noKartu);
    if (turunan) peserta.set(noKartu, turunan);
    return turunan;
  };

  /** A card's referrals, made the first time the card is seen. */
  function rujukanKartu(p: PesertaSim): RujukanSim[] {
    if (!sudahDirujuk.has(p.noKartu)) {
      sudahDirujuk.add(p.noKartu);
      const n = Number(p.noKartu.slice(-4));
      const buat = (umur: number, asal: '1' | '2', perujuk: { kode: string; nama: string }) => {
        const tgl = geserHari(o.hariIni(), -umur);
        const poli = RUJUKAN_POLI[(n + umur) % RUJUKAN_POLI.length] ?? 'INT';
        const [kode, nama] = RUJUKAN_DIAG[(n + umur) % RUJUKAN_DIAG.length] ?? ['I10', ''];
        urutRujukan += 1;
        const no = `${perujuk.kode}${tgl.slice(5, 7)}${tgl.slice(2, 4)}${asal === '1' ? 'P' : 'B'}${String(urutRujukan).padStart(6, '0')}`;
        rujukan.set(no, {
          noKunjungan: no,
          asal,
          noKartu: p.noKartu,
          tglKunjungan: tgl,
          provPerujuk: perujuk,
          poliRujukan: { kode: poli, nama: POLI_BPJS[poli] ?? poli },
          diagnosa: { kode, nama },
          keluhan: 'Kontrol lanjutan ke dokter spesialis',
        });
      };
      const fktp = { kode: p.provUmum.kdProvider, nama: p.provUmum.nmProvider };
      buat(10, '1', fktp);
      buat(100, '1', fktp);
      if (p.noKartu === '0001234567894') buat(5, '2', { kode: '0114R001', nama: 'RSUD KOTA BANDUNG' });
    }
    return [...rujukan.values()]
      .filter((r) => r.noKartu === p.noKartu)
      .sort((a, b) => b.tglKunjungan.localeCompare(a.tglKunjungan));
  }
  for (const p of o.peserta) rujukanKartu(p);

  const isiPeserta = (p: PesertaSim) => ({
    cob: { nmAsuransi: null, noAsuransi: null, tglTAT: null, tglTMT: null },
    hakKelas: p.hakKelas,
    informasi: { dinsos: null, noSKTM: null, prolanisPRB: null, eSEP: null },
    jenisPeserta: p.jenisPeserta,
    mr: p.mr,
    nama: p.nama,
    nik: p.nik,
    noKartu: p.noKartu,
    pisa: '1',
    provUmum: p.provUmum,
    sex: p.sex,
    statusPeserta: p.statusPeserta,
    tglCetakKartu: '2016-02-12',
    tglLahir: p.tglLahir,
    tglTAT: p.tglTAT,
    tglTMT: p.tglTMT,
    umur: { umurSaatPelayanan: '', umurSekarang: '' },
  });
  const isiRujukan = (r: RujukanSim) => {
    const p = cariPeserta(r.noKartu);
    return {
      diagnosa: r.diagnosa,
      keluhan: r.keluhan,
      noKunjungan: r.noKunjungan,
      pelayanan: { kode: '2', nama: 'Rawat Jalan' },
      peserta: p ? isiPeserta(p) : null,
      poliRujukan: r.poliRujukan,
      provPerujuk: r.provPerujuk,
      tglKunjungan: r.tglKunjungan,
    };
  };

  const sep = buatSepSim({
    hariIni: o.hariIni,
    cariPeserta,
    cariRujukan: (no) => rujukan.get(no) ?? null,
  });

  function layani(
    method: string,
    jalur: string,
    isi: Record<string, unknown>,
    sandi: (x: unknown) => string,
  ): Jawaban {
    const b = jalur.split('/').map(decodeURIComponent);
    const ke = (pola: string) => {
      const p = pola.split('/');
      return p.length === b.length && p.every((s, i) => s === '*' || s.toLowerCase() === b[i]?.toLowerCase());
    };
    if (method === 'GET' && (ke('Peserta/nokartu/*/tglSEP/*') || ke('Peserta/nik/*/tglSEP/*'))) {
      const kunci = b[2] ?? '';
      const p =
        b[1]?.toLowerCase() === 'nik'
          ? ([...peserta.values()].find((x) => x.nik === kunci) ??
            (/^\d{16}$/.test(kunci)
              ? (() => {
                  const t = pesertaTurunan(`000${kunci.slice(6)}`);
                  if (!t) return null;
                  const baru = { ...t, nik: kunci };
                  peserta.set(baru.noKartu, baru);
                  return baru;
                })()
              : null))
          : cariPeserta(kunci);
      if (!p) return tolak('Peserta Tidak Ditemukan');
      rujukanKartu(p);
      return ok(sandi({ peserta: isiPeserta(p) }));
    }
    if (method === 'GET' && (ke('Rujukan/*') || ke('Rujukan/RS/*'))) {
      const no = b[b.length - 1] ?? '';
      const r = rujukan.get(no);
      const asal = b.length === 3 ? '2' : '1';
      if (!r || r.asal !== asal) return tolak('Data Rujukan Tidak Ditemukan');
      return ok(sandi({ rujukan: isiRujukan(r) }));
    }
    const perKartu = ke('Rujukan/Peserta/*') || ke('Rujukan/RS/Peserta/*');
    const daftar = ke('Rujukan/List/Peserta/*') || ke('Rujukan/RS/List/Peserta/*');
    if (method === 'GET' && (perKartu || daftar)) {
      const p = cariPeserta(b[b.length - 1] ?? '');
      const asal = b[1]?.toUpperCase() === 'RS' ? '2' : '1';
      const semua = p ? rujukanKartu(p).filter((r) => r.asal === asal) : [];
      if (semua.length === 0) return tolak('Data Rujukan Tidak Ditemukan');
      return perKartu
        ? ok(sandi({ rujukan: isiRujukan(semua[0] as RujukanSim) }))
        : ok(sandi({ rujukan: semua.map(isiRujukan) }));
    }
    if (method === 'GET' && ke('referensi/poli/*')) {
      const kata = (b[2] ?? '').toLowerCase();
      const poli = Object.entries(POLI_BPJS)
        .filter(([kode, nama]) => kode.toLowerCase().includes(kata) || nama.toLowerCase().includes(kata))
        .map(([kode, nama]) => ({ kode, nama }));
      return ok(sandi({ poli }));
    }
    const hasil = sep.layani(method, b, ke, isi, sandi);
    if (hasil) return hasil;
    return {
      status: 404,
      isi: { metaData: { code: '404', message: `Layanan ${method} ${jalur} tidak ditemukan` } },
    };
  }

  return {
    layani,
    daftarSep: sep.daftarSep,
    daftarRk: sep.daftarRk,
    tambahPeserta: (p: PesertaSim) => {
      peserta.set(p.noKartu, p);
      rujukanKartu(p);
    },
  };
}
