/*
 * Every identifier system and code system Rawat sends to SATUSEHAT, in one place (docs/satusehat.md
 * lists them; klien.test.ts checks that the list and the docs agree). Sources are SATUSEHAT's own
 * pages under https://satusehat.kemkes.go.id/platform/docs/id/ — "FHIR resources" (the element
 * tables: `…/fhir/resources/<resource>/`), the "API catalogue" (`…/api-catalogue/…`) and the
 * Postman collection SATUSEHAT publishes with them. Where a page's stated format and its own JSON
 * example disagree, the comment says which one we follow and why.
 */

const DOC = 'https://satusehat.kemkes.go.id/platform/docs/id';

/** Systems that are the same for every facility. */
export const SISTEM = {
  // Patient/Practitioner search `identifier=https://fhir.kemkes.go.id/id/nik|<nik>`:
  // api-catalogue/onboardings/apis/patient/ and …/practitioner/.
  nik: 'https://fhir.kemkes.go.id/id/nik',
  // The IHS number in the Patient SATUSEHAT answers (same page, "Contoh Data").
  ihs: 'https://fhir.kemkes.go.id/id/ihs-number',
  // Medication.code.coding (Kamus Farmasi dan Alat Kesehatan): fhir/resources/medication/.
  kfa: 'http://sys-ids.kemkes.go.id/kfa',
  // Condition.code, ICD-10 2010: fhir/resources/condition/.
  icd10: 'http://hl7.org/fhir/sid/icd-10',
  // Procedure.code, ICD-9-CM: fhir/resources/procedure/.
  icd9cm: 'http://hl7.org/fhir/sid/icd-9-cm',
  // Observation.code and DiagnosticReport.code: fhir/resources/observation/, …/diagnostic-report/.
  loinc: 'http://loinc.org',
  // Specimen.type, ServiceRequest.category/code, Procedure.category: fhir/resources/specimen/ etc.
  snomed: 'http://snomed.info/sct',
  // Observation.valueQuantity units: fhir/resources/observation/.
  ucum: 'http://unitsofmeasure.org',
  // Encounter.class (ActEncounterCode: AMB, IMP, EMER): fhir/resources/encounter/.
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  // Encounter.participant.type (ATND): fhir/resources/encounter/.
  participationType: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType',
  // Encounter.diagnosis.use. The resource page's example spells
  // https://www.hl7.org/fhir/Codesystem-diagnosis-role, SATUSEHAT's Postman collection the HL7
  // canonical URL; we send the canonical one (what the FHIR validator knows).
  diagnosisRole: 'http://terminology.hl7.org/CodeSystem/diagnosis-role',
  // Condition.category (encounter-diagnosis): fhir/resources/condition/.
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  // Condition.clinicalStatus: fhir/resources/condition/.
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  // Observation.category (vital-signs, laboratory): fhir/resources/observation/.
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  // Observation.interpretation (H, L, N for lab results): fhir/resources/observation/.
  observationInterpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  // DiagnosticReport.category (LAB): fhir/resources/diagnostic-report/.
  diagnosticServiceSection: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  // MedicationRequest.category (outpatient): fhir/resources/medication-request/.
  medicationRequestCategory: 'http://terminology.hl7.org/CodeSystem/medicationrequest-category',
  // MedicationDispense.category, spelled by SATUSEHAT with `/fhir/` in the path:
  // fhir/resources/medication-dispense/ (and the Postman collection).
  medicationDispenseCategory: 'http://terminology.hl7.org/fhir/CodeSystem/medicationdispense-category',
  // Medication's MedicationType extension value (NC, SD, EP). The resource page writes https://,
  // the Postman collection and every integration we found http://; we follow the collection.
  medicationType: 'http://terminology.kemkes.go.id/CodeSystem/medication-type',
  // Medication.form (BPOM dosage forms, e.g. BS066 Tablet): fhir/resources/medication/.
  medicationForm: 'http://terminology.kemkes.go.id/CodeSystem/medication-form',
  // Quantities in tablets/capsules: fhir/resources/medication/, …/medication-dispense/.
  orderableDrugForm: 'http://terminology.hl7.org/CodeSystem/v3-orderableDrugForm',
  // Location.physicalType (ro = room, bu = building): fhir/resources/location/.
  locationPhysicalType: 'http://terminology.hl7.org/CodeSystem/location-physical-type',
  // Organization.type of a unit of the facility (dept = Hospital Department): fhir/resources/organization/.
  organizationType: 'http://terminology.hl7.org/CodeSystem/organization-type',
} as const;
export type KunciSistem = keyof typeof SISTEM;

/** The MedicationType extension SATUSEHAT requires on Medication (fhir/resources/medication/). */
export const EKSTENSI_MEDICATION_TYPE = 'https://fhir.kemkes.go.id/r4/StructureDefinition/MedicationType';

/**
 * Systems scoped by the facility's organization id (`{organization-ihs-number}` in SATUSEHAT's
 * pages, our `opsi.organization_id`): our local ids live under them.
 */
export function sistemFasilitas(orgId: string) {
  const s = (jenis: string) => `http://sys-ids.kemkes.go.id/${jenis}/${orgId}`;
  return {
    // Organization.identifier of a unit (sub-organization) of the facility, its value our internal
    // id for the unit: fhir/resources/organization/.
    organization: s('organization'),
    // Location.identifier: fhir/resources/location/.
    location: s('location'),
    // Encounter.identifier (our visit number): fhir/resources/encounter/.
    encounter: s('encounter'),
    // Condition.identifier: fhir/resources/condition/.
    condition: s('condition'),
    // Observation.identifier. The page states `…/organization/{org}` as the format but its JSON
    // example, the Postman collection and the playbooks use `…/observation/{org}`; we follow those.
    observation: s('observation'),
    // Procedure.identifier (the page's format ends with a slash, its example does not; no slash).
    procedure: s('procedure'),
    // Medication.identifier (our product code): fhir/resources/medication/.
    medication: s('medication'),
    // MedicationRequest.identifier, one for the whole prescription…
    prescription: s('prescription'),
    // …and one per item: fhir/resources/medication-request/ (MedicationDispense repeats both, as
    // the examples of fhir/resources/medication-dispense/ do).
    prescriptionItem: s('prescription-item'),
    // The format fhir/resources/medication-dispense/ states; its examples use the two above.
    medicationDispense: s('medicationdispense'),
    // ServiceRequest.identifier: fhir/resources/service-request/.
    serviceRequest: s('servicerequest'),
    // Specimen.identifier: fhir/resources/specimen/.
    specimen: s('specimen'),
    // DiagnosticReport.identifier for laboratory reports: fhir/resources/diagnostic-report/.
    diagnosticLab: `${s('diagnostic')}/lab`,
  };
}
export type SistemFasilitas = ReturnType<typeof sistemFasilitas>;

/** Where SATUSEHAT documents each system (docs/satusehat.md prints this table). */
export const SUMBER_SISTEM: Record<KunciSistem | keyof SistemFasilitas, string> = {
  nik: `${DOC}/api-catalogue/onboardings/apis/patient/`,
  ihs: `${DOC}/api-catalogue/onboardings/apis/patient/`,
  kfa: `${DOC}/fhir/resources/medication/`,
  icd10: `${DOC}/fhir/resources/condition/`,
  icd9cm: `${DOC}/fhir/resources/procedure/`,
  loinc: `${DOC}/fhir/resources/observation/`,
  snomed: `${DOC}/fhir/resources/specimen/`,
  ucum: `${DOC}/fhir/resources/observation/`,
  actCode: `${DOC}/fhir/resources/encounter/`,
  participationType: `${DOC}/fhir/resources/encounter/`,
  diagnosisRole: `${DOC}/fhir/resources/encounter/`,
  conditionCategory: `${DOC}/fhir/resources/condition/`,
  conditionClinical: `${DOC}/fhir/resources/condition/`,
  observationCategory: `${DOC}/fhir/resources/observation/`,
  observationInterpretation: `${DOC}/fhir/resources/observation/`,
  diagnosticServiceSection: `${DOC}/fhir/resources/diagnostic-report/`,
  medicationRequestCategory: `${DOC}/fhir/resources/medication-request/`,
  medicationDispenseCategory: `${DOC}/fhir/resources/medication-dispense/`,
  medicationType: `${DOC}/fhir/resources/medication/`,
  medicationForm: `${DOC}/fhir/resources/medication/`,
  orderableDrugForm: `${DOC}/fhir/resources/medication/`,
  locationPhysicalType: `${DOC}/fhir/resources/location/`,
  organizationType: `${DOC}/fhir/resources/organization/`,
  organization: `${DOC}/fhir/resources/organization/`,
  location: `${DOC}/fhir/resources/location/`,
  encounter: `${DOC}/fhir/resources/encounter/`,
  condition: `${DOC}/fhir/resources/condition/`,
  observation: `${DOC}/fhir/resources/observation/`,
  procedure: `${DOC}/fhir/resources/procedure/`,
  medication: `${DOC}/fhir/resources/medication/`,
  prescription: `${DOC}/fhir/resources/medication-request/`,
  prescriptionItem: `${DOC}/fhir/resources/medication-request/`,
  medicationDispense: `${DOC}/fhir/resources/medication-dispense/`,
  serviceRequest: `${DOC}/fhir/resources/service-request/`,
  specimen: `${DOC}/fhir/resources/specimen/`,
  diagnosticLab: `${DOC}/fhir/resources/diagnostic-report/`,
};

/**
 * Splits an organization-scoped system into its kind and organization id
 * (`http://sys-ids.kemkes.go.id/encounter/100` → { jenis: 'encounter', orgId: '100' }); null for
 * any other system. The simulator uses it to refuse another facility's ids as SATUSEHAT does.
 */
export function uraiSistemFasilitas(sistem: string): { jenis: string; orgId: string } | null {
  const m = /^http:\/\/sys-ids\.kemkes\.go\.id\/([a-z-]+)\/([^/]+)(?:\/[a-z]+)?$/.exec(sistem);
  return m?.[1] && m[2] ? { jenis: m[1], orgId: m[2] } : null;
}
