/// <reference types="fhir" />
import { SISTEM } from '../sistem.ts';
import { type Fasilitas, identitas, konsep } from './umum.ts';

/** A unit of the facility (a clinic, the IGD, the HD room: one `poli` row). */
export interface BahanOrganizationUnit {
  uid: string;
  nama: string;
}

/**
 * The unit as its own Organization under the facility's, as SATUSEHAT asks every sub-organization
 * to be registered (fhir/resources/organization/: identifier `organization/{org_id}` holding the
 * facility's internal id of the unit, `partOf` the institution, type `dept`). Our id is the poli's
 * uid: its `kode` is unique only among active clinics and may be given to another one later.
 */
export function organizationUnit(f: Fasilitas, b: BahanOrganizationUnit): fhir4.Organization {
  return {
    resourceType: 'Organization',
    identifier: [identitas(f.sistem.organization, b.uid)],
    active: true,
    type: [konsep(SISTEM.organizationType, 'dept', 'Hospital Department')],
    name: b.nama,
    partOf: { reference: `Organization/${f.orgId}` },
  };
}
