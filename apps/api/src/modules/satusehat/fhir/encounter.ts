/// <reference types="fhir" />
import type { JenisKunjungan } from '@rawat/domain';
import { SISTEM } from '../sistem.ts';
import { coding, type Fasilitas, identitas, konsep, type Rujukan, ref, waktu } from './umum.ts';

/** The states of an Encounter we send, in the order a visit goes through them. */
export const STATUS_ENCOUNTER = ['arrived', 'in-progress', 'finished', 'cancelled'] as const;
export type StatusEncounter = (typeof STATUS_ENCOUNTER)[number];

/** One layanan (a clinic's service within a visit) as SATUSEHAT's Encounter. */
export interface BahanEncounter {
  /** The layanan's uid: our local id under `encounter/{org}`. */
  uid: string;
  jenis: JenisKunjungan;
  status: StatusEncounter;
  pasien: Rujukan;
  dokter: Rujukan;
  lokasi: Rujukan;
  /** A stay: the wards it lay in, one per bed segment, each with its period (in place of `lokasi`). */
  bangsal?: { lokasi: Rujukan; mulai: Date; selesai: Date | null }[];
  /** Registered (arrived), first called or assessed (in-progress), done or cancelled. */
  tiba: Date;
  mulai: Date | null;
  selesai: Date | null;
  /** Only on `finished`: the Conditions made of the layanan's diagnoses, the primary first. */
  diagnosis: { condition: Rujukan; utama: boolean }[];
}

// ActEncounterCode (v3): SATUSEHAT's Encounter.class for outpatient, emergency and inpatient care.
const KELAS: Record<JenisKunjungan, [string, string]> = {
  RAWAT_JALAN: ['AMB', 'ambulatory'],
  GAWAT_DARURAT: ['EMER', 'emergency'],
  RAWAT_INAP: ['IMP', 'inpatient encounter'],
};

type Periode = fhir4.Period;
const periode = (start: Date, end?: Date | null): Periode => ({
  start: waktu(start),
  ...(end ? { end: waktu(end) } : {}),
});

/**
 * The history SATUSEHAT expects with each status (fhir/resources/encounter "statusHistory"):
 * every earlier state closed at the moment the next one began.
 */
function riwayat(b: BahanEncounter): fhir4.EncounterStatusHistory[] {
  const akhir = b.selesai;
  const h: fhir4.EncounterStatusHistory[] = [];
  if (b.status === 'arrived') return [{ status: 'arrived', period: periode(b.tiba) }];
  if (b.status === 'cancelled')
    return [
      { status: 'arrived', period: periode(b.tiba, akhir) },
      ...(akhir ? [{ status: 'cancelled' as const, period: periode(akhir, akhir) }] : []),
    ];
  const mulai = b.mulai ?? (b.status === 'in-progress' ? b.tiba : null);
  h.push({ status: 'arrived', period: periode(b.tiba, mulai ?? akhir) });
  if (mulai)
    h.push({ status: 'in-progress', period: periode(mulai, b.status === 'finished' ? akhir : null) });
  if (b.status === 'finished' && akhir) h.push({ status: 'finished', period: periode(akhir, akhir) });
  return h;
}

export function encounter(f: Fasilitas, b: BahanEncounter): fhir4.Encounter {
  const [kode, nama] = KELAS[b.jenis];
  const selesai = b.status === 'finished' || b.status === 'cancelled' ? b.selesai : null;
  const urut = [...b.diagnosis].sort((x, y) => Number(y.utama) - Number(x.utama));
  return {
    resourceType: 'Encounter',
    identifier: [identitas(f.sistem.encounter, b.uid)],
    status: b.status,
    class: coding(SISTEM.actCode, kode, nama),
    subject: ref('Patient', b.pasien),
    participant: [
      {
        type: [konsep(SISTEM.participationType, 'ATND', 'attender')],
        individual: ref('Practitioner', b.dokter),
      },
    ],
    period: periode(b.tiba, selesai),
    location: b.bangsal?.length
      ? b.bangsal.map((x) => ({ location: ref('Location', x.lokasi), period: periode(x.mulai, x.selesai) }))
      : [{ location: ref('Location', b.lokasi) }],
    statusHistory: riwayat(b),
    serviceProvider: { reference: `Organization/${f.orgId}` },
    ...(b.status === 'finished' && urut.length
      ? {
          diagnosis: urut.map((d, i) => ({
            condition: ref('Condition', d.condition),
            use: konsep(SISTEM.diagnosisRole, 'DD', 'Discharge diagnosis'),
            rank: i + 1,
          })),
        }
      : {}),
  };
}
