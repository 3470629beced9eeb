/// <reference types="fhir" />
import { EKSTENSI_MEDICATION_TYPE, SISTEM } from '../sistem.ts';
import { coding, type Fasilitas, identitas, konsep, type Rujukan, ref, waktu } from './umum.ts';

/** A KFA product: its code and the name SATUSEHAT shows. */
export interface ProdukKfa {
  kfa: string;
  nama: string;
}

/**
 * One prescription line's medicine: a product (coded in KFA) or a racikan compounded from several
 * (each ingredient coded in KFA), identified by the prescription number and the line.
 */
export interface BahanMedication {
  /** The resep_detail's uid. */
  uid: string;
  /** `<resep nomor>-<posisi>`: the readable id under `medication/{org}` and `prescription-item/{org}`. */
  nomorItem: string;
  produk: ProdukKfa | null;
  racikan: { nama: string; bahan: (ProdukKfa & { dosis: string | null })[] } | null;
}

// SATUSEHAT's MedicationType: NC = not compounded; EP = divided into equal parts (a puyer).
const TIPE = { NC: 'Non-compound', EP: 'Divide into equal parts' } as const;

export function medication(f: Fasilitas, b: BahanMedication): fhir4.Medication {
  const tipe = b.racikan ? 'EP' : 'NC';
  return {
    resourceType: 'Medication',
    meta: { profile: ['https://fhir.kemkes.go.id/r4/StructureDefinition/Medication'] },
    identifier: [identitas(f.sistem.medication, b.nomorItem)],
    // A racikan has no KFA code of its own: its ingredients carry theirs (SATUSEHAT refuses a
    // Medication.code without a KFA coding, so none is sent rather than a name alone).
    // Our product name goes in `text`: the coding's display would be KFA's own name.
    ...(b.produk ? { code: konsep(SISTEM.kfa, b.produk.kfa, null, b.produk.nama) } : {}),
    status: 'active',
    ...(b.racikan
      ? {
          ingredient: b.racikan.bahan.map((x) => ({
            itemCodeableConcept: konsep(SISTEM.kfa, x.kfa, null, x.dosis ? `${x.nama} ${x.dosis}` : x.nama),
            isActive: true,
          })),
        }
      : {}),
    extension: [
      {
        url: EKSTENSI_MEDICATION_TYPE,
        valueCodeableConcept: konsep(SISTEM.medicationType, tipe, TIPE[tipe]),
      },
    ],
  };
}

/** The prescription line as the doctor wrote it and the pharmacy handled it. */
export interface BahanResepItem {
  uid: string;
  nomorResep: string;
  nomorItem: string;
  rawatInap: boolean;
  medication: Rujukan;
  pasien: Rujukan;
  encounter: Rujukan;
  dokter: Rujukan;
  ditulis: Date;
  jumlah: number;
  satuan: string;
  aturanPakai: string;
}

// Units our pharmacy dispenses in that HL7's orderable drug forms name; the rest go as text.
const BENTUK: Record<string, [string, string]> = {
  tablet: ['TAB', 'Tablet'],
  kaplet: ['TAB', 'Tablet'],
  kapsul: ['CAP', 'Capsule'],
};

function jumlah(n: number, satuan: string): fhir4.Quantity {
  const b = BENTUK[satuan.trim().toLowerCase()];
  return b
    ? { value: n, unit: b[0], system: SISTEM.orderableDrugForm, code: b[0] }
    : { value: n, unit: satuan };
}

/** '3 x 1 sesudah makan' → three times a day, one unit each; other signa stay text only. */
function dosis(b: BahanResepItem): fhir4.Dosage {
  const m = /(\d+)\s*[xX×]\s*(\d+(?:[.,]\d+)?)/.exec(b.aturanPakai);
  return {
    sequence: 1,
    text: b.aturanPakai,
    ...(m
      ? {
          timing: { repeat: { frequency: Number(m[1]), period: 1, periodUnit: 'd' as const } },
          doseAndRate: [{ doseQuantity: jumlah(Number((m[2] ?? '1').replace(',', '.')), b.satuan) }],
        }
      : {}),
  };
}

const identitasResep = (f: Fasilitas, b: BahanResepItem) => [
  identitas(f.sistem.prescription, b.nomorResep),
  identitas(f.sistem.prescriptionItem, b.nomorItem),
];

export function medicationRequest(
  f: Fasilitas,
  b: BahanResepItem & { status: 'active' | 'completed' | 'cancelled' },
): fhir4.MedicationRequest {
  const kategori = b.rawatInap ? ['inpatient', 'Inpatient'] : ['outpatient', 'Outpatient'];
  return {
    resourceType: 'MedicationRequest',
    identifier: identitasResep(f, b),
    status: b.status,
    intent: 'order',
    category: [konsep(SISTEM.medicationRequestCategory, kategori[0] ?? '', kategori[1])],
    priority: 'routine',
    medicationReference: ref('Medication', b.medication),
    subject: ref('Patient', b.pasien),
    encounter: ref('Encounter', b.encounter),
    authoredOn: waktu(b.ditulis),
    requester: ref('Practitioner', b.dokter),
    dosageInstruction: [dosis(b)],
    dispenseRequest: {
      quantity: jumlah(b.jumlah, b.satuan),
      performer: { reference: `Organization/${f.orgId}` },
    },
  };
}

export function medicationDispense(
  f: Fasilitas,
  b: BahanResepItem & { medicationRequest: Rujukan; disiapkan: Date; diserahkan: Date | null },
): fhir4.MedicationDispense {
  const kategori = b.rawatInap ? ['inpatient', 'Inpatient'] : ['outpatient', 'Outpatient'];
  return {
    resourceType: 'MedicationDispense',
    identifier: identitasResep(f, b),
    status: 'completed',
    category: { coding: [coding(SISTEM.medicationDispenseCategory, kategori[0] ?? '', kategori[1])] },
    medicationReference: ref('Medication', b.medication),
    subject: ref('Patient', b.pasien),
    context: ref('Encounter', b.encounter),
    authorizingPrescription: [ref('MedicationRequest', b.medicationRequest)],
    quantity: jumlah(b.jumlah, b.satuan),
    whenPrepared: waktu(b.disiapkan),
    ...(b.diserahkan ? { whenHandedOver: waktu(b.diserahkan) } : {}),
    dosageInstruction: [dosis(b)],
  };
}
