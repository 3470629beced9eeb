/*
 * The VClaim simulator's SEP and control letters (vclaim.simulator.ts). What BPJS checks of an
 * outpatient SEP 2.0 is checked here: an active participant, the SEP dated today, a referral of
 * the participant within 90 days (except at the IGD), the required fields, and one SEP per card
 * per day per clinic per jnsPelayanan ("sudah terbit SEP" otherwise). An inpatient SEP (jnsPelayanan
 * "1") needs an SPRI of the card (RencanaKontrol/InsertSPRI) as skdp.noSurat, refers to a SEP or a
 * referral of the card, and none while the card has an inpatient SEP not yet discharged
 * (SEP/2.0/updtglplg). SEP numbers are
 * {ppkPelayanan}{MMYY}V{6 digits}, control letters {ppk}{MMYY}K{6 digits}, as BPJS's look.
 */

import { selisihHari } from '../../platform/waktu.ts';
import { namaDiagnosa, type PesertaSim, POLI_BPJS } from './vclaim.simulator.data.ts';
import type { RujukanSim } from './vclaim.simulator.layanan.ts';

export type Jawaban = { status: number; isi: unknown };

export interface SepSim {
  noSep: string;
  /** t_sep as received, later corrections applied. */
  t_sep: Record<string, unknown>;
  dihapus: boolean;
  /** Deletion's user, when deleted. */
  dihapusOleh: string | null;
  /** An inpatient SEP's discharge (SEP/2.0/updtglplg). */
  tglPulang: string | null;
  statusPulang: string | null;
}

export interface RencanaKontrolSim {
  noSuratKontrol: string;
  /** '1' an SPRI (Surat Perintah Rawat Inap, by card), '2' a control letter (by SEP). */
  jnsKontrol: '1' | '2';
  noKartu: string;
  noSEP: string;
  kodeDokter: string;
  poliKontrol: string;
  tglRencanaKontrol: string;
  tglTerbit: string;
  dihapus: boolean;
}

const ok = (response: unknown, message = 'Sukses'): Jawaban => ({
  status: 200,
  isi: { metaData: { code: '200', message }, response },
});
const tolak = (message: string, code = '201'): Jawaban => ({
  status: 200,
  isi: { metaData: { code, message }, response: null },
});
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

const WAJIB_SEP = ['noKartu', 'tglSep', 'ppkPelayanan', 'jnsPelayanan', 'noMR', 'diagAwal', 'noTelp', 'user'];

export function buatSepSim(o: {
  hariIni: () => string;
  cariPeserta: (noKartu: string) => PesertaSim | null;
  cariRujukan: (no: string) => RujukanSim | null;
}) {
  const seps = new Map<string, SepSim>();
  const rks = new Map<string, RencanaKontrolSim>();
  let urutSep = 0;
  let urutRk = 0;

  const nomor = (ppk: string, tanggal: string, huruf: 'V' | 'K', n: number) =>
    `${ppk.slice(0, 8).padEnd(8, '0')}${tanggal.slice(5, 7)}${tanggal.slice(2, 4)}${huruf}${String(n).padStart(6, '0')}`;

  const ppkKartu = (noKartu: string) =>
    str([...seps.values()].reverse().find((x) => str(x.t_sep.noKartu) === noKartu)?.t_sep.ppkPelayanan) ||
    '0000R000';

  /** The insert's answer (`sep`) as BPJS gives it back; also what GET SEP/{no} builds on. */
  function jawabanSep(s: SepSim) {
    const t = s.t_sep;
    const p = o.cariPeserta(str(t.noKartu));
    const kls = obj(t.klsRawat);
    const poli = obj(t.poli);
    const kode = str(poli.tujuan);
    return {
      noSep: s.noSep,
      tglSep: str(t.tglSep),
      jnsPelayanan: str(t.jnsPelayanan) === '1' ? 'R.Inap' : 'R.Jalan',
      kelasRawat: str(kls.klsRawatHak),
      diagnosa: namaDiagnosa(str(t.diagAwal)),
      noRujukan: str(obj(t.rujukan).noRujukan),
      poli: POLI_BPJS[kode] ?? kode,
      kdPoli: kode,
      poliEksekutif: str(poli.eksekutif) || '0',
      catatan: str(t.catatan),
      penjamin: '-',
      informasi: { dinsos: null, prolanisPRB: null, noSKTM: null, eSEP: null },
      peserta: {
        asuransi: '-',
        hakKelas: `Kelas ${p?.hakKelas.kode ?? str(kls.klsRawatHak)}`,
        jnsPeserta: p?.jenisPeserta.keterangan ?? '-',
        kelamin: p?.sex === 'P' ? 'Perempuan' : 'Laki-Laki',
        nama: p?.nama ?? '-',
        noKartu: str(t.noKartu),
        noMr: str(t.noMR),
        tglLahir: p?.tglLahir ?? '',
      },
      tujuanKunj: str(t.tujuanKunj),
      flagProcedure: str(t.flagProcedure),
      kdPenunjang: str(t.kdPenunjang),
      assestmenPel: str(t.assesmentPel),
      dpjp: { kdDPJP: str(t.dpjpLayan), nmDPJP: `DOKTER ${str(t.dpjpLayan)}` },
    };
  }

  /** What BPJS checks of an inpatient SEP beyond an outpatient one; null when it passes. */
  function periksaRanap(t: Record<string, unknown>, noKartu: string, tgl: string): Jawaban | null {
    const skdp = obj(t.skdp);
    const noSurat = str(skdp.noSurat);
    if (!noSurat) return tolak('No. SPRI tidak boleh kosong untuk SEP rawat inap');
    const spri = rks.get(noSurat);
    if (!spri || spri.dihapus || spri.jnsKontrol !== '1' || spri.noKartu !== noKartu)
      return tolak(`No. SPRI ${noSurat} tidak ditemukan untuk peserta ini`);
    if (spri.tglRencanaKontrol > tgl) return tolak('Tanggal SPRI melebihi tanggal SEP');
    if (!str(skdp.kodeDPJP)) return tolak('Kode DPJP tidak boleh kosong');
    const kls = obj(t.klsRawat);
    const hak = o.cariPeserta(noKartu)?.hakKelas.kode;
    if (hak && str(kls.klsRawatHak) !== hak)
      return tolak('Kelas rawat hak tidak sesuai dengan hak kelas peserta');
    const naik = str(kls.klsRawatNaik);
    if (naik) {
      if (!['1', '2', '3', '4', '5', '6', '7', '8'].includes(naik)) return tolak('klsRawatNaik tidak valid');
      if (!['1', '2', '3'].includes(str(kls.pembiayaan)) || !str(kls.penanggungJawab))
        return tolak('Pembiayaan dan penanggung jawab wajib diisi bila naik kelas rawat');
    }
    const noRujukan = str(obj(t.rujukan).noRujukan);
    if (!noRujukan) return tolak('No. Rujukan tidak boleh kosong');
    const asal = seps.get(noRujukan);
    const rj = o.cariRujukan(noRujukan);
    const milik = asal ? !asal.dihapus && str(asal.t_sep.noKartu) === noKartu : rj?.noKartu === noKartu;
    if (!milik) return tolak('Data Rujukan Tidak Ditemukan');
    const dirawat = [...seps.values()].find(
      (x) =>
        !x.dihapus && str(x.t_sep.noKartu) === noKartu && str(x.t_sep.jnsPelayanan) === '1' && !x.tglPulang,
    );
    if (dirawat)
      return tolak(`Peserta masih rawat inap dengan SEP ${dirawat.noSep}; update tanggal pulang dahulu`);
    return null;
  }

  function pulang(t: Record<string, unknown>): Jawaban {
    const s = seps.get(str(t.noSep));
    if (!s || s.dihapus) return tolak('No.SEP Tidak Ditemukan');
    if (str(s.t_sep.jnsPelayanan) !== '1') return tolak('SEP bukan SEP rawat inap');
    if (!str(t.user)) return tolak('user tidak boleh kosong');
    const tgl = str(t.tglPulang);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(tgl)) return tolak('Format tglPulang tidak sesuai (yyyy-MM-dd)');
    if (tgl < str(s.t_sep.tglSep)) return tolak('Tanggal pulang tidak boleh kurang dari tanggal SEP');
    if (tgl > o.hariIni()) return tolak('Tanggal pulang tidak boleh melebihi hari ini');
    const status = str(t.statusPulang);
    if (!['1', '3', '4', '5'].includes(status)) return tolak('statusPulang tidak valid');
    if (status === '4' && (!str(t.noSuratMeninggal) || !str(t.tglMeninggal)))
      return tolak('No. surat meninggal dan tanggal meninggal wajib diisi untuk status pulang meninggal');
    s.tglPulang = tgl;
    s.statusPulang = status;
    return ok(null);
  }

  function insert(t: Record<string, unknown>): Jawaban {
    const kurang = WAJIB_SEP.filter((f) => !str(t[f]));
    if (kurang.length) return tolak(`${kurang[0]} tidak boleh kosong`);
    const noKartu = str(t.noKartu);
    const p = o.cariPeserta(noKartu);
    if (!p) return tolak('Peserta Tidak Ditemukan');
    if (p.statusPeserta.kode !== '0')
      return tolak(`Status Peserta Tidak Aktif: ${p.statusPeserta.keterangan}`);
    const tgl = str(t.tglSep);
    const hari = o.hariIni();
    if (tgl > hari) return tolak('Tanggal SEP tidak boleh melebihi tanggal hari ini');
    if (tgl < hari) return tolak('Tanggal SEP kurang dari hari ini: ajukan persetujuan SEP backdate');
    const jns = str(t.jnsPelayanan);
    if (jns !== '1' && jns !== '2') return tolak('jnsPelayanan tidak valid');
    const kls = str(obj(t.klsRawat).klsRawatHak);
    if (!['1', '2', '3'].includes(kls)) return tolak('klsRawatHak tidak valid');
    const poli = str(obj(t.poli).tujuan);
    if (jns === '2' && !poli) return tolak('Poli tujuan tidak boleh kosong');
    if (jns === '2' && !str(t.dpjpLayan)) return tolak('DPJP layan tidak boleh kosong');
    const r = obj(t.rujukan);
    if (jns === '1') {
      const tolakRanap = periksaRanap(t, noKartu, tgl);
      if (tolakRanap) return tolakRanap;
    }
    if (jns === '2' && poli !== 'IGD') {
      const rj = o.cariRujukan(str(r.noRujukan));
      if (!str(r.noRujukan)) return tolak('No. Rujukan tidak boleh kosong');
      if (!rj) return tolak('Data Rujukan Tidak Ditemukan');
      if (rj.noKartu !== noKartu) return tolak('Rujukan bukan milik peserta ini');
      if (selisihHari(rj.tglKunjungan, tgl) >= 90)
        return tolak(`Rujukan sudah tidak berlaku (lebih dari 90 hari sejak ${rj.tglKunjungan})`);
    }
    const kembar = [...seps.values()].find(
      (s) =>
        !s.dihapus &&
        str(s.t_sep.noKartu) === noKartu &&
        str(s.t_sep.tglSep) === tgl &&
        str(s.t_sep.jnsPelayanan) === jns &&
        str(obj(s.t_sep.poli).tujuan) === poli,
    );
    if (kembar)
      return tolak(`Peserta sudah terbit SEP di poli ${POLI_BPJS[poli] ?? poli} pada tanggal ${tgl}`);
    urutSep += 1;
    const s: SepSim = {
      noSep: nomor(str(t.ppkPelayanan), tgl, 'V', urutSep),
      t_sep: structuredClone(t),
      dihapus: false,
      dihapusOleh: null,
      tglPulang: null,
      statusPulang: null,
    };
    seps.set(s.noSep, s);
    return { ...ok(null), sep: s } as Jawaban & { sep: SepSim };
  }

  function update(t: Record<string, unknown>): Jawaban {
    const s = seps.get(str(t.noSep));
    if (!s || s.dihapus) return tolak('No.SEP Tidak Ditemukan');
    if (!str(t.user)) return tolak('user tidak boleh kosong');
    const lama = s.t_sep;
    const kls = str(obj(t.klsRawat).klsRawatHak);
    if (kls && !['1', '2', '3'].includes(kls)) return tolak('klsRawatHak tidak valid');
    s.t_sep = {
      ...lama,
      ...(t.klsRawat ? { klsRawat: t.klsRawat } : {}),
      ...(t.noMR ? { noMR: t.noMR } : {}),
      ...(t.catatan !== undefined ? { catatan: t.catatan } : {}),
      ...(str(t.diagAwal) ? { diagAwal: t.diagAwal } : {}),
      poli: { ...obj(lama.poli), eksekutif: str(obj(t.poli).eksekutif) || str(obj(lama.poli).eksekutif) },
      ...(str(t.dpjpLayan) ? { dpjpLayan: t.dpjpLayan } : {}),
      ...(str(t.noTelp) ? { noTelp: t.noTelp } : {}),
    };
    return ok(null);
  }

  function rkJawaban(r: RencanaKontrolSim) {
    const s = seps.get(r.noSEP);
    const p = o.cariPeserta(r.noKartu);
    return {
      ...(r.jnsKontrol === '1' ? { noSPRI: r.noSuratKontrol } : {}),
      noSuratKontrol: r.noSuratKontrol,
      tglRencanaKontrol: r.tglRencanaKontrol,
      namaDokter: `DOKTER ${r.kodeDokter}`,
      noKartu: p?.noKartu ?? '',
      nama: p?.nama ?? '',
      kelamin: p?.sex === 'P' ? 'Perempuan' : 'Laki-laki',
      tglLahir: p?.tglLahir ?? '',
      namaDiagnosa: s ? namaDiagnosa(str(s.t_sep.diagAwal)) : null,
    };
  }

  function rencanaKontrol(i: Record<string, unknown>, lama: RencanaKontrolSim | null): Jawaban {
    for (const f of ['noSEP', 'kodeDokter', 'poliKontrol', 'tglRencanaKontrol', 'user'])
      if (!str(i[f])) return tolak(`${f} tidak boleh kosong`);
    const s = seps.get(str(i.noSEP));
    if (!s || s.dihapus) return tolak('No.SEP Tidak Ditemukan');
    const tgl = str(i.tglRencanaKontrol);
    if (tgl < str(s.t_sep.tglSep)) return tolak('Tanggal rencana kontrol tidak boleh sebelum tanggal SEP');
    const kembar = [...rks.values()].find(
      (r) =>
        !r.dihapus &&
        r !== lama &&
        r.noSEP === s.noSep &&
        r.tglRencanaKontrol === tgl &&
        r.poliKontrol === str(i.poliKontrol),
    );
    if (kembar) return tolak(`Rencana kontrol untuk SEP ${s.noSep} pada tanggal ${tgl} sudah ada`);
    if (lama) {
      Object.assign(lama, {
        kodeDokter: str(i.kodeDokter),
        poliKontrol: str(i.poliKontrol),
        tglRencanaKontrol: tgl,
      });
      return ok(null);
    }
    urutRk += 1;
    const r: RencanaKontrolSim = {
      noSuratKontrol: nomor(s.noSep.slice(0, 8), o.hariIni(), 'K', urutRk),
      jnsKontrol: '2',
      noKartu: str(s.t_sep.noKartu),
      noSEP: s.noSep,
      kodeDokter: str(i.kodeDokter),
      poliKontrol: str(i.poliKontrol),
      tglRencanaKontrol: tgl,
      tglTerbit: o.hariIni(),
      dihapus: false,
    };
    rks.set(r.noSuratKontrol, r);
    return { ...ok(null), rk: r } as Jawaban & { rk: RencanaKontrolSim };
  }

  /** SEP and control-letter services; null when the path is neither. */
  function layani(
    method: string,
    b: string[],
    ke: (pola: string) => boolean,
    isi: Record<string, unknown>,
    sandi: (x: unknown) => string,
  ): Jawaban | null {
    const req = obj(isi.request);
    if (method === 'POST' && ke('SEP/2.0/insert')) {
      const j = insert(obj(req.t_sep)) as Jawaban & { sep?: SepSim };
      return j.sep ? ok(sandi({ sep: jawabanSep(j.sep) })) : j;
    }
    if (method === 'PUT' && ke('SEP/2.0/update')) {
      const t = obj(req.t_sep);
      const j = update(t);
      return (j.isi as { metaData: { code: string } }).metaData.code === '200' ? ok(sandi(str(t.noSep))) : j;
    }
    if (method === 'DELETE' && ke('SEP/2.0/delete')) {
      const t = obj(req.t_sep);
      const s = seps.get(str(t.noSep));
      if (!s || s.dihapus) return tolak('No.SEP Tidak Ditemukan');
      if (!str(t.user)) return tolak('user tidak boleh kosong');
      s.dihapus = true;
      s.dihapusOleh = str(t.user);
      // BPJS answers a deletion with the plain number (the clients skip decryption for it).
      return ok(s.noSep);
    }
    if (method === 'GET' && ke('SEP/*') && b[1] !== '2.0') {
      const s = seps.get(b[1] ?? '');
      if (!s || s.dihapus) return tolak('No.SEP Tidak Ditemukan');
      const j = jawabanSep(s);
      const kls = obj(s.t_sep.klsRawat);
      return ok(
        sandi({
          ...j,
          jnsPelayanan: j.jnsPelayanan === 'R.Inap' ? 'Rawat Inap' : 'Rawat Jalan',
          kelasRawat: `Kelas ${j.kelasRawat}`,
          klsRawat: {
            klsRawatHak: str(kls.klsRawatHak),
            klsRawatNaik: null,
            pembiayaan: null,
            penanggungJawab: null,
          },
          kontrol: {
            kdDokter: str(obj(s.t_sep.skdp).kodeDPJP),
            nmDokter: '',
            noSurat: str(obj(s.t_sep.skdp).noSurat),
          },
        }),
      );
    }
    if (method === 'GET' && ke('monitoring/HistoriPelayanan/NoKartu/*/tglMulai/*/tglAkhir/*')) {
      const [kartu, mulai, akhir] = [b[3] ?? '', b[5] ?? '', b[7] ?? ''];
      const histori = [...seps.values()]
        .filter((s) => !s.dihapus && str(s.t_sep.noKartu) === kartu)
        .filter((s) => str(s.t_sep.tglSep) >= mulai && str(s.t_sep.tglSep) <= akhir)
        .map((s) => {
          const j = jawabanSep(s);
          return {
            diagnosa: j.diagnosa,
            jnsPelayanan: str(s.t_sep.jnsPelayanan),
            kelasRawat: `Kelas ${j.kelasRawat}`,
            namaPeserta: j.peserta.nama,
            noKartu: kartu,
            noSep: s.noSep,
            noRujukan: j.noRujukan,
            poli: j.poli,
            ppkPelayanan: str(s.t_sep.ppkPelayanan),
            tglPlgSep: s.tglPulang ?? (str(s.t_sep.jnsPelayanan) === '1' ? '' : j.tglSep),
            tglSep: j.tglSep,
          };
        });
      if (histori.length === 0) return tolak('Data Tidak Ditemukan');
      return ok(sandi({ histori }));
    }
    if (method === 'POST' && ke('RencanaKontrol/InsertSPRI')) {
      for (const f of ['noKartu', 'kodeDokter', 'poliKontrol', 'tglRencanaKontrol', 'user'])
        if (!str(req[f])) return tolak(`${f} tidak boleh kosong`);
      const p = o.cariPeserta(str(req.noKartu));
      if (!p) return tolak('Peserta Tidak Ditemukan');
      if (p.statusPeserta.kode !== '0')
        return tolak(`Status Peserta Tidak Aktif: ${p.statusPeserta.keterangan}`);
      if (!POLI_BPJS[str(req.poliKontrol)]) return tolak('Poli kontrol tidak ditemukan');
      if (str(req.tglRencanaKontrol) < o.hariIni())
        return tolak('Tanggal rencana rawat inap tidak boleh kurang dari hari ini');
      urutRk += 1;
      const r: RencanaKontrolSim = {
        // Numbered after the hospital that asks, known here by the card's last SEP there.
        noSuratKontrol: nomor(ppkKartu(str(req.noKartu)), o.hariIni(), 'K', urutRk),
        jnsKontrol: '1',
        noKartu: str(req.noKartu),
        noSEP: '',
        kodeDokter: str(req.kodeDokter),
        poliKontrol: str(req.poliKontrol),
        tglRencanaKontrol: str(req.tglRencanaKontrol),
        tglTerbit: o.hariIni(),
        dihapus: false,
      };
      rks.set(r.noSuratKontrol, r);
      return ok(sandi(rkJawaban(r)));
    }
    if (method === 'PUT' && ke('SEP/2.0/updtglplg')) return pulang(obj(req.t_sep));
    if (method === 'POST' && ke('RencanaKontrol/insert')) {
      const j = rencanaKontrol(req, null) as Jawaban & { rk?: RencanaKontrolSim };
      return j.rk ? ok(sandi(rkJawaban(j.rk))) : j;
    }
    if (method === 'PUT' && ke('RencanaKontrol/Update')) {
      const lama = rks.get(str(req.noSuratKontrol));
      if (!lama || lama.dihapus) return tolak('No. Surat Kontrol Tidak Ditemukan');
      const j = rencanaKontrol(req, lama);
      return (j.isi as { metaData: { code: string } }).metaData.code === '200'
        ? ok(sandi(rkJawaban(lama)))
        : j;
    }
    if (method === 'DELETE' && ke('RencanaKontrol/Delete')) {
      const t = obj(req.t_suratkontrol);
      const r = rks.get(str(t.noSuratKontrol));
      if (!r || r.dihapus) return tolak('No. Surat Kontrol Tidak Ditemukan');
      if (!str(t.user)) return tolak('user tidak boleh kosong');
      r.dihapus = true;
      return ok(null);
    }
    if (method === 'GET' && ke('RencanaKontrol/noSuratKontrol/*')) {
      const r = rks.get(b[2] ?? '');
      if (!r || r.dihapus) return tolak('No. Surat Kontrol Tidak Ditemukan');
      return ok(
        sandi({ ...rkJawaban(r), tglTerbit: r.tglTerbit, jnsKontrol: '2', poliTujuan: r.poliKontrol }),
      );
    }
    if (method === 'GET' && ke('RencanaKontrol/ListRencanaKontrol/Bulan/*/Tahun/*/Nokartu/*/filter/*')) {
      const [bulan, tahun, kartu, filter] = [b[3] ?? '', b[5] ?? '', b[7] ?? '', b[9] ?? '2'];
      const list = [...rks.values()]
        .filter((r) => !r.dihapus)
        .map((r) => ({ r, s: seps.get(r.noSEP) }))
        .filter(({ r }) => r.noKartu === kartu)
        .filter(({ r }) =>
          (filter === '1' ? r.tglTerbit : r.tglRencanaKontrol).startsWith(
            `${tahun}-${bulan.padStart(2, '0')}`,
          ),
        )
        .map(({ r, s }) => ({
          noSuratKontrol: r.noSuratKontrol,
          jnsPelayanan: r.jnsKontrol === '1' ? 'Rawat Inap' : 'Rawat Jalan',
          jnsKontrol: r.jnsKontrol,
          namaJnsKontrol: r.jnsKontrol === '1' ? 'SPRI' : 'Surat Kontrol',
          tglRencanaKontrol: r.tglRencanaKontrol,
          tglTerbitKontrol: r.tglTerbit,
          noSepAsalKontrol: r.noSEP,
          poliAsal: str(obj(s?.t_sep.poli).tujuan),
          namaPoliAsal: POLI_BPJS[str(obj(s?.t_sep.poli).tujuan)] ?? '',
          poliTujuan: r.poliKontrol,
          namaPoliTujuan: POLI_BPJS[r.poliKontrol] ?? r.poliKontrol,
          tglSEP: str(s?.t_sep.tglSep),
          kodeDokter: r.kodeDokter,
          namaDokter: `DOKTER ${r.kodeDokter}`,
          noKartu: kartu,
          nama: o.cariPeserta(kartu)?.nama ?? '',
          terbitSEP: [...seps.values()].some(
            (x) => !x.dihapus && str(obj(x.t_sep.skdp).noSurat) === r.noSuratKontrol,
          )
            ? 'Sudah'
            : 'Belum',
        }));
      if (list.length === 0) return tolak('Data Tidak Ditemukan');
      return ok(sandi({ list }));
    }
    return null;
  }

  return {
    layani,
    daftarSep: () => [...seps.values()].map((s) => structuredClone(s)),
    daftarRk: () => [...rks.values()].map((r) => ({ ...r })),
  };
}
