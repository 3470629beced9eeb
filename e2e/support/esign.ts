import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { ok } from './klinik.ts';

/** A PNG the browser draws: a stand-in for the photo of a KTP or a selfie. */
export async function fotoUji(page: Page, teks: string): Promise<Buffer> {
  const data = await page.evaluate((t) => {
    const c = document.createElement('canvas');
    c.width = 640;
    c.height = 400;
    const g = c.getContext('2d');
    if (!g) return '';
    g.fillStyle = '#cfe3f5';
    g.fillRect(0, 0, c.width, c.height);
    g.fillStyle = '#1a3b5d';
    g.font = 'bold 36px sans-serif';
    g.fillText(t, 40, 200);
    return c.toDataURL('image/png');
  }, teks);
  return Buffer.from(data.replace(/^data:image\/png;base64,/, ''), 'base64');
}

export const PIN_UJI = '135790';

/**
 * The account behind `api` registered and verified as a signer through the API (the screens are
 * walked in the letters' journey), PIN `PIN_UJI`; nothing when it is already active (a retry).
 */
export async function siapkanPenanda(
  api: APIRequestContext,
  admin: APIRequestContext,
  nama: string,
): Promise<void> {
  const saya = (await (await api.get('/api/surat/v1/esign/penanda/saya')).json()) as {
    respon: { uid: string; status: string } | null;
  };
  if (saya.respon?.status === 'AKTIF') return;
  let uid = saya.respon?.status === 'DIAJUKAN' ? saya.respon.uid : null;
  if (!uid) {
    const foto = `data:image/png;base64,${Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ).toString('base64')}`;
    const daftar = await ok(
      await api.post('/api/surat/v1/esign/penanda', {
        data: {
          nik: '3273012003790002',
          nama_ktp: nama,
          email: 'radiolog@rsrawatsehat.co.id',
          telepon: '081298765432',
          foto_ktp: foto,
          selfie: foto,
          persetujuan: true,
          pin: PIN_UJI,
          pin_ulang: PIN_UJI,
        },
      }),
    );
    uid = daftar.respon.uid as string;
  }
  await ok(await admin.post(`/api/surat/v1/esign/penanda/${uid}/setujui`, { data: {} }), 200);
}

/** Signs the open document of the signing list's viewer with the PIN. */
export async function tandatanganiDiDaftar(page: Page, judul: string | RegExp, pin = PIN_UJI): Promise<void> {
  await page.goto('/list-pengajuan-esign');
  await page.getByRole('row').filter({ hasText: judul }).first().click();
  await page.getByRole('button', { name: 'Tanda Tangani' }).click();
  const dialog = page.getByRole('dialog', { name: /Tanda tangani dokumen/ });
  await dialog.getByLabel('PIN tanda tangan').fill(pin);
  await dialog.getByRole('button', { name: 'Tanda Tangani' }).click();
  await expect(page.getByText(/berhasil ditandatangani/)).toBeVisible();
}

/** The signed PDF as the viewer downloads it: a PAdES signature and the visible stamp. */
export async function periksaPdfBertanda(page: Page, pengajuanUid: string): Promise<Buffer> {
  const res = await page.request.get(`/api/surat/v1/esign/pengajuan/${pengajuanUid}/dokumen.pdf`);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const isi = await res.body();
  expect(isi.toString('latin1')).toMatch(/\/SubFilter\s*\/ETSI\.CAdES\.detached/);
  return isi;
}

/**
 * The public verification page, in a fresh browser without any session (a phone that scanned the
 * QR code), says the document is valid; `simpan` takes its screenshot.
 */
export async function periksaVerifikasiPublik(
  browser: Browser,
  baseURL: string,
  uid: string,
  judul: string,
  simpan: (p: Page) => Promise<void>,
): Promise<void> {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const p = await ctx.newPage();
    await p.goto(`/tilaka-verifikasi/${uid}`);
    await expect(p.getByText('Dokumen asli dan tanda tangan sah')).toBeVisible();
    await expect(p.getByText(judul).first()).toBeVisible();
    expect(await ctx.cookies()).toEqual([]);
    await simpan(p);
  } finally {
    await ctx.close();
  }
}
