/// <reference types="fhir" />
import type { FlagHasil, TandaVital } from '@rawat/domain';
import { SISTEM } from '../sistem.ts';
import { type Fasilitas, identitas, konsep, kuantitas, type Rujukan, ref, waktu } from './umum.ts';

/**
 * The vital signs of an assessment and their LOINC codes (the vital-signs profile's codes, which
 * SATUSEHAT's playbooks use), with the field of `tanda_vital` each comes from and its UCUM unit.
 */
export const VITAL = {
  nadi: { field: 'nadi', loinc: '8867-4', nama: 'Heart rate', satuan: '/min', tampil: 'beats/minute' },
  respirasi: {
    field: 'respirasi',
    loinc: '9279-1',
    nama: 'Respiratory rate',
    satuan: '/min',
    tampil: 'breaths/minute',
  },
  sistolik: {
    field: 'td_sistolik',
    loinc: '8480-6',
    nama: 'Systolic blood pressure',
    satuan: 'mm[Hg]',
    tampil: 'mm[Hg]',
  },
  diastolik: {
    field: 'td_diastolik',
    loinc: '8462-4',
    nama: 'Diastolic blood pressure',
    satuan: 'mm[Hg]',
    tampil: 'mm[Hg]',
  },
  suhu: { field: 'suhu', loinc: '8310-5', nama: 'Body temperature', satuan: 'Cel', tampil: 'C' },
  berat: { field: 'berat_badan', loinc: '29463-7', nama: 'Body weight', satuan: 'kg', tampil: 'kg' },
  tinggi: { field: 'tinggi_badan', loinc: '8302-2', nama: 'Body height', satuan: 'cm', tampil: 'cm' },
  spo2: {
    field: 'spo2',
    loinc: '59408-5',
    nama: 'Oxygen saturation in Arterial blood by Pulse oximetry',
    satuan: '%',
    tampil: '%',
  },
} as const satisfies Record<
  string,
  { field: keyof TandaVital; loinc: string; nama: string; satuan: string; tampil: string }
>;
export type JenisVital = keyof typeof VITAL;
export const JENIS_VITAL = Object.keys(VITAL) as JenisVital[];

/** One measured vital sign of one assessment (`asesmen.isi`'s tanda_vital). */
export interface BahanVital {
  /** The assessment's uid; with `jenis` our local id of the Observation. */
  uid: string;
  jenis: JenisVital;
  nilai: number;
  pasien: Rujukan;
  encounter: Rujukan;
  pelaku: Rujukan | null;
  waktu: Date;
}

export function observationVital(f: Fasilitas, b: BahanVital): fhir4.Observation {
  const v = VITAL[b.jenis];
  const q = kuantitas(b.nilai, v.satuan);
  return {
    resourceType: 'Observation',
    identifier: [identitas(f.sistem.observation, `${b.uid}:${b.jenis}`)],
    status: 'final',
    category: [konsep(SISTEM.observationCategory, 'vital-signs', 'Vital Signs')],
    code: konsep(SISTEM.loinc, v.loinc, v.nama),
    subject: ref('Patient', b.pasien),
    encounter: ref('Encounter', b.encounter),
    ...(b.pelaku ? { performer: [ref('Practitioner', b.pelaku)] } : {}),
    effectiveDateTime: waktu(b.waktu),
    issued: waktu(b.waktu),
    valueQuantity: { ...q, unit: v.tampil },
  };
}

/** One validated lab result line (`hasil_lab` of the version in force). */
export interface BahanObservationLab {
  /** Our local id: `<order_item_uid>:<pemeriksaan_uid>` (one test of one order line). */
  uid: string;
  /** The readable id under `observation/{org}`: order number, line and test code. */
  nomor: string;
  loinc: string;
  nama: string;
  nilai: { angka: number; satuan: string | null } | { teks: string };
  flag: FlagHasil | null;
  rujukan: { min: number | null; maks: number | null; teks: string | null; satuan: string | null } | null;
  pasien: Rujukan;
  encounter: Rujukan;
  serviceRequest: Rujukan;
  specimen: Rujukan | null;
  validator: Rujukan | null;
  waktu: Date;
  catatan: string | null;
}

// HL7 v3 ObservationInterpretation: our flags are its codes; a numeric value without one is normal.
const INTERPRETASI: Record<FlagHasil | 'N', string> = {
  N: 'Normal',
  L: 'Low',
  H: 'High',
  LL: 'Critical low',
  HH: 'Critical high',
  A: 'Abnormal',
};

function rentang(r: NonNullable<BahanObservationLab['rujukan']>): fhir4.ObservationReferenceRange | null {
  const low = r.min !== null ? kuantitas(r.min, r.satuan) : null;
  const high = r.maks !== null ? kuantitas(r.maks, r.satuan) : null;
  if (!low && !high && !r.teks) return null;
  return { ...(low ? { low } : {}), ...(high ? { high } : {}), ...(r.teks ? { text: r.teks } : {}) };
}

export function observationLab(f: Fasilitas, b: BahanObservationLab): fhir4.Observation {
  const angka = 'angka' in b.nilai;
  const kodeTafsir = b.flag ?? (angka ? 'N' : null);
  const rr = b.rujukan ? rentang(b.rujukan) : null;
  return {
    resourceType: 'Observation',
    identifier: [identitas(f.sistem.observation, b.nomor)],
    status: 'final',
    category: [konsep(SISTEM.observationCategory, 'laboratory', 'Laboratory')],
    code: konsep(SISTEM.loinc, b.loinc, null, b.nama),
    subject: ref('Patient', b.pasien),
    encounter: ref('Encounter', b.encounter),
    basedOn: [ref('ServiceRequest', b.serviceRequest)],
    ...(b.specimen ? { specimen: ref('Specimen', b.specimen) } : {}),
    ...(b.validator ? { performer: [ref('Practitioner', b.validator)] } : {}),
    effectiveDateTime: waktu(b.waktu),
    issued: waktu(b.waktu),
    ...('angka' in b.nilai
      ? { valueQuantity: kuantitas(b.nilai.angka, b.nilai.satuan) }
      : { valueString: b.nilai.teks }),
    ...(kodeTafsir
      ? { interpretation: [konsep(SISTEM.observationInterpretation, kodeTafsir, INTERPRETASI[kodeTafsir])] }
      : {}),
    ...(rr ? { referenceRange: [rr] } : {}),
    ...(b.catatan ? { note: [{ text: b.catatan }] } : {}),
  };
}
