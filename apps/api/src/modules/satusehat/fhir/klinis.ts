/// <reference types="fhir" />
import { SISTEM } from '../sistem.ts';
import { type Fasilitas, identitas, konsep, type Rujukan, ref, waktu } from './umum.ts';

/** One ICD-10 diagnosis of a layanan (pelayanan's `diagnosis` row). */
export interface BahanCondition {
  uid: string;
  kode: string;
  nama: string;
  pasien: Rujukan;
  encounter: Rujukan;
  dicatat: Date;
}

/** Condition as SATUSEHAT's "diagnosis" use case: an active encounter diagnosis coded in ICD-10. */
export function condition(f: Fasilitas, b: BahanCondition): fhir4.Condition {
  return {
    resourceType: 'Condition',
    identifier: [identitas(f.sistem.condition, b.uid)],
    clinicalStatus: konsep(SISTEM.conditionClinical, 'active', 'Active'),
    category: [konsep(SISTEM.conditionCategory, 'encounter-diagnosis', 'Encounter Diagnosis')],
    code: konsep(SISTEM.icd10, b.kode, b.nama),
    subject: ref('Patient', b.pasien),
    encounter: ref('Encounter', b.encounter),
    recordedDate: waktu(b.dicatat),
  };
}

/** One ICD-9-CM procedure code of a layanan (pelayanan's `prosedur` row). */
export interface BahanProcedure {
  uid: string;
  kode: string;
  nama: string;
  pasien: Rujukan;
  encounter: Rujukan;
  dokter: Rujukan | null;
  waktu: Date;
}

export function procedure(f: Fasilitas, b: BahanProcedure): fhir4.Procedure {
  return {
    resourceType: 'Procedure',
    identifier: [identitas(f.sistem.procedure, b.uid)],
    status: 'completed',
    code: konsep(SISTEM.icd9cm, b.kode, b.nama),
    subject: ref('Patient', b.pasien),
    encounter: ref('Encounter', b.encounter),
    performedPeriod: { start: waktu(b.waktu), end: waktu(b.waktu) },
    ...(b.dokter ? { performer: [{ actor: ref('Practitioner', b.dokter) }] } : {}),
  };
}
