/// <reference types="fhir" />
import { SISTEM, type SistemFasilitas, sistemFasilitas } from '../sistem.ts';

/*
 * Pieces every builder shares. The builders are pure: plain typed input ("bahan", read from our
 * database by ../bahan/*.ts) in, one fhir4 resource out; references come in as ids SATUSEHAT
 * already gave (the sender resolves them through satusehat_id before building).
 */

/** A resource SATUSEHAT already knows, as a reference: its id and what to show beside it. */
export interface Rujukan {
  id: string;
  nama?: string | null;
}

/** What every builder needs of the facility: its organization id and the systems under it. */
export interface Fasilitas {
  orgId: string;
  sistem: SistemFasilitas;
}

export function fasilitas(orgId: string): Fasilitas {
  return { orgId, sistem: sistemFasilitas(orgId) };
}

/** `{ reference: 'Patient/P001', display: 'Budi' }`; no display when there is no name. */
export function ref(jenis: string, r: Rujukan): fhir4.Reference {
  return { reference: `${jenis}/${r.id}`, ...(r.nama ? { display: r.nama } : {}) };
}

/**
 * SATUSEHAT wants times in UTC written with an offset ("Standar format Waktu … UTC +00",
 * e.g. 2023-08-23T10:35:00+00:00 for 17.35 WIB), seconds without fractions.
 */
export function waktu(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

export function coding(system: string, code: string, display?: string | null): fhir4.Coding {
  return { system, code, ...(display ? { display } : {}) };
}

export function konsep(
  system: string,
  code: string,
  display?: string | null,
  text?: string,
): fhir4.CodeableConcept {
  return { coding: [coding(system, code, display)], ...(text ? { text } : {}) };
}

/** Our local id under one of the facility's systems. */
export function identitas(system: string, value: string): fhir4.Identifier {
  return { system, use: 'official', value };
}

/** Units Indonesian labs print, as UCUM (SATUSEHAT's valueQuantity system); others go as text. */
const UCUM: Record<string, string> = {
  'g/dL': 'g/dL',
  'mg/dL': 'mg/dL',
  'mg/L': 'mg/L',
  'ng/L': 'ng/L',
  'ng/mL': 'ng/mL',
  'mmol/L': 'mmol/L',
  'U/L': 'U/L',
  '%': '%',
  fL: 'fL',
  pg: 'pg',
  '10^3/µL': '10*3/uL',
  '10^3/uL': '10*3/uL',
  '10^6/µL': '10*6/uL',
  '10^6/uL': '10*6/uL',
  detik: 's',
  'mm/jam': 'mm/h',
  kg: 'kg',
  cm: 'cm',
  '/min': '/min',
  'mm[Hg]': 'mm[Hg]',
  Cel: 'Cel',
};

/** A measured value: with its UCUM code when the unit is one we know, else the unit as written. */
export function kuantitas(value: number, satuan: string | null): fhir4.Quantity {
  if (!satuan) return { value };
  const kode = UCUM[satuan];
  return kode ? { value, unit: satuan, system: SISTEM.ucum, code: kode } : { value, unit: satuan };
}
