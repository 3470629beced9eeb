/*
 * The simulator's HTTP envelopes (protocol: the comment at the top of `tilaka.simulator.ts`) and
 * the reading of request bodies and fields.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type Json = Record<string, unknown>;
export type Jawaban = { status: number; isi: unknown; headers?: Record<string, string> };
/** Bearer endpoints by path: the parsed body (a JSON object, or `{ file }` for multipart) and the query. */
export type Rute = Record<string, (isi: Json, q: URLSearchParams) => Jawaban | Promise<Jawaban>>;

const MAKS_BADAN = 40 * 1024 * 1024;
export const ok = (isi: Json): Jawaban => ({ status: 200, isi: { success: true, ...isi } });
export const gagal = (message: string, lain: Json = {}): Jawaban => ({
  status: 200,
  isi: { success: false, message, data: null, ...lain },
});
export const salahMinta = (message: string, errors: string[]): Jawaban => ({
  status: 400,
  isi: { success: false, message, data: { errors } },
});
export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
export const angka = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function samaRahasia(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The whole body, or null past 40 MB. */
export async function bacaBadan(req: IncomingMessage): Promise<Buffer | null> {
  const potong: Buffer[] = [];
  let panjang = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    panjang += c.length;
    if (panjang > MAKS_BADAN) return null;
    potong.push(c);
  }
  return Buffer.concat(potong);
}

/** The file part named `file` of a multipart/form-data body. */
export function berkasMultipart(jenis: string, badan: Buffer): { nama: string; isi: Buffer } | null {
  const batas = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(jenis);
  const pemisah = batas?.[1] ?? batas?.[2];
  if (!pemisah) return null;
  const tanda = Buffer.from(`--${pemisah}`);
  let awal = badan.indexOf(tanda);
  while (awal >= 0) {
    const akhirKepala = badan.indexOf('\r\n\r\n', awal);
    const berikut = badan.indexOf(tanda, awal + tanda.length);
    if (akhirKepala < 0 || berikut < 0) return null;
    const kepala = badan.subarray(awal, akhirKepala).toString('utf8');
    if (/name="file"/.test(kepala)) {
      const nama = /filename="([^"]*)"/.exec(kepala)?.[1] ?? 'dokumen.pdf';
      return { nama, isi: badan.subarray(akhirKepala + 4, berikut - 2) };
    }
    awal = berikut;
  }
  return null;
}

/** The page an auth URL opens (demo only): a PIN form that posts where Tilaka's webview posts. */
export function halamanPin(q: URLSearchParams): string {
  const user = q.get('user') ?? '';
  const id = q.get('id') ?? '';
  const aman = (s: string) => s.replace(/[^\w-]/g, '');
  return `<!doctype html><meta charset="utf-8"><title>Simulator Tilaka — PIN</title>
<h1>Simulator Tilaka</h1><p>Penanda tangan <b>${aman(user)}</b>, masukkan PIN 6 digit.</p>
<form id="f"><input name="pin" inputmode="numeric" maxlength="6" autofocus> <button>Tandatangani</button></form>
<p id="h"></p><script>
document.getElementById('f').onsubmit = async (e) => { e.preventDefault();
  const r = await fetch('/signing-authpin?user=${aman(user)}&id=${aman(id)}', { method: 'POST',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pin: e.target.pin.value }) });
  document.getElementById('h').textContent = (await r.json()).message; };
</script>`;
}
