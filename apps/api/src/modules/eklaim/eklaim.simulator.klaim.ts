/*
 * The simulator's claims and the methods that change them (docs/eklaim.md). Rules and words are
 * E-Klaim's where the manual gives them (its "Daftar Kode Error": E2001 method, E2004 unknown SEP,
 * E2005 coder NIK, E2007 duplicate SEP, E2009 already final, E2010 new SEP taken, E2011 cannot be
 * edited, E2012 discharge before admission, E2014 tariff code, E2016 invalid CBG, E2017 not
 * grouped, E2018 not final, E2019 date, E2028 care type, E2030 missing parameter, E2033 payor).
 * Which code answers which situation where the manual is silent is this simulator's choice.
 */
import {
  grouperSim,
  type HasilGrouperSim,
  type JenisRawatSim,
  type OpsiSpecialCmg,
  pilihSpecialCmg,
  SKALA_KODE_TARIF,
} from './eklaim.simulator.grouper.ts';

type Json = Record<string, unknown>;

export interface KlaimSim {
  nomor_sep: string;
  nomor_kartu: string;
  nomor_rm: string;
  nama_pasien: string;
  tgl_lahir: string;
  gender: string;
  patient_id: number;
  admission_id: number;
  hospital_admission_id: number;
  dibuat: string;
  /** What set_claim_data stored, merged call by call (tarif_rs key by key). */
  data: Json | null;
  grouping: { hasil: HasilGrouperSim; terpakai: OpsiSpecialCmg[]; stage: 1 | 2 } | null;
  status: 'normal' | 'final';
  coder_nik: string | null;
  kemkes_dc_status: 'sent' | 'unsent';
  bpjs_dc_status: 'sent' | 'unsent';
  tgl_kirim: string | null;
}

/** The version the simulator's grouper answers with (inacbg_version). */
export const VERSI_SIM = '5.8.3.202311221200-sim';

const ok = (response?: Json, tambahan: Json = {}): Json => ({
  metadata: { code: 200, message: 'Ok' },
  ...(response ? { response } : {}),
  ...tambahan,
});

/** A refusal as E-Klaim words it: metadata.code 400 with error_no. */
export const tolak = (errorNo: string, message: string, tambahan: Json = {}): Json => ({
  metadata: { code: 400, message, error_no: errorNo },
  ...tambahan,
});

const teks = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const TGL = /^(\d{4})-(\d{2})-(\d{2})( (\d{2}):(\d{2})(:(\d{2}))?)?$/;

/** A real calendar date(time) in E-Klaim's 'YYYY-MM-DD hh:mm:ss' (the time may be left out). */
function tanggal(v: string): Date | null {
  const m = TGL.exec(v);
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[5] ?? '00'}:${m[6] ?? '00'}:${m[8] ?? '00'}Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}` ? null : d;
}

const daftarKode = (v: unknown) =>
  teks(v)
    .split('#')
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);

/** The claim store and E-Klaim's methods over it. */
export function buatLayananKlaim(sekarang: () => string) {
  const klaim = new Map<string, KlaimSim>();
  const pasien = new Map<string, number>();
  let nomorPasien = 55_540;
  let nomorAdmisi = 600;

  function cari(data: Json): KlaimSim | Json {
    const sep = teks(data.nomor_sep);
    if (!sep) return tolak('E2030', 'Error : Parameter tidak lengkap');
    return klaim.get(sep) ?? tolak('E2004', 'Nomor SEP tidak ditemukan');
  }
  const galat = (x: KlaimSim | Json): x is Json => 'metadata' in x;

  function newClaim(d: Json): Json {
    const wajib = ['nomor_kartu', 'nomor_sep', 'nomor_rm', 'nama_pasien', 'tgl_lahir', 'gender'];
    if (wajib.some((k) => !teks(d[k])) || !['1', '2'].includes(teks(d.gender)))
      return tolak('E2030', 'Error : Parameter tidak lengkap');
    if (!tanggal(teks(d.tgl_lahir))) return tolak('E2019', 'Error: Tanggal invalid.');
    const sep = teks(d.nomor_sep);
    const ada = klaim.get(sep);
    if (ada)
      return tolak('E2007', 'Duplikasi nomor SEP', {
        duplicate: [{ nama_pasien: ada.nama_pasien, nomor_rm: ada.nomor_rm, tgl_masuk: ada.dibuat }],
      });
    const rm = teks(d.nomor_rm);
    let patientId = pasien.get(rm);
    if (patientId === undefined) {
      nomorPasien += 1;
      patientId = nomorPasien;
      pasien.set(rm, patientId);
    }
    const admisi = [...klaim.values()].filter((k) => k.patient_id === patientId).length + 1;
    nomorAdmisi += 1;
    klaim.set(sep, {
      nomor_sep: sep,
      nomor_kartu: teks(d.nomor_kartu),
      nomor_rm: rm,
      nama_pasien: teks(d.nama_pasien),
      tgl_lahir: teks(d.tgl_lahir),
      gender: teks(d.gender),
      patient_id: patientId,
      admission_id: admisi,
      hospital_admission_id: nomorAdmisi,
      dibuat: sekarang(),
      data: null,
      grouping: null,
      status: 'normal',
      coder_nik: null,
      kemkes_dc_status: 'unsent',
      bpjs_dc_status: 'unsent',
      tgl_kirim: null,
    });
    return ok({ patient_id: patientId, admission_id: admisi, hospital_admission_id: nomorAdmisi });
  }

  function setClaimData(meta: Json, d: Json): Json {
    const k = cari({ nomor_sep: meta.nomor_sep });
    if (galat(k)) return k;
    if (k.status === 'final') return tolak('E2011', 'Klaim tidak bisa diubah/edit');
    if (!teks(d.coder_nik)) return tolak('E2005', 'NIK Coder masih kosong');
    const sepBaru = teks(d.nomor_sep);
    if (sepBaru && sepBaru !== k.nomor_sep && klaim.has(sepBaru))
      return tolak('E2010', 'Nomor SEP baru sudah terpakai');
    if ('jenis_rawat' in d && !['1', '2', '3'].includes(teks(d.jenis_rawat)))
      return tolak('E2028', 'Error : Jenis rawat invalid');
    if ('kode_tarif' in d && !(teks(d.kode_tarif) in SKALA_KODE_TARIF))
      return tolak('E2014', 'Kode tarif invalid');
    if ('payor_id' in d && !teks(d.payor_id))
      return tolak('E2033', 'Error : Parameter payor_id tidak boleh kosong');
    const gabung: Json = {
      ...(k.data ?? {}),
      ...d,
      tarif_rs: {
        ...((k.data?.tarif_rs as Json | undefined) ?? {}),
        ...((d.tarif_rs as Json | undefined) ?? {}),
      },
    };
    const masuk = 'tgl_masuk' in gabung ? tanggal(teks(gabung.tgl_masuk)) : undefined;
    const pulang = 'tgl_pulang' in gabung ? tanggal(teks(gabung.tgl_pulang)) : undefined;
    if (masuk === null || pulang === null) return tolak('E2019', 'Error: Tanggal invalid.');
    if (masuk && pulang && pulang < masuk) return tolak('E2012', 'Tanggal Pulang mendahului Tanggal Masuk');
    if (sepBaru && sepBaru !== k.nomor_sep) {
      klaim.delete(k.nomor_sep);
      k.nomor_sep = sepBaru;
      klaim.set(sepBaru, k);
    }
    if (teks(d.nomor_kartu)) k.nomor_kartu = teks(d.nomor_kartu);
    k.data = gabung;
    k.coder_nik = teks(d.coder_nik);
    // The data changed: what was grouped no longer stands.
    k.grouping = null;
    return ok();
  }

  function jawabanGrouper(k: KlaimSim): Json {
    if (!k.grouping) return tolak('E2017', 'Klaim belum di-grouping');
    const { hasil, terpakai, stage } = k.grouping;
    const gagal = hasil.cbg.code.startsWith('X');
    const response: Json = {
      cbg: {
        code: hasil.cbg.code,
        description: hasil.cbg.description,
        ...(gagal ? {} : { tariff: String(hasil.cbg.tariff) }),
      },
      ...(stage === 2
        ? {
            special_cmg: terpakai.map((o) => ({
              code: o.kode_terpakai,
              description: o.deskripsi_terpakai,
              tariff: o.tarif,
              type: o.type,
            })),
          }
        : {}),
      kelas: hasil.kelas,
      add_payment_amt: 0,
      inacbg_version: VERSI_SIM,
    };
    const tambahan: Json = {};
    if (hasil.opsi.length > 0)
      tambahan.special_cmg_option = hasil.opsi.map((o) => ({
        code: o.code,
        description: o.description,
        type: o.type,
      }));
    if (!gagal)
      tambahan.tarif_alt = (['kelas_1', 'kelas_2', 'kelas_3'] as const).map((kelas) => ({
        kelas,
        tarif_inacbg: String(hasil.tarif_kelas[kelas]),
      }));
    return ok(response, tambahan);
  }

  function grouper(meta: Json, d: Json): Json {
    const stage = teks(meta.stage);
    if (stage !== '1' && stage !== '2') return tolak('E2030', 'Error : Parameter tidak lengkap');
    const k = cari(d);
    if (galat(k)) return k;
    if (k.status === 'final') return tolak('E2011', 'Klaim tidak bisa diubah/edit');
    const data = k.data;
    if (!data || !teks(data.diagnosa) || !teks(data.jenis_rawat))
      return tolak('E2030', 'Error : Parameter tidak lengkap');
    const kodeTarif = teks(data.kode_tarif) || 'CP';
    if (stage === '1') {
      const hasil = grouperSim({
        diagnosa: daftarKode(data.diagnosa),
        prosedur: daftarKode(data.procedure),
        jenisRawat: teks(data.jenis_rawat) as JenisRawatSim,
        kelasRawat: teks(data.kelas_rawat),
        kodeTarif,
      });
      k.grouping = { hasil, terpakai: [], stage: 1 };
      return jawabanGrouper(k);
    }
    if (!k.grouping) return tolak('E2017', 'Klaim belum di-grouping');
    const terpakai = pilihSpecialCmg(
      k.grouping.hasil.opsi,
      teks(d.special_cmg).split('#'),
      SKALA_KODE_TARIF[kodeTarif] ?? 1,
    );
    k.grouping = { ...k.grouping, terpakai, stage: 2 };
    return jawabanGrouper(k);
  }

  function claimFinal(d: Json): Json {
    const k = cari(d);
    if (galat(k)) return k;
    if (!teks(d.coder_nik)) return tolak('E2005', 'NIK Coder masih kosong');
    if (k.status === 'final') return tolak('E2009', 'Klaim sudah final');
    if (!k.grouping) return tolak('E2017', 'Klaim belum di-grouping');
    if (k.grouping.hasil.cbg.code.startsWith('X'))
      return tolak('E2016', 'CBG Code invalid, tidak bisa final');
    k.status = 'final';
    k.coder_nik = teks(d.coder_nik);
    return ok();
  }

  function reeditClaim(d: Json): Json {
    const k = cari(d);
    if (galat(k)) return k;
    if (k.status !== 'final') return tolak('E2002', 'Klaim belum final');
    k.status = 'normal';
    // The data centres hold the old version until the edited claim is sent again.
    k.kemkes_dc_status = 'unsent';
    k.bpjs_dc_status = 'unsent';
    return ok();
  }

  function sendClaimIndividual(d: Json): Json {
    const k = cari(d);
    if (galat(k)) return k;
    if (k.status !== 'final') return tolak('E2018', 'Klaim masih belum final');
    k.kemkes_dc_status = 'sent';
    k.bpjs_dc_status = 'sent';
    k.tgl_kirim = sekarang();
    return ok({
      data: [
        {
          SEP: k.nomor_sep,
          tgl_pulang: teks(k.data?.tgl_pulang),
          kemkes_dc_status: k.kemkes_dc_status,
          bpjs_dc_status: k.bpjs_dc_status,
          cob_dc_status: 'unsent',
        },
      ],
    });
  }

  function getClaimStatus(d: Json): Json {
    const k = cari(d);
    if (galat(k)) return k;
    return ok({ status_kirim: k.kemkes_dc_status === 'sent' ? '1' : '0', tgl_kirim: k.tgl_kirim });
  }

  function getClaimData(d: Json): Json {
    const k = cari(d);
    if (galat(k)) return k;
    const g = k.grouping;
    return ok({
      data: {
        ...(k.data ?? {}),
        nomor_sep: k.nomor_sep,
        nomor_kartu: k.nomor_kartu,
        nomor_rm: k.nomor_rm,
        nama_pasien: k.nama_pasien,
        tgl_lahir: k.tgl_lahir,
        gender: k.gender,
        patient_id: k.patient_id,
        admission_id: k.admission_id,
        hospital_admission_id: k.hospital_admission_id,
        coder_nik: k.coder_nik,
        grouper: g ? jawabanGrouper(k) : null,
        cbg_code: g?.hasil.cbg.code ?? '',
        klaim_status_cd: k.status,
        kemenkes_dc_status_cd: k.kemkes_dc_status,
        kemenkes_dc_sent_dttm: k.tgl_kirim ?? '-',
        bpjs_dc_status_cd: k.bpjs_dc_status,
        bpjs_dc_sent_dttm: k.tgl_kirim ?? '-',
      },
    });
  }

  /** One method call, decrypted; the answer to encrypt. */
  function layani(meta: Json, data: Json): Json {
    switch (teks(meta.method)) {
      case 'new_claim':
        return newClaim(data);
      case 'set_claim_data':
        return setClaimData(meta, data);
      case 'grouper':
        return grouper(meta, data);
      case 'claim_final':
        return claimFinal(data);
      case 'reedit_claim':
        return reeditClaim(data);
      case 'send_claim_individual':
        return sendClaimIndividual(data);
      case 'get_claim_status':
        return getClaimStatus(data);
      case 'get_claim_data':
        return getClaimData(data);
      default:
        return tolak('E2001', 'Method tidak ada');
    }
  }

  return {
    layani,
    daftar: (): KlaimSim[] => [...klaim.values()].map((k) => structuredClone(k)),
  };
}
