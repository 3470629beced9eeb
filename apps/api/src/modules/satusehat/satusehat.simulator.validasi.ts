/// <reference types="fhir" />
import { SISTEM, sistemFasilitas, uraiSistemFasilitas } from './sistem.ts';

/*
 * The simulator's checks of a posted resource, a small part of what SATUSEHAT checks
 * (docs/satusehat.md, "Simulator"): the elements its resource pages mark mandatory (`*`) for the
 * resources Rawat sends, the identifier system of our own facility, references to things that
 * exist, and one Encounter per identifier. The words are the simulator's own (CHOSEN), in English
 * as SATUSEHAT's are; the codes are FHIR's issue types.
 */

export interface Jawaban {
  status: number;
  isi: unknown;
  kepala?: Record<string, string>;
}

/** What the simulator holds: resources by `Type/id`, and the people it answered by NIK. */
export interface TokoSim {
  orgId: string;
  sumber: Map<string, fhir4.FhirResource>;
  orang: Map<string, fhir4.FhirResource>;
}

type KodeIsu = fhir4.OperationOutcomeIssue['code'];

/** An OperationOutcome answer, as SATUSEHAT gives its refusals. */
export function galatSim(status: number, code: KodeIsu, text: string, expression?: string): Jawaban {
  const outcome: fhir4.OperationOutcome = {
    resourceType: 'OperationOutcome',
    issue: [
      { severity: 'error', code, details: { text }, ...(expression ? { expression: [expression] } : {}) },
    ],
  };
  return { status, isi: outcome };
}

/** Elements each resource must have (the `*` elements of SATUSEHAT's resource pages). */
const WAJIB: Record<string, string[]> = {
  Encounter: ['identifier', 'status', 'class', 'subject', 'period'],
  Condition: ['code', 'subject', 'encounter'],
  Observation: ['status', 'code', 'subject', 'encounter'],
  Procedure: ['status', 'code', 'subject', 'encounter'],
  Medication: ['extension'],
  MedicationRequest: ['status', 'intent', 'subject'],
  MedicationDispense: ['status', 'subject'],
  ServiceRequest: ['status', 'intent', 'code', 'subject', 'encounter'],
  Specimen: ['status', 'type', 'subject'],
  DiagnosticReport: ['status', 'code', 'subject', 'encounter'],
  Location: ['identifier', 'name', 'managingOrganization'],
  // Created through the API only as a unit of the facility (the institution itself is registered
  // by Kemenkes): partOf is what makes it one.
  Organization: ['identifier', 'active', 'name', 'partOf'],
};

/** Elements that can only point to an Organization. */
const KE_ORGANISASI: Record<string, string[]> = {
  Location: ['managingOrganization'],
  Organization: ['partOf'],
};

/** The code system SATUSEHAT requires for a resource's `code` (ICD-10, ICD-9-CM, KFA, LOINC). */
const SISTEM_KODE: Record<string, string[]> = {
  Condition: [SISTEM.icd10, 'http://terminology.kemkes.go.id/CodeSystem/clinical-term'],
  Procedure: [SISTEM.icd9cm, SISTEM.snomed],
  Medication: [SISTEM.kfa],
  DiagnosticReport: [SISTEM.loinc, SISTEM.snomed],
};

/** Each `reference` in a resource, with the path it sits at. */
function* rujukan(x: unknown, jalur: string): Generator<[string, string]> {
  if (Array.isArray(x)) {
    for (const v of x) yield* rujukan(v, jalur);
  } else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      if (k === 'reference' && typeof v === 'string') yield [jalur, v];
      else yield* rujukan(v, `${jalur}.${k}`);
    }
  }
}

const kosong = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** null when the resource would be accepted; otherwise SATUSEHAT-like 400 OperationOutcome. */
export function periksaSumber(toko: TokoSim, r: fhir4.FhirResource, idLama?: string): Jawaban | null {
  const jenis = r.resourceType;
  const o = r as unknown as Record<string, unknown>;
  for (const medan of WAJIB[jenis] ?? [])
    if (kosong(o[medan]))
      return galatSim(400, 'required', `${jenis}.${medan} is required`, `${jenis}.${medan}`);

  const identifier = (o.identifier as fhir4.Identifier[] | undefined) ?? [];
  for (const i of identifier) {
    if (!i.system || kosong(i.value))
      return galatSim(400, 'required', `${jenis}.identifier needs system and value`, `${jenis}.identifier`);
    const urai = uraiSistemFasilitas(i.system);
    // SATUSEHAT binds a client id to one organization id (api-catalogue, Kode Akses API).
    if (urai && urai.orgId !== toko.orgId)
      return galatSim(
        400,
        'business-rule',
        'resource cannot be accessed due to business rule',
        `${jenis}.identifier`,
      );
  }

  if (jenis === 'Encounter') {
    const sistem = sistemFasilitas(toko.orgId).encounter;
    const milik = identifier.filter((i) => i.system === sistem);
    if (!milik.length)
      return galatSim(400, 'value', `Encounter.identifier.system must be ${sistem}`, 'Encounter.identifier');
    if (r.class?.system !== SISTEM.actCode)
      return galatSim(
        400,
        'code-invalid',
        `Encounter.class.system must be ${SISTEM.actCode}`,
        'Encounter.class',
      );
    // The facility itself, never one of its units (fhir/resources/encounter/, serviceProvider).
    if (r.serviceProvider && r.serviceProvider.reference !== `Organization/${toko.orgId}`)
      return galatSim(
        400,
        'business-rule',
        `Encounter.serviceProvider must be Organization/${toko.orgId}`,
        'Encounter.serviceProvider',
      );
    for (const lain of toko.sumber.values()) {
      if (lain.resourceType !== 'Encounter' || lain.id === idLama) continue;
      const sama = (lain.identifier ?? []).find((a) =>
        milik.some((b) => a.system === b.system && a.value === b.value),
      );
      if (sama)
        return galatSim(
          400,
          'duplicate',
          `Duplicate Encounter: identifier ${sama.system}|${sama.value} already exists as Encounter/${lain.id}`,
          'Encounter.identifier',
        );
    }
  }

  if (jenis === 'Organization') {
    const sistem = sistemFasilitas(toko.orgId).organization;
    if (!identifier.some((i) => i.system === sistem))
      return galatSim(
        400,
        'value',
        `Organization.identifier.system must be ${sistem}`,
        'Organization.identifier',
      );
  }
  for (const medan of KE_ORGANISASI[jenis] ?? []) {
    const ke = (o[medan] as fhir4.Reference | undefined)?.reference;
    if (ke !== undefined && !ke.startsWith('Organization/'))
      return galatSim(400, 'value', `${jenis}.${medan} must reference an Organization`, `${jenis}.${medan}`);
  }

  const sistemKode = SISTEM_KODE[jenis];
  const kode = o.code as fhir4.CodeableConcept | undefined;
  if (sistemKode && kode && !(kode.coding ?? []).some((c) => c.system && sistemKode.includes(c.system)))
    return galatSim(
      400,
      'code-invalid',
      `${jenis}.code.coding.system must be ${sistemKode.join(' or ')}`,
      `${jenis}.code`,
    );

  for (const [jalur, ref] of rujukan(o, jenis)) {
    if (ref.startsWith('#')) continue;
    const m = /^([A-Z][A-Za-z]+)\/([^/]+)$/.exec(ref);
    if (!m) return galatSim(400, 'value', `Invalid reference format: ${ref}`, jalur);
    const ada = m[1] === 'Patient' || m[1] === 'Practitioner' ? toko.orang.has(ref) : toko.sumber.has(ref);
    if (!ada) return galatSim(400, 'value', `Referenced resource ${ref} not found`, jalur);
  }
  return null;
}
