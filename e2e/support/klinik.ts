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

/**
 * The cashier takes a visit's whole open bill in cash through the API, opening the account's shift
 * first when none is open. Use a fresh KASIR account (akunBaru): an account has one shift, and
 * the demo cashier's belongs to the journeys that open it on screen. Orders or prescriptions not
 * yet charged are acknowledged, as the cashier's 'Tetap Bayar' does.
 */
export async function bayarTunaiLewatApi(kasir: APIRequestContext, kunjunganUid: string): Promise<void> {
  const aktif = (await (await kasir.get('/api/v1/kasir/shift/aktif')).json()) as { respon: unknown };
  if (!aktif.respon) await ok(await kasir.post('/api/v1/kasir/shift/buka', { data: { modal_awal: 0 } }));
  const t = await bacaTagihan(kasir, kunjunganUid);
  await ok(
    await kasir.post('/api/v1/kasir/pembayaran', {
      data: {
        kunjungan_uid: kunjunganUid,
        total_tagihan: t.tagihan_terbuka,
        metode: t.sisa > 0 ? [{ metode: 'TUNAI', jumlah: t.sisa }] : [],
        abaikan_tertunda: true,
      },
    }),
  );
}
