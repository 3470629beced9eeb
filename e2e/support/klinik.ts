import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import type { Tagihan } from '@rawat/domain';

/** Checks an API answer's status (201 unless told) and returns its JSON body. */
export async function ok(res: APIResponse, status = 201) {
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

/** A product the doctor can prescribe, by its exact name. */
export async function uidObat(dokter: APIRequestContext, nama: string): Promise<string> {
  const res = await dokter.get(`/api/v1/pelayanan/obat?search=${encodeURIComponent(nama)}`);
  const o = ((await res.json()) as { respon: { uid: string; nama: string }[] }).respon.find(
    (x) => x.nama === nama,
  );
  expect(o, nama).toBeTruthy();
  return o?.uid ?? '';
}

/** The doctor records procedures on a service through the chart's API, one of each kode. */
export async function catatTindakan(
  dokter: APIRequestContext,
  layananUid: string,
  kode: string[],
): Promise<void> {
  for (const k of kode) {
    const pilihan = (await (
      await dokter.get(`/api/v1/pelayanan/${layananUid}/tindakan/pilihan?search=${k}&limit=50`)
    ).json()) as { respon: { uid: string; kode: string }[] };
    const t = pilihan.respon.find((x) => x.kode === k);
    expect(t, k).toBeTruthy();
    await ok(
      await dokter.post(`/api/v1/pelayanan/${layananUid}/tindakan`, {
        data: { tindakan_uid: t?.uid, jumlah: 1 },
      }),
    );
  }
}

/** A visit's bill as the cashier's screen reads it. */
export async function bacaTagihan(kasir: APIRequestContext, kunjunganUid: string): Promise<Tagihan> {
  return ((await (await kasir.get(`/api/v1/kasir/tagihan/${kunjunganUid}`)).json()) as { respon: Tagihan })
    .respon;
}
