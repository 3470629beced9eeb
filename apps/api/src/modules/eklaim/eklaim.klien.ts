import {
  type DataKlaimEklaim,
  GalatEklaim,
  GalatJaringanEklaim,
  type HasilGroupingEklaim,
  type KlaimBaruEklaim,
  type KlienEklaim,
  type SpecialCmgEklaim,
  type StatusKlaimEklaim,
} from './eklaim.port.ts';
import { AWAL_TERSANDI, bukaSandiEklaim, GalatSandiEklaim, kunciBiner, sandiEklaim } from './eklaim.sandi.ts';

/*
 * The HTTP adapter for the Ministry's E-Klaim web service (docs/eklaim.md): every call is one POST
 * of {"metadata":{"method":…},"data":{…}} encrypted with the hospital's key to
 * http://<server>/E-Klaim/ws.php; the answer comes encrypted the same way between the BEGIN/END
 * lines, with metadata.code 200 or a refusal (metadata.code, error_no, message).
 */

export interface OpsiKlienEklaim {
  /** The web service address, e.g. http://10.0.0.5/E-Klaim/ws.php (a bare host gets /E-Klaim/ws.php). */
  url: string;
  /** The Encryption Key generated in E-Klaim (Setup → Integrasi → SIMRS), 64 hex characters. */
  kunci: string;
  /** The hospital's tariff code, used when a claim's data leaves `kode_tarif` empty. */
  kodeTarif?: string;
  /** Per call, default 30 s (send_claim_individual waits for the data centre). */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const teks = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const angka = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** The endpoint to post to: the address as given, or the default path when only a host was given. */
export function alamatWs(url: string): string {
  const u = url.trim().replace(/\/+$/, '');
  return /\.php$/i.test(u) ? u : `${u}/E-Klaim/ws.php`;
}

/** The refusal in E-Klaim's metadata as a GalatEklaim; null when the answer is a success. */
function galatDari(j: Json): GalatEklaim | null {
  const m = obj(j.metadata);
  const kode = Number(m.code);
  if (kode === 200) return null;
  const errorNo = m.error_no === undefined || m.error_no === null ? null : String(m.error_no);
  const pesan = teks(m.message) || 'E-Klaim menolak permintaan tanpa keterangan';
  return new GalatEklaim(Number.isFinite(kode) ? kode : 0, errorNo, pesan);
}

function specialCmg(v: unknown): SpecialCmgEklaim[] {
  if (!Array.isArray(v)) return [];
  return v.map((x) => {
    const o = obj(x);
    return {
      code: teks(o.code),
      description: teks(o.description),
      type: teks(o.type),
      ...(o.tariff !== undefined ? { tariff: angka(o.tariff) } : {}),
    };
  });
}

/**
 * The grouper's answer in the shape the port names. E-Klaim 5.x answers under `response` with the
 * CBG's tariff in cbg.tariff; builds from 5.9 answer under `response_inacbg` with `base_tariff`;
 * both are read. `special_cmg_option` sits beside `response` (some builds put it inside).
 */
export function bacaHasilGrouping(j: Json, kodeTarif: string): HasilGroupingEklaim {
  const r = obj(j.response_inacbg ?? j.response);
  const cbg = obj(r.cbg);
  const dasar = angka(cbg.tariff ?? r.base_tariff ?? r.tariff);
  const terpakai = specialCmg(r.special_cmg);
  return {
    cbg: { code: teks(cbg.code), description: teks(cbg.description), tariff: dasar },
    special_cmg: terpakai,
    special_cmg_option: specialCmg(j.special_cmg_option ?? r.special_cmg_option),
    tarif_total: dasar + terpakai.reduce((s, c) => s + (c.tariff ?? 0), 0),
    kelas: teks(r.kelas),
    kode_tarif: teks(r.kode_tarif) || kodeTarif,
  };
}

/** The claim's state in get_claim_data (`response.data`, or `response` in the manual's sample). */
function bacaStatus(j: Json, nomorSep: string): StatusKlaimEklaim {
  const r = obj(j.response);
  const d = r.data && !Array.isArray(r.data) ? obj(r.data) : r;
  const dc = (v: unknown): 'sent' | 'unsent' => (teks(v).toLowerCase() === 'sent' ? 'sent' : 'unsent');
  return {
    nomor_sep: teks(d.nomor_sep) || nomorSep,
    status: teks(d.klaim_status_cd) || 'normal',
    kemkes_dc_status: dc(d.kemenkes_dc_status_cd ?? d.kemkes_dc_status),
    bpjs_dc_status: dc(d.bpjs_dc_status_cd ?? d.bpjs_dc_status),
  };
}

/** The hospital's bill as E-Klaim's sample sends it: whole rupiah, as text. */
function tarifRsTeks(t: DataKlaimEklaim['tarif_rs']): Record<string, string> {
  return Object.fromEntries(Object.entries(t).map(([k, v]) => [k, String(Math.round(Number(v) || 0))]));
}

/** A client for one E-Klaim server; nothing is kept between calls. */
export function buatKlienEklaim(opsi: OpsiKlienEklaim): KlienEklaim {
  const url = alamatWs(opsi.url);
  // A wrong key is a configuration fault: say so before any request leaves.
  kunciBiner(opsi.kunci);
  const batas = opsi.timeoutMs ?? 30_000;
  const kodeTarif = opsi.kodeTarif ?? '';

  async function panggil(method: string, data: Json, metadata: Json = {}): Promise<Json> {
    const badan = sandiEklaim(JSON.stringify({ metadata: { method, ...metadata }, data }), opsi.kunci);
    let jawab: Response;
    let isi: string;
    try {
      jawab = await fetch(url, {
        method: 'POST',
        // The manual's own sample posts the encrypted text with this content type.
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: badan,
        signal: AbortSignal.timeout(batas),
      });
      isi = await jawab.text();
    } catch (err) {
      const waktuHabis = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new GalatJaringanEklaim(
        waktuHabis
          ? `E-Klaim tidak menjawab dalam ${Math.round(batas / 1000)} detik (${url})`
          : `E-Klaim tidak dapat dihubungi di ${url}: ${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)}`,
      );
    }
    let j: Json;
    if (isi.includes(AWAL_TERSANDI)) {
      try {
        j = obj(JSON.parse(bukaSandiEklaim(isi, opsi.kunci)));
      } catch (err) {
        if (err instanceof GalatSandiEklaim && err.alasan === 'TANDA_TIDAK_COCOK')
          throw new GalatEklaim(400, 'E2031', 'Error : Key Mismatch');
        throw new GalatJaringanEklaim('Jawaban E-Klaim tidak dapat dibuka');
      }
    } else {
      // E-Klaim answers in clear what it could not read with our key (Key Mismatch), and in debug mode.
      try {
        j = obj(JSON.parse(isi));
      } catch {
        throw new GalatJaringanEklaim(
          `Jawaban ${url} bukan jawaban E-Klaim (HTTP ${jawab.status}); periksa alamat web service`,
        );
      }
    }
    const galat = galatDari(j);
    if (galat) throw galat;
    if (!jawab.ok) throw new GalatJaringanEklaim(`E-Klaim menjawab HTTP ${jawab.status}`);
    return j;
  }

  const status = async (nomorSep: string) =>
    bacaStatus(await panggil('get_claim_data', { nomor_sep: nomorSep }), nomorSep);

  return {
    async klaimBaru(d: KlaimBaruEklaim) {
      const j = await panggil('new_claim', { ...d });
      const r = obj(j.response);
      return { patient_id: teks(r.patient_id), admission_id: teks(r.admission_id) };
    },

    async setDataKlaim(d: DataKlaimEklaim) {
      // metadata.nomor_sep names the claim; data.nomor_sep is the (possibly new) value (manual §4).
      await panggil(
        'set_claim_data',
        { ...d, kode_tarif: d.kode_tarif || kodeTarif, tarif_rs: tarifRsTeks(d.tarif_rs) },
        { nomor_sep: d.nomor_sep },
      );
    },

    async grouping(nomorSep: string, kode?: string[]) {
      const stage2 = kode !== undefined && kode.length > 0;
      const j = await panggil(
        'grouper',
        stage2 ? { nomor_sep: nomorSep, special_cmg: kode.join('#') } : { nomor_sep: nomorSep },
        { stage: stage2 ? '2' : '1' },
      );
      return bacaHasilGrouping(j, kodeTarif);
    },

    async final(nomorSep: string, coderNik: string) {
      await panggil('claim_final', { nomor_sep: nomorSep, coder_nik: coderNik });
    },

    async editUlang(nomorSep: string) {
      await panggil('reedit_claim', { nomor_sep: nomorSep });
    },

    async kirim(nomorSep: string) {
      const j = await panggil('send_claim_individual', { nomor_sep: nomorSep });
      const data = obj(j.response).data;
      const baris = Array.isArray(data) ? obj(data[0]) : null;
      // Builds that answer a bare "Ok" are asked for the claim's state instead.
      if (!baris || (baris.kemkes_dc_status ?? baris.kemkes_dc_Status) === undefined) return status(nomorSep);
      const dc = (v: unknown): 'sent' | 'unsent' => (teks(v).toLowerCase() === 'sent' ? 'sent' : 'unsent');
      return {
        nomor_sep: teks(baris.SEP ?? baris.no_sep ?? baris.nomor_sep) || nomorSep,
        status: 'final',
        kemkes_dc_status: dc(baris.kemkes_dc_status ?? baris.kemkes_dc_Status),
        bpjs_dc_status: dc(baris.bpjs_dc_status ?? baris.bpjs_dc_Status),
      };
    },

    status,
  };
}
