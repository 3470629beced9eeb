/// <reference types="fhir" />
import { SISTEM } from '../sistem.ts';
import { type Fasilitas, identitas, konsep, type Rujukan, ref } from './umum.ts';

/** A clinic as SATUSEHAT's Location, a room of the facility. */
export interface BahanLocation {
  uid: string;
  nama: string;
  keterangan: string | null;
  /** The clinic's own Organization (fhir/organisasi.ts), which manages the room. */
  organisasi: Rujukan;
}

export function location(f: Fasilitas, b: BahanLocation): fhir4.Location {
  return {
    resourceType: 'Location',
    identifier: [identitas(f.sistem.location, b.uid)],
    status: 'active',
    name: b.nama,
    ...(b.keterangan ? { description: b.keterangan } : {}),
    mode: 'instance',
    physicalType: konsep(SISTEM.locationPhysicalType, 'ro', 'Room'),
    managingOrganization: ref('Organization', b.organisasi),
  };
}
