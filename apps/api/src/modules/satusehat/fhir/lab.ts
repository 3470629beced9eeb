/// <reference types="fhir" />
import { SISTEM } from '../sistem.ts';
import { type Fasilitas, identitas, konsep, type Rujukan, ref, waktu } from './umum.ts';

/** One test of a lab order (a package's tests each get their own), as SATUSEHAT's ServiceRequest. */
export interface BahanServiceRequest {
  /** Our local id: `<order_item_uid>:<pemeriksaan_uid>`. */
  uid: string;
  /** The readable id under `servicerequest/{org}`: order number, line and test code. */
  nomor: string;
  loinc: string;
  nama: string;
  status: 'active' | 'completed' | 'revoked';
  cito: boolean;
  pasien: Rujukan;
  encounter: Rujukan;
  dokter: Rujukan;
  diminta: Date;
  catatanKlinis: string | null;
}

export function serviceRequest(f: Fasilitas, b: BahanServiceRequest): fhir4.ServiceRequest {
  return {
    resourceType: 'ServiceRequest',
    identifier: [identitas(f.sistem.serviceRequest, b.nomor)],
    status: b.status,
    intent: 'original-order',
    priority: b.cito ? 'stat' : 'routine',
    // SNOMED CT 108252007 |Laboratory procedure|: SATUSEHAT's category for a lab request.
    category: [konsep(SISTEM.snomed, '108252007', 'Laboratory procedure')],
    // Our name for the test goes in `text`: a coding's display is LOINC's own name, which we do not keep.
    code: konsep(SISTEM.loinc, b.loinc, null, b.nama),
    subject: ref('Patient', b.pasien),
    encounter: ref('Encounter', b.encounter),
    occurrenceDateTime: waktu(b.diminta),
    authoredOn: waktu(b.diminta),
    requester: ref('Practitioner', b.dokter),
    ...(b.catatanKlinis ? { reasonCode: [{ text: b.catatanKlinis }] } : {}),
  };
}

/** The specimens the lab lists (pemeriksaan_lab.spesimen) as SNOMED CT specimen concepts. */
const JENIS_SPESIMEN: [RegExp, string, string][] = [
  [/^serum/i, '119364003', 'Serum specimen'],
  [/^plasma/i, '119361006', 'Plasma specimen'],
  [/^darah/i, '119297000', 'Blood specimen'],
  [/^urin/i, '122575003', 'Urine specimen'],
  [/^feses/i, '119339001', 'Stool specimen'],
  [/^sputum/i, '119334006', 'Sputum specimen'],
  [/^swab/i, '257261003', 'Swab'],
  [/^cairan/i, '309051001', 'Body fluid sample'],
];

export function jenisSpesimen(spesimen: string): fhir4.CodeableConcept {
  const j = JENIS_SPESIMEN.find(([pola]) => pola.test(spesimen.trim()));
  return j ? konsep(SISTEM.snomed, j[1], j[2], spesimen) : { text: spesimen };
}

/** One kind of specimen taken for one order (an order of blood and urine tests takes two). */
export interface BahanSpecimen {
  /** Our local id: `<order_uid>:<spesimen>`. */
  uid: string;
  /** The readable id under `specimen/{org}`. */
  nomor: string;
  spesimen: string;
  pasien: Rujukan;
  serviceRequests: Rujukan[];
  diambil: Date;
}

export function specimen(f: Fasilitas, b: BahanSpecimen): fhir4.Specimen {
  return {
    resourceType: 'Specimen',
    identifier: [
      { ...identitas(f.sistem.specimen, b.nomor), assigner: { reference: `Organization/${f.orgId}` } },
    ],
    status: 'available',
    type: jenisSpesimen(b.spesimen),
    subject: ref('Patient', b.pasien),
    request: b.serviceRequests.map((r) => ref('ServiceRequest', r)),
    receivedTime: waktu(b.diambil),
    collection: { collectedDateTime: waktu(b.diambil) },
  };
}

/** A validated lab order's result sheet. */
export interface BahanDiagnosticReport {
  /** The order's uid. */
  uid: string;
  /** The order number: the readable id under `diagnostic/{org}/lab`. */
  nomor: string;
  pasien: Rujukan;
  encounter: Rujukan;
  hasil: Rujukan[];
  spesimen: Rujukan[];
  serviceRequests: Rujukan[];
  validator: Rujukan | null;
  waktu: Date;
  catatan: string | null;
}

export function diagnosticReport(f: Fasilitas, b: BahanDiagnosticReport): fhir4.DiagnosticReport {
  return {
    resourceType: 'DiagnosticReport',
    identifier: [identitas(f.sistem.diagnosticLab, b.nomor)],
    status: 'final',
    category: [konsep(SISTEM.diagnosticServiceSection, 'LAB', 'Laboratory')],
    // LOINC 11502-2 |Laboratory report|: one order may hold many tests, each its own Observation.
    code: konsep(SISTEM.loinc, '11502-2', 'Laboratory report'),
    subject: ref('Patient', b.pasien),
    encounter: ref('Encounter', b.encounter),
    effectiveDateTime: waktu(b.waktu),
    issued: waktu(b.waktu),
    performer: [
      ...(b.validator ? [ref('Practitioner', b.validator)] : []),
      { reference: `Organization/${f.orgId}` },
    ],
    result: b.hasil.map((r) => ref('Observation', r)),
    specimen: b.spesimen.map((r) => ref('Specimen', r)),
    basedOn: b.serviceRequests.map((r) => ref('ServiceRequest', r)),
    ...(b.catatan ? { conclusion: b.catatan } : {}),
  };
}
