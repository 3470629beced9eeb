/// <reference types="fhir" />
import fs from 'node:fs';
import path from 'node:path';
import { Fhir } from 'fhir';
import { describe, expect, it } from 'vitest';
import { encounter } from './fhir/encounter.ts';
import { condition, procedure } from './fhir/klinis.ts';
import { diagnosticReport, serviceRequest, specimen } from './fhir/lab.ts';
import { location } from './fhir/lokasi.ts';
import { medication, medicationDispense, medicationRequest } from './fhir/obat.ts';
import { JENIS_VITAL, observationLab, observationVital } from './fhir/observation.ts';
import { organizationUnit } from './fhir/organisasi.ts';
import { fasilitas, waktu } from './fhir/umum.ts';
import { EKSTENSI_MEDICATION_TYPE, SISTEM, sistemFasilitas } from './sistem.ts';

// Every resource kind Rawat sends, built from realistic inputs and checked against the FHIR R4
// base definitions (the `fhir` library), and every system it carries against sistem.ts and the
// table of docs/satusehat.md.

const ORG = '10000004';
const f = fasilitas(ORG);
const fhir = new Fhir();
const jam = (hhmm: string) => new Date(`2030-01-07T${hhmm}:00+07:00`);

const pasien = { id: 'P02478375538', nama: 'Budi Santoso' };
const dokter = { id: '10009880728', nama: 'dr. Eko Prasetyo' };
const perawat = { id: '10006926841', nama: 'Sri Wahyuni, A.Md.Kep' };
const enc = { id: 'b8c3f5a0-3b0e-4b6e-9a51-2a4f7c1e9d01', nama: 'Kunjungan Budi Santoso' };
const lokasi = { id: 'ef011065-38c9-46f8-9c35-d1fe68966a3e', nama: 'Poli Umum' };
const sr = { id: '1e1a0d5c-5f49-4a1f-9d0c-4d5d6f7a8b9c', nama: 'Hemoglobin' };
const spes = { id: '2f2b1e6d-6a5a-4b2a-8e1d-5e6e7a8b9cad', nama: 'Darah EDTA' };
const obs = { id: '3a3c2f7e-7b6b-4c3b-9f2e-6f7f8a9bacbe' };
const med = { id: '4b4d3a8f-8c7c-4d4c-8a3f-7a8a9bacbdcf', nama: 'Paracetamol 500 mg Tablet' };
const mr = { id: '5c5e4b9a-9d8d-4e5d-9b4a-8b9bacbdcedf' };
const cond = { id: '6d6f5cab-ae9e-4f6e-8c5b-9cacbdcedfe0', nama: 'J06.9 ISPA' };
const POLI = 'c0ffee00-0000-4000-8000-000000000001';
const unit = { id: '7e7a6dbc-bfaf-4a7f-9d6c-adbdcedfe0f1', nama: 'Poli Umum' };

const dasarEncounter = {
  uid: 'a1d4c2f0-8b7e-4f3a-9c21-6e5d4b3a2f10',
  jenis: 'RAWAT_JALAN' as const,
  pasien,
  dokter,
  lokasi,
  tiba: jam('08:05'),
  mulai: jam('08:40'),
  selesai: jam('09:10'),
  diagnosis: [
    { condition: { id: 'c2', nama: 'I10 Hipertensi' }, utama: false },
    { condition: cond, utama: true },
  ],
};
const item = {
  uid: 'd9e8f7a6-b5c4-4d3e-8f2a-1b0c9d8e7f6a',
  nomorResep: 'RSP-20300107-0001',
  nomorItem: 'RSP-20300107-0001-1',
  rawatInap: false,
  medication: med,
  pasien,
  encounter: enc,
  dokter,
  ditulis: jam('08:55'),
  jumlah: 10,
  satuan: 'Tablet',
  aturanPakai: '3 x 1 sesudah makan',
};

/** Every resource kind, as the sender would build it. */
const SUMBER: [string, fhir4.FhirResource][] = [
  ['Encounter datang', encounter(f, { ...dasarEncounter, status: 'arrived', mulai: null, selesai: null })],
  ['Encounter dilayani', encounter(f, { ...dasarEncounter, status: 'in-progress', selesai: null })],
  ['Encounter selesai', encounter(f, { ...dasarEncounter, status: 'finished' })],
  ['Encounter IGD batal', encounter(f, { ...dasarEncounter, jenis: 'GAWAT_DARURAT', status: 'cancelled' })],
  ['Encounter rawat inap', encounter(f, { ...dasarEncounter, jenis: 'RAWAT_INAP', status: 'in-progress' })],
  [
    'Encounter rawat inap pindah bangsal',
    encounter(f, {
      ...dasarEncounter,
      jenis: 'RAWAT_INAP',
      status: 'finished',
      bangsal: [
        { lokasi: { id: 'bangsal-1', nama: 'Mawar' }, mulai: jam('10:00'), selesai: jam('12:00') },
        { lokasi: { id: 'bangsal-2', nama: 'Melati' }, mulai: jam('12:00'), selesai: null },
      ],
    }),
  ],
  [
    'Condition',
    condition(f, {
      uid: 'e1',
      kode: 'J06.9',
      nama: 'Acute upper respiratory infection, unspecified',
      pasien,
      encounter: enc,
      dicatat: jam('08:50'),
    }),
  ],
  [
    'Procedure',
    procedure(f, {
      uid: 'e2',
      kode: '89.52',
      nama: 'Electrocardiogram',
      pasien,
      encounter: enc,
      dokter,
      waktu: jam('08:52'),
    }),
  ],
  ...JENIS_VITAL.map((jenis, i): [string, fhir4.FhirResource] => [
    `Observation ${jenis}`,
    observationVital(f, {
      uid: 'f1a2b3c4-d5e6-4f7a-8b9c-0d1e2f3a4b5c',
      jenis,
      nilai: [88, 20, 120, 80, 38.2, 60.5, 165, 98][i] ?? 1,
      pasien,
      encounter: enc,
      pelaku: perawat,
      waktu: jam('08:30'),
    }),
  ]),
  [
    'ServiceRequest',
    serviceRequest(f, {
      uid: 'x:y',
      nomor: 'LAB-20300107-0001/1/HB',
      loinc: '718-7',
      nama: 'Hemoglobin',
      status: 'active',
      cito: true,
      pasien,
      encounter: enc,
      dokter,
      diminta: jam('08:45'),
      catatanKlinis: 'Anemia?',
    }),
  ],
  [
    'Specimen',
    specimen(f, {
      uid: 'o:Darah EDTA',
      nomor: 'LAB-20300107-0001/Darah EDTA',
      spesimen: 'Darah EDTA',
      pasien,
      serviceRequests: [sr],
      diambil: jam('09:00'),
    }),
  ],
  [
    'Observation lab angka',
    observationLab(f, {
      uid: 'x:y',
      nomor: 'LAB-20300107-0001/1/HB',
      loinc: '718-7',
      nama: 'Hemoglobin',
      nilai: { angka: 10.2, satuan: 'g/dL' },
      flag: 'L',
      rujukan: { min: 13, maks: 17, teks: '13,0–17,0', satuan: 'g/dL' },
      pasien,
      encounter: enc,
      serviceRequest: sr,
      specimen: spes,
      validator: perawat,
      waktu: jam('10:00'),
      catatan: null,
    }),
  ],
  [
    'Observation lab pilihan',
    observationLab(f, {
      uid: 'x:z',
      nomor: 'LAB-20300107-0001/2/HBSAG',
      loinc: '5196-1',
      nama: 'HBsAg',
      nilai: { teks: 'Non-reaktif' },
      flag: null,
      rujukan: { min: null, maks: null, teks: 'Non-reaktif', satuan: null },
      pasien,
      encounter: enc,
      serviceRequest: sr,
      specimen: null,
      validator: null,
      waktu: jam('10:00'),
      catatan: 'Sampel hemolisis ringan',
    }),
  ],
  [
    'DiagnosticReport',
    diagnosticReport(f, {
      uid: 'o',
      nomor: 'LAB-20300107-0001',
      pasien,
      encounter: enc,
      hasil: [obs],
      spesimen: [spes],
      serviceRequests: [sr],
      validator: perawat,
      waktu: jam('10:00'),
      catatan: 'Sampel tidak lipemik',
    }),
  ],
  [
    'Medication',
    medication(f, {
      uid: item.uid,
      nomorItem: item.nomorItem,
      produk: { kfa: '92001267', nama: 'Paracetamol 500 mg Tablet' },
      racikan: null,
    }),
  ],
  [
    'Medication racikan',
    medication(f, {
      uid: item.uid,
      nomorItem: 'RSP-20300107-0001-2',
      produk: null,
      racikan: {
        nama: 'Puyer Batuk Anak',
        bahan: [
          { kfa: '92001267', nama: 'Paracetamol 500 mg Tablet', dosis: '120 mg' },
          { kfa: '92000454', nama: 'Amlodipine Besilate 5 mg Tablet', dosis: null },
        ],
      },
    }),
  ],
  ['MedicationRequest', medicationRequest(f, { ...item, status: 'active' })],
  [
    'MedicationRequest rawat inap, signa bebas',
    medicationRequest(f, {
      ...item,
      rawatInap: true,
      satuan: 'Botol',
      aturanPakai: 'Oleskan tipis',
      status: 'completed',
    }),
  ],
  [
    'MedicationDispense',
    medicationDispense(f, {
      ...item,
      medicationRequest: mr,
      disiapkan: jam('09:20'),
      diserahkan: jam('09:30'),
    }),
  ],
  ['Organization unit', organizationUnit(f, { uid: POLI, nama: 'Poli Umum' })],
  ['Location', location(f, { uid: POLI, nama: 'Poli Umum', keterangan: 'Lantai 1', organisasi: unit })],
  [
    'Location bangsal',
    location(f, { uid: POLI, nama: 'Mawar', keterangan: 'Lantai 2', organisasi: unit }, 'bangsal'),
  ],
];

/** Every `system` anywhere in a resource. */
function sistemDi(x: unknown, hasil: string[] = []): string[] {
  if (Array.isArray(x)) for (const v of x) sistemDi(v, hasil);
  else if (x && typeof x === 'object')
    for (const [k, v] of Object.entries(x)) {
      if (k === 'system' && typeof v === 'string') hasil.push(v);
      else sistemDi(v, hasil);
    }
  return hasil;
}

describe('FHIR resources Rawat sends to SATUSEHAT', () => {
  it.each(SUMBER)('%s is valid FHIR R4', (_nama, r) => {
    const hasil = fhir.validate(r, { errorOnUnexpected: true });
    const galat = hasil.messages.filter((m) => m.severity === 'error');
    expect(galat, JSON.stringify(galat)).toEqual([]);
  });

  it('uses only the systems of sistem.ts, each listed in docs/satusehat.md', () => {
    const dikenal = new Set<string>([...Object.values(SISTEM), ...Object.values(sistemFasilitas(ORG))]);
    const docs = fs.readFileSync(path.join(import.meta.dirname, '../../../../../docs/satusehat.md'), 'utf8');
    const dipakai = new Set(SUMBER.flatMap(([, r]) => sistemDi(r)));
    for (const s of dipakai) {
      expect(dikenal.has(s), `${s} tidak ada di sistem.ts`).toBe(true);
      expect(docs.includes(`\`${s.replace(`/${ORG}`, '/{org_id}')}\``), `${s} tidak tercantum di docs`).toBe(
        true,
      );
    }
    // The per-visit resources use the facility's own identifier systems, not SATUSEHAT's shared ones.
    expect([...dipakai]).toEqual(
      expect.arrayContaining(
        Object.values(sistemFasilitas(ORG)).filter((s) => !/medicationdispense/.test(s)),
      ),
    );
  });

  it('writes what SATUSEHAT reads: UTC times, the visit history, the ranked diagnoses, the KFA extension', () => {
    expect(waktu(jam('17:35'))).toBe('2030-01-07T10:35:00+00:00');
    const selesai = SUMBER.find(([n]) => n === 'Encounter selesai')?.[1] as fhir4.Encounter;
    expect(selesai.statusHistory?.map((h) => [h.status, h.period.start, h.period.end])).toEqual([
      ['arrived', '2030-01-07T01:05:00+00:00', '2030-01-07T01:40:00+00:00'],
      ['in-progress', '2030-01-07T01:40:00+00:00', '2030-01-07T02:10:00+00:00'],
      ['finished', '2030-01-07T02:10:00+00:00', '2030-01-07T02:10:00+00:00'],
    ]);
    expect(selesai.identifier?.[0]).toMatchObject({
      system: `http://sys-ids.kemkes.go.id/encounter/${ORG}`,
      value: dasarEncounter.uid,
    });
    expect(selesai.diagnosis?.map((d) => [d.condition.reference, d.rank, d.use?.coding?.[0]?.code])).toEqual([
      [`Condition/${cond.id}`, 1, 'DD'],
      ['Condition/c2', 2, 'DD'],
    ]);
    expect(selesai.class.code).toBe('AMB');
    const igd = SUMBER.find(([n]) => n === 'Encounter IGD batal')?.[1] as fhir4.Encounter;
    expect([igd.class.code, igd.statusHistory?.map((h) => h.status)]).toEqual([
      'EMER',
      ['arrived', 'cancelled'],
    ]);
    const m = SUMBER.find(([n]) => n === 'Medication')?.[1] as fhir4.Medication;
    expect(m.extension?.[0]?.url).toBe(EKSTENSI_MEDICATION_TYPE);
    expect(m.code?.coding?.[0]).toMatchObject({ system: SISTEM.kfa, code: '92001267' });
    const mrq = SUMBER.find(([n]) => n === 'MedicationRequest')?.[1] as fhir4.MedicationRequest;
    expect(mrq.dosageInstruction?.[0]?.timing?.repeat).toMatchObject({
      frequency: 3,
      period: 1,
      periodUnit: 'd',
    });
    expect(mrq.identifier?.map((i) => i.value)).toEqual(['RSP-20300107-0001', 'RSP-20300107-0001-1']);
    const vital = SUMBER.find(([n]) => n === 'Observation suhu')?.[1] as fhir4.Observation;
    expect([vital.code.coding?.[0]?.code, vital.valueQuantity]).toEqual([
      '8310-5',
      { value: 38.2, unit: 'C', system: SISTEM.ucum, code: 'Cel' },
    ]);
    // A clinic is its own Organization under the facility, and manages its room; the visit stays
    // the facility's (SATUSEHAT wants the institution as Encounter.serviceProvider).
    const org = SUMBER.find(([n]) => n === 'Organization unit')?.[1] as fhir4.Organization;
    expect(org).toMatchObject({
      identifier: [{ system: `http://sys-ids.kemkes.go.id/organization/${ORG}`, value: POLI }],
      active: true,
      type: [{ coding: [{ system: SISTEM.organizationType, code: 'dept' }] }],
      name: 'Poli Umum',
      partOf: { reference: `Organization/${ORG}` },
    });
    const ruang = SUMBER.find(([n]) => n === 'Location')?.[1] as fhir4.Location;
    expect(ruang.managingOrganization?.reference).toBe(`Organization/${unit.id}`);
    expect(selesai.serviceProvider?.reference).toBe(`Organization/${ORG}`);
    const lab = SUMBER.find(([n]) => n === 'Observation lab angka')?.[1] as fhir4.Observation;
    expect(lab.interpretation?.[0]?.coding?.[0]?.code).toBe('L');
    expect(lab.referenceRange?.[0]).toMatchObject({ low: { value: 13 }, high: { value: 17 } });
  });
});
