/// <reference types="fhir" />
import type { Db, DbOrTx } from '../../db/client.ts';
import type { HasilKirim, PengirimOutbox, PesanTersewa } from '../../platform/outbox.pekerja.ts';
import { bahanEncounter } from './bahan/encounter.ts';
import { bahanCondition, bahanProcedure, bahanVital, jenisVital } from './bahan/klinis.ts';
import {
  bahanDiagnosticReport,
  bahanObservationLab,
  bahanServiceRequest,
  bahanSpecimen,
} from './bahan/lab.ts';
import { bahanMedicationDispense, bahanMedicationRequest } from './bahan/obat.ts';
import { LewatiSatusehat, TolakSatusehat } from './bahan/sql.ts';
import { encounter, STATUS_ENCOUNTER, type StatusEncounter } from './fhir/encounter.ts';
import { condition, procedure } from './fhir/klinis.ts';
import { diagnosticReport, serviceRequest, specimen } from './fhir/lab.ts';
import { medicationDispense, medicationRequest } from './fhir/obat.ts';
import { observationLab, observationVital } from './fhir/observation.ts';
import { GalatSatusehat, klienSatusehat } from './klien.ts';
import { buatPenentu, catatId, idTersimpan, type Penentu } from './pengirim.rujukan.ts';
import type { PayloadSatusehat } from './pindai.ts';

/*
 * The SATUSEHAT outbox sender (docs/satusehat.md "Pengiriman per kunjungan"). A message names
 * our row; the resource is built from the database now, its references resolved through
 * satusehat_id. Nothing twice: an id already recorded is not sent again, and a retry (or
 * SATUSEHAT saying "duplicate") first looks for our identifier at SATUSEHAT.
 */

/** Builds the resource a message names (not an Encounter state change). */
async function bangun(db: DbOrTx, p: Penentu, pl: PayloadSatusehat): Promise<fhir4.FhirResource> {
  const uid = pl.uid_lokal;
  const [jenis, sub] = pl.jenis.split(':');
  switch (jenis) {
    case 'Encounter':
      return encounter(p.f, await bahanEncounter(db, p, uid, 'arrived', null));
    case 'Condition':
      return condition(p.f, await bahanCondition(db, p, uid));
    case 'Procedure':
      return procedure(p.f, await bahanProcedure(db, p, uid));
    case 'Observation': {
      if (sub === 'lab') return observationLab(p.f, await bahanObservationLab(db, p, uid));
      const v = jenisVital(sub ?? '');
      if (v) return observationVital(p.f, await bahanVital(db, p, uid, v));
      break;
    }
    case 'ServiceRequest':
      return serviceRequest(p.f, await bahanServiceRequest(db, p, uid));
    case 'Specimen':
      return specimen(p.f, await bahanSpecimen(db, p, uid));
    case 'DiagnosticReport':
      return diagnosticReport(p.f, await bahanDiagnosticReport(db, p, uid));
    case 'MedicationRequest':
      return medicationRequest(p.f, await bahanMedicationRequest(db, p, uid));
    case 'MedicationDispense':
      return medicationDispense(p.f, await bahanMedicationDispense(db, p, uid));
  }
  throw new TolakSatusehat(`Jenis pesan SATUSEHAT tidak dikenal: ${pl.jenis}`);
}

const terkirim = (pesan: string, jawaban?: unknown, kode: string | null = null): HasilKirim => ({
  hasil: 'TERKIRIM',
  kode,
  pesan,
  ...(jawaban === undefined ? {} : { jawaban }),
});

/** An Encounter moving on (in-progress, finished, cancelled): the whole resource again, by PUT. */
async function gantiStatus(db: DbOrTx, p: Penentu, pl: PayloadSatusehat, status: StatusEncounter) {
  const waktu = pl.waktu ? new Date(pl.waktu) : null;
  // Built first: a layanan deleted meanwhile is skipped rather than refused.
  const bahan = await bahanEncounter(db, p, pl.uid_lokal, status, waktu);
  const id = await idTersimpan(db, 'Encounter', pl.uid_lokal);
  if (!id)
    throw new TolakSatusehat(
      'Kunjungan (Encounter) belum tercatat di SATUSEHAT; kirim ulang pesan kedatangannya dahulu',
    );
  await p.klien.ganti({ ...encounter(p.f, bahan), id });
  return terkirim(`Encounter/${id} → ${status}`, { resourceType: 'Encounter', id, status }, '200');
}

/** The identifier we search by: the most specific one (a prescription line, not the prescription). */
const identifierCari = (r: fhir4.FhirResource): fhir4.Identifier | null => {
  const ids = (r as { identifier?: fhir4.Identifier[] }).identifier ?? [];
  return ids[ids.length - 1] ?? null;
};

async function kirim(
  db: DbOrTx,
  p: Penentu,
  pl: PayloadSatusehat,
  mungkinTerkirim: boolean,
): Promise<HasilKirim> {
  if (pl.jenis === 'Encounter' && pl.status) {
    const s = STATUS_ENCOUNTER.find((x) => x === pl.status);
    if (!s) throw new TolakSatusehat(`Status Encounter tidak dikenal: ${pl.status}`);
    return gantiStatus(db, p, pl, s);
  }
  const ada = await idTersimpan(db, pl.jenis, pl.uid_lokal);
  const tipe = pl.jenis.split(':')[0] ?? pl.jenis;
  if (ada) return terkirim(`sudah tercatat: ${tipe}/${ada}`, { resourceType: tipe, id: ada });
  const r = await bangun(db, p, pl);
  const identifier = identifierCari(r);
  const temukan = async () => {
    const id = identifier ? await p.cariIdentifier(r.resourceType, identifier) : null;
    if (id) await catatId(db, pl.jenis, pl.uid_lokal, id);
    return id;
  };
  // A retry, or a lease taken over from a worker that died mid-send, may follow a delivery whose
  // answer was lost: look for it before creating another.
  if (mungkinTerkirim) {
    const id = await temukan();
    if (id)
      return terkirim(`sudah ada di SATUSEHAT: ${r.resourceType}/${id}`, {
        resourceType: r.resourceType,
        id,
      });
  }
  try {
    const { id } = await p.klien.buat(r);
    await catatId(db, pl.jenis, pl.uid_lokal, id);
    return terkirim(`${r.resourceType}/${id}`, { resourceType: r.resourceType, id }, '201');
  } catch (err) {
    // SATUSEHAT refusing a duplicate (one Encounter per identifier): ours arrived before a crash.
    const duplikat =
      err instanceof GalatSatusehat && !err.ulangi && err.outcome?.issue.some((i) => i.code === 'duplicate');
    const id = duplikat ? await temukan() : null;
    if (id)
      return terkirim(`sudah ada di SATUSEHAT: ${r.resourceType}/${id}`, {
        resourceType: r.resourceType,
        id,
      });
    throw err;
  }
}

function payloadSah(x: unknown): PayloadSatusehat | null {
  const o = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
  return typeof o.jenis === 'string' && typeof o.uid_lokal === 'string'
    ? (o as unknown as PayloadSatusehat)
    : null;
}

/**
 * SATUSEHAT passing trouble (network, 5xx, 429, refused token) → retry later; SATUSEHAT refusing
 * the resource → GAGAL with its words; something only the hospital can fix (no NIK, no KFA or
 * LOINC code) → GAGAL with what to fill in where; a row deleted meanwhile → delivered, "dilewati".
 */
export function pengirimSatusehat(deps: {
  db: Db;
  kunciInduk: Buffer;
  batasWaktuMs?: number;
}): PengirimOutbox {
  return async (m: PesanTersewa): Promise<HasilKirim> => {
    const pl = payloadSah(m.payload);
    if (!pl) return { hasil: 'TOLAK', kode: null, pesan: 'Isi pesan SATUSEHAT tidak dikenal' };
    const klien = await klienSatusehat(deps).catch((e: Error) => e);
    if (klien instanceof Error) return { hasil: 'ULANGI', pesan: klien.message };
    if (!klien)
      return { hasil: 'ULANGI', pesan: 'Pengaturan SATUSEHAT belum lengkap atau nonaktif: pesan menunggu' };
    try {
      return await kirim(deps.db, buatPenentu(deps.db, klien), pl, m.mungkin_terkirim);
    } catch (err) {
      if (err instanceof LewatiSatusehat) return terkirim(`dilewati: ${err.message}`);
      if (err instanceof TolakSatusehat) return { hasil: 'TOLAK', kode: null, pesan: err.message };
      if (err instanceof GalatSatusehat) {
        const kode = err.status === null ? null : String(err.status);
        const jawaban = err.outcome ?? undefined;
        return err.ulangi
          ? { hasil: 'ULANGI', pesan: err.message, kode, ...(jawaban ? { jawaban } : {}) }
          : { hasil: 'TOLAK', pesan: err.message, kode, ...(jawaban ? { jawaban } : {}) };
      }
      throw err;
    }
  };
}
