/// <reference types="fhir" />
import { SISTEM } from '../sistem.ts';
import { type Fasilitas, identitas, konsep } from './umum.ts';

/** A clinic as SATUSEHAT's Location, a room of the facility. */
export interface BahanLocation {
  uid: string;
  nama: string;
  keterangan: string | null;
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
    managingOrganization: { reference: `Organization/${f.orgId}` },
  };
}
