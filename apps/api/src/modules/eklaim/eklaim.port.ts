/**
 * What the casemix module asks of the Ministry's E-Klaim web service (INA-CBG grouper), in
 * E-Klaim's own terms. The HTTP adapter (eklaim.klien.ts) speaks its encrypted JSON protocol; the
 * simulator (eklaim.simulator.ts) answers the same protocol for tests and the demo. Field names are
 * E-Klaim's (snake_case), so a reader can hold this file beside the manual.
 */

/** The patient and SEP that open a claim (method `new_claim`). */
export interface KlaimBaruEklaim {
  nomor_kartu: string;
  nomor_sep: string;
  nomor_rm: string;
  nama_pasien: string;
  /** 'yyyy-mm-dd hh:mm:ss' */
  tgl_lahir: string;
  /** '1' male, '2' female */
  gender: '1' | '2';
}

/** The hospital's bill split as E-Klaim's `tarif_rs` asks, in whole rupiah. */
export interface TarifRsEklaim {
  prosedur_non_bedah: number;
  prosedur_bedah: number;
  konsultasi: number;
  tenaga_ahli: number;
  keperawatan: number;
  penunjang: number;
  radiologi: number;
  laboratorium: number;
  pelayanan_darah: number;
  rehabilitasi: number;
  kamar: number;
  rawat_intensif: number;
  obat: number;
  obat_kronis: number;
  obat_kemoterapi: number;
  alkes: number;
  bmhp: number;
  sewa_alat: number;
}

/** The claim's clinical and billing data (method `set_claim_data`). */
export interface DataKlaimEklaim {
  nomor_sep: string;
  nomor_kartu: string;
  /** 'yyyy-mm-dd hh:mm:ss' */
  tgl_masuk: string;
  tgl_pulang: string;
  /** '1' inpatient, '2' outpatient, '3' IGD */
  jenis_rawat: '1' | '2' | '3';
  /** '1' | '2' | '3' the class the patient is entitled to; outpatient claims send '3'. */
  kelas_rawat: '1' | '2' | '3';
  /** '1' home on advice, '2' referred, '3' against advice, '4' died, '5' other. */
  discharge_status: '1' | '2' | '3' | '4' | '5';
  /** ICD-10 codes joined with '#', primary first. */
  diagnosa: string;
  /** ICD-9-CM codes joined with '#', '' when none. */
  procedure: string;
  tarif_rs: TarifRsEklaim;
  nama_dokter: string;
  /**
   * The hospital's INA-CBG tariff code at the Ministry: its class and ownership, e.g. 'CP' (class C,
   * government), 'CS' (class C, private); see docs/eklaim.md.
   */
  kode_tarif: string;
  /** '3' JKN */
  payor_id: string;
  /** 'JKN' */
  payor_cd: string;
  /** The coder's NIK, as E-Klaim records who coded. */
  coder_nik: string;
  birth_weight?: number;
  adl_sub_acute?: number;
  adl_chronic?: number;
  icu_indikator?: '0' | '1';
  icu_los?: number;
  ventilator_hour?: number;
  upgrade_class_ind?: '0' | '1';
}

/** One special CMG the grouper offers or applied (prosthesis, drug, procedure, investigation…). */
export interface SpecialCmgEklaim {
  code: string;
  description: string;
  type: string;
  tariff?: number;
}

/** What grouping answers (`grouper` stage 1 and 2). */
export interface HasilGroupingEklaim {
  cbg: { code: string; description: string; tariff: number };
  /** Special CMGs applied (stage 2) and offered to choose from (stage 1). */
  special_cmg: SpecialCmgEklaim[];
  special_cmg_option: SpecialCmgEklaim[];
  /** cbg.tariff plus the applied special CMGs. */
  tarif_total: number;
  /** INA-CBG's kelas and the hospital's tariff code it was grouped under. */
  kelas: string;
  kode_tarif: string;
}

/** Where the claim stands at E-Klaim (`get_claim_status`). */
export interface StatusKlaimEklaim {
  nomor_sep: string;
  /** E-Klaim's own words, e.g. 'normal', 'final', 'terkirim'. */
  status: string;
  kemkes_dc_status: 'unsent' | 'sent';
  bpjs_dc_status: 'unsent' | 'sent';
}

/** A refusal from E-Klaim: its metadata.code and error_no kept, message in its own words. */
export class GalatEklaim extends Error {
  constructor(
    readonly kodeHttp: number,
    readonly errorNo: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'GalatEklaim';
  }
}

/** E-Klaim could not be reached or answered something that is not its protocol (no refusal of its own). */
export class GalatJaringanEklaim extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GalatJaringanEklaim';
  }
}

export interface KlienEklaim {
  klaimBaru(data: KlaimBaruEklaim): Promise<{ patient_id: string; admission_id: string }>;
  setDataKlaim(data: DataKlaimEklaim): Promise<void>;
  /** Stage 1; stage 2 when special CMG codes are given. */
  grouping(nomorSep: string, specialCmg?: string[]): Promise<HasilGroupingEklaim>;
  final(nomorSep: string, coderNik: string): Promise<void>;
  /** Undo `final` so the data may be set again (`reedit_claim`). */
  editUlang(nomorSep: string): Promise<void>;
  /** Send one claim to the data centre (`send_claim_individual`). */
  kirim(nomorSep: string): Promise<StatusKlaimEklaim>;
  status(nomorSep: string): Promise<StatusKlaimEklaim>;
}
