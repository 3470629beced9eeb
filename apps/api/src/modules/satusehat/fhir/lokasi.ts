/// <reference types="fhir" />
import { SISTEM } from '../sistem.ts';
import { type Fasilitas, identitas, konsep, type Rujukan, ref } from './umum.ts';

/** A clinic (a room) or an inpatient ward as SATUSEHAT's Location. */
export interface BahanLocation {
  uid: string;
  nama: string;
  keterangan: string | null;
  /** The clinic's own Organization (fhir/organisasi.ts), which manages the room. */
  organisasi: Rujukan;
}

/** Room for a clinic; ward for an inpatient ward (location-physical-type `wa`). */
export function location(
  f: Fasilitas,
  b: BahanLocation,
  jenis: 'ruang' | 'bangsal' = 'ruang',
): fhir4.Location {
  return {
    resourceType: 'Location',
    identifier: [identitas(f.sistem.location, b.uid)],
    status: 'active',
    name: b.nama,
    ...(b.keterangan ? { description: b.keterangan } : {}),
    mode: 'instance',
    physicalType:
      jenis === 'bangsal'
        ? konsep(SISTEM.locationPhysicalType, 'wa', 'Ward')
        : konsep(SISTEM.locationPhysicalType, 'ro', 'Room'),
    managingOrganization: ref('Organization', b.organisasi),
  };
}
