import {
  type AsalRujukan,
  MASA_BERLAKU_RUJUKAN_HARI,
  type PesertaVclaim,
  type PesertaVclaimQuery,
  type RujukanVclaim,
  toJakartaIsoDate,
} from '@rawat/domain';
import { AppError } from '../../platform/errors.ts';
import { selisihHari } from '../../platform/waktu.ts';
import * as galat from './vclaim.errors.ts';
import { type DepsKlienVclaim, tanyaVclaim } from './vclaim.klien.ts';

// Participant and referral lookups (docs/vclaim.md "Peserta dan rujukan"): synchronous, nothing
// to lose, answered as BPJS says them (status words, class, kind, primary-care provider).

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const teks = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const teksAtauNull = (v: unknown): string | null => teks(v) || null;
const kodeKet = (v: unknown) => ({ kode: teks(obj(v).kode), keterangan: teks(obj(v).keterangan) });
const kodeNama = (v: unknown) => ({ kode: teks(obj(v).kode), nama: teks(obj(v).nama) });

export function geserHari(tanggal: string, n: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** statusPeserta kode '0' is AKTIF (BPJS's reference); anything else is not. */
const aktif = (status: { kode: string; keterangan: string }) =>
  status.kode === '0' || status.keterangan.toUpperCase() === 'AKTIF';

/** BPJS's `peserta` object in the contract's names. */
export function bacaPeserta(v: unknown): PesertaVclaim {
  const p = obj(v);
  const status = kodeKet(p.statusPeserta);
  const prov = obj(p.provUmum);
  const mr = obj(p.mr);
  return {
    no_kartu: teks(p.noKartu),
    nik: teks(p.nik),
    nama: teks(p.nama),
    tgl_lahir: teks(p.tglLahir),
    sex: teks(p.sex),
    status: { ...status, aktif: aktif(status) },
    hak_kelas: kodeKet(p.hakKelas),
    jenis_peserta: kodeKet(p.jenisPeserta),
    prov_umum: { kode: teks(prov.kdProvider), nama: teks(prov.nmProvider) },
    no_mr: teksAtauNull(mr.noMR),
    no_telepon: teksAtauNull(mr.noTelepon),
    tgl_tat: teksAtauNull(p.tglTAT),
  };
}

/** A referral's validity on `hariIni`: BPJS's 90 days from its tglKunjungan. */
export function masaRujukan(tglKunjungan: string, hariIni: string) {
  const berlaku_sampai = geserHari(tglKunjungan, MASA_BERLAKU_RUJUKAN_HARI - 1);
  const sisa_hari = Math.max(0, MASA_BERLAKU_RUJUKAN_HARI - selisihHari(tglKunjungan, hariIni));
  return { berlaku_sampai, sisa_hari };
}

export function bacaRujukan(v: unknown, asal: AsalRujukan, hariIni: string): RujukanVclaim {
  const r = obj(v);
  const p = bacaPeserta(r.peserta);
  const tgl = teks(r.tglKunjungan);
  return {
    no_rujukan: teks(r.noKunjungan),
    tgl_kunjungan: tgl,
    ...masaRujukan(tgl, hariIni),
    asal,
    prov_perujuk: kodeNama(r.provPerujuk),
    poli_rujukan: kodeNama(r.poliRujukan),
    diagnosa: kodeNama(r.diagnosa),
    keluhan: teksAtauNull(r.keluhan),
    pelayanan: kodeNama(r.pelayanan),
    peserta: {
      no_kartu: p.no_kartu,
      nik: p.nik,
      nama: p.nama,
      tgl_lahir: p.tgl_lahir,
      status: p.status,
      hak_kelas: p.hak_kelas,
      jenis_peserta: p.jenis_peserta,
    },
  };
}

/** GET /vclaim/peserta: by card or NIK on the SEP's day (today when left out). */
export async function cariPeserta(
  d: DepsKlienVclaim,
  now: Date,
  q: PesertaVclaimQuery,
): Promise<PesertaVclaim> {
  const tanggal = q.tanggal ?? toJakartaIsoDate(now);
  const path = q.no_kartu
    ? `Peserta/nokartu/${q.no_kartu}/tglSEP/${tanggal}`
    : `Peserta/nik/${q.nik ?? ''}/tglSEP/${tanggal}`;
  const r = await tanyaVclaim(d, path, galat.pesertaTidakDitemukan);
  return bacaPeserta(obj(r).peserta);
}

/** GET /vclaim/rujukan/:no: the primary-care service first, then the hospitals' (or the one asked). */
export async function cariRujukan(
  d: DepsKlienVclaim,
  now: Date,
  no: string,
  asal?: AsalRujukan,
): Promise<RujukanVclaim> {
  const hariIni = toJakartaIsoDate(now);
  const coba = asal ? [asal] : (['1', '2'] as const);
  let terakhir: Error = galat.rujukanTidakDitemukan('Data Rujukan Tidak Ditemukan');
  for (const a of coba) {
    try {
      const r = await tanyaVclaim(
        d,
        a === '1' ? `Rujukan/${no}` : `Rujukan/RS/${no}`,
        galat.rujukanTidakDitemukan,
      );
      return bacaRujukan(obj(r).rujukan, a, hariIni);
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 404) throw err;
      terakhir = err;
    }
  }
  throw terakhir;
}

/** GET /vclaim/rujukan?no_kartu=: a card's referrals from both services, newest first. */
export async function daftarRujukan(
  d: DepsKlienVclaim,
  now: Date,
  noKartu: string,
): Promise<RujukanVclaim[]> {
  const hariIni = toJakartaIsoDate(now);
  const hasil: RujukanVclaim[] = [];
  for (const asal of ['1', '2'] as const) {
    const path = asal === '1' ? `Rujukan/List/Peserta/${noKartu}` : `Rujukan/RS/List/Peserta/${noKartu}`;
    try {
      const r = await tanyaVclaim(d, path, galat.rujukanTidakDitemukan);
      const daftar = obj(r).rujukan;
      for (const x of Array.isArray(daftar) ? daftar : []) hasil.push(bacaRujukan(x, asal, hariIni));
    } catch (err) {
      // A card without referrals of one kind is answered 201: an empty part of the list.
      if (!(err instanceof AppError) || err.status !== 404) throw err;
    }
  }
  return hasil.sort((a, b) => b.tgl_kunjungan.localeCompare(a.tgl_kunjungan));
}

/**
 * Before a SEP is made (docs/vclaim.md "Aturan"): the participant as BPJS knows them on the SEP's
 * day. An inactive or unknown card is refused (409, BPJS's status words); when BPJS cannot be
 * reached the check is left to BPJS itself (null): the SEP waits in the outbox and BPJS refuses it
 * there if the card is inactive.
 */
export async function periksaPesertaSep(
  d: DepsKlienVclaim,
  noKartu: string,
  tanggal: string,
): Promise<PesertaVclaim | null> {
  try {
    const r = await tanyaVclaim(
      d,
      `Peserta/nokartu/${noKartu}/tglSEP/${tanggal}`,
      galat.pesertaTidakTerdaftar,
    );
    const p = bacaPeserta(obj(r).peserta);
    if (!p.status.aktif) throw galat.pesertaTidakAktif(p.status.keterangan || `kode ${p.status.kode}`);
    return p;
  } catch (err) {
    if (
      err instanceof AppError &&
      (err.code === 'vclaim.tidak_terhubung' || err.code === 'vclaim.kredensial_ditolak')
    )
      return null;
    throw err;
  }
}
