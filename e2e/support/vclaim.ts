import type { APIRequestContext } from '@playwright/test';
import { ok } from './klinik.ts';

/** The VClaim simulator's credentials a journey starts it with. */
export interface KredensialVclaimUji {
  consId: string;
  rahasia: string;
  userKey: string;
}

/** ADMIN points Bridging VClaim at the simulator (docs/vclaim.md), as Pengaturan Bridging saves it. */
export async function aturVclaimDi(
  admin: APIRequestContext,
  sim: { url: string },
  k: KredensialVclaimUji,
  kodePpk = '0301R011',
): Promise<void> {
  await ok(
    await admin.put('/api/v1/integrasi/bpjs-vclaim', {
      data: {
        url: sim.url,
        cons_id: k.consId,
        rahasia: k.rahasia,
        user_key: k.userKey,
        aktif: true,
        opsi: { kode_ppk: kodePpk },
      },
    }),
    200,
  );
}
