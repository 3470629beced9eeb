import type { APIRequestContext } from '@playwright/test';
import {
  mulaiSimulatorEklaim,
  type SimulatorEklaim,
} from '../../apps/api/src/modules/eklaim/eklaim.simulator.ts';
import { ok } from './klinik.ts';

export type { SimulatorEklaim };

/** The E-Klaim settings a journey fills besides the simulator's address and key (docs/eklaim.md). */
export interface OpsiEklaimUji {
  kodeTarif?: string;
  coderNik?: string;
}

/** A coder NIK for journeys (the simulator accepts any; a real E-Klaim wants a registered user's). */
export const CODER_NIK_E2E = '3271046504930002';

/**
 * Starts the E-Klaim simulator in the journey's own process (on a free port; the server under test
 * reaches it at 127.0.0.1). Close it with `sim.tutup()` in the journey's `finally`.
 */
export function mulaiSimEklaimE2e(): Promise<SimulatorEklaim> {
  return mulaiSimulatorEklaim({ port: 0 });
}

/** ADMIN points E-Klaim at the simulator through PUT /integrasi/eklaim, as Pengaturan Bridging saves it. */
export async function aturEklaimDi(
  admin: APIRequestContext,
  sim: { url: string; kunci: string },
  opsi: OpsiEklaimUji = {},
): Promise<void> {
  await ok(
    await admin.put('/api/v1/integrasi/eklaim', {
      data: {
        url: sim.url,
        kunci: sim.kunci,
        kode_tarif: opsi.kodeTarif ?? 'CP',
        coder_nik: opsi.coderNik ?? CODER_NIK_E2E,
        aktif: true,
      },
    }),
    200,
  );
}
