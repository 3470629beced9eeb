import { toJakartaIsoDate } from '@rawat/domain';
import type { Db } from '../../db/client.ts';
import { mulaiBerkala } from '../../platform/berkala.ts';
import type { Ctx } from '../../platform/context.ts';
import { kirimLewatOutbox } from '../../platform/outbox.ts';
import { type Calon, cariCalon } from './bahan/calon.ts';
import { tglBila } from './bahan/sql.ts';
import { klienSatusehat } from './klien.ts';

/*
 * The SATUSEHAT scan (docs/satusehat.md "Pengiriman per kunjungan"). Delivery is driven by the
 * state of our rows, not hooked into every module: every few seconds the scan finds what
 * SATUSEHAT should hold by now for the visits of the last days and enqueues what has no outbox
 * message yet, in FHIR order per visit (kunci_urutan `ss:<kunjungan_uid>`). Nothing is lost (a
 * row missed once is found next time) and nothing is enqueued twice (kunci_unik).
 */

/** The window the scan looks back over, in days of kunjungan.tanggal (WIB). */
export const HARI_PINDAI = 7;

/** What a SATUSEHAT outbox message carries: only local references, built into FHIR at send time. */
export interface PayloadSatusehat {
  jenis: string;
  uid_lokal: string;
  kunjungan_uid: string;
  layanan_uid: string;
  /** Encounter state changes: in-progress, finished, cancelled. */
  status?: string;
  /** When that state was reached, as the scan saw it. */
  waktu?: string;
}

export interface DepsPindai {
  db: Db;
  now: () => Date;
  kunciInduk: Buffer;
  log?: { warn: (o: object, pesan: string) => void };
}

function pesanDari(c: Calon) {
  const waktu = tglBila(c.waktu);
  const payload: PayloadSatusehat = {
    jenis: c.jenis,
    uid_lokal: c.uid_lokal,
    kunjungan_uid: c.kunjungan_uid,
    layanan_uid: c.layanan_uid,
    ...(c.status ? { status: c.status } : {}),
    ...(c.status && waktu ? { waktu: waktu.toISOString() } : {}),
  };
  return {
    mitra: 'SATUSEHAT' as const,
    jenis: c.status ? `${c.jenis}:${c.status}` : c.jenis,
    kunci_unik: c.kunci,
    kunci_urutan: `ss:${c.kunjungan_uid}`,
    ringkasan: `${c.keterangan} — ${c.pasien} (${c.no_rm}), ${c.poli}`,
    payload,
  };
}

/**
 * One scan: nothing when SATUSEHAT is not configured or switched off. Each visit's messages are
 * written in one transaction, in the order the query gives them.
 */
export async function pindaiSatusehat(deps: DepsPindai): Promise<{ calon: number; diantrekan: number }> {
  const klien = await klienSatusehat({ db: deps.db, kunciInduk: deps.kunciInduk }).catch((err: unknown) => {
    deps.log?.warn({ err }, 'pengaturan SATUSEHAT tidak dapat dibuka; pemindaian dilewati');
    return null;
  });
  if (!klien) return { calon: 0, diantrekan: 0 };
  const sekarang = deps.now();
  const sampai = toJakartaIsoDate(sekarang);
  const dari = toJakartaIsoDate(new Date(sekarang.getTime() - HARI_PINDAI * 86_400_000));
  const calon = await cariCalon(deps.db, dari, sampai);
  const perKunjungan = new Map<string, Calon[]>();
  for (const c of calon) perKunjungan.set(c.kunjungan_uid, [...(perKunjungan.get(c.kunjungan_uid) ?? []), c]);
  const ctx: Ctx = { user: null, ip: null, userAgent: null, now: deps.now };
  let diantrekan = 0;
  for (const daftar of perKunjungan.values()) {
    await deps.db.transaction(async (tx) => {
      for (const c of daftar) if (await kirimLewatOutbox(tx, ctx, pesanDari(c))) diantrekan += 1;
    });
  }
  return { calon: calon.length, diantrekan };
}

/** The scan main.ts runs beside the outbox worker: every `intervalMs`, never two at once. */
export function mulaiPindaiSatusehat(deps: DepsPindai & { intervalMs?: number }): {
  berhenti(): Promise<void>;
} {
  return mulaiBerkala({
    jalankan: () => pindaiSatusehat(deps),
    intervalMs: deps.intervalMs ?? 10_000,
    pesanGagal: 'pemindaian SATUSEHAT gagal',
    log: deps.log,
  });
}
