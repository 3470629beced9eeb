/*
 * The simulator's Tilaka Lite endpoints: upload, requestsign, the webview's signing-authpin,
 * executesign and checksignstatus, and the PAdES signing behind them (protocol and sources: the
 * comment at the top of `tilaka.simulator.ts`).
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { tandatanganiPdf } from '../pki/pades.ts';
import {
  angka,
  gagal,
  type Json,
  ok,
  type Rute,
  salahMinta,
  samaRahasia,
  str,
} from './tilaka.simulator.http.ts';
import type { Keadaan, Permintaan, Posisi } from './tilaka.simulator.state.ts';

type Kotak = { x: number; y: number; width: number; height: number };

/** Each page's MediaBox (PDF points), or null when the bytes are no PDF pdf-lib can read. */
async function halamanPdf(pdf: Buffer): Promise<Kotak[] | null> {
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    return doc.getPages().map((h) => h.getMediaBox());
  } catch {
    return null;
  }
}

export function ruteTtd(k: Keadaan): Rute {
  const { sekarang, berkas, permintaan, unduhan } = k;

  async function tandatanganiPermintaan(r: Permintaan) {
    const p = k.penggunaDariNama(r.user);
    if (!p?.sertifikat) throw new Error('sertifikat hilang');
    for (const d of r.pdf) {
      let pdf = berkas.get(d.filename);
      if (!pdf) throw new Error(`${d.filename} hilang`);
      for (const s of d.posisi) {
        const m = (await halamanPdf(pdf))?.[s.page_number - 1];
        if (!m) throw new Error(`halaman ${s.page_number} hilang`);
        pdf = await tandatanganiPdf(pdf, {
          penanda: p.sertifikat,
          rantai: [k.ca.sertifikatPem],
          waktu: sekarang(),
          nama: p.nama,
          alasan: s.reason || 'Penandatanganan dokumen',
          lokasi: s.location || 'Indonesia',
          // Back from Tilaka's bottom-left origin to the top-left box the PAdES signer takes.
          kotak: {
            halaman: s.page_number - 1,
            x: s.coordinate_x - m.x,
            y: m.y + m.height - s.coordinate_y - s.height,
            lebar: s.width,
            tinggi: s.height,
          },
        });
      }
      const kunci = randomBytes(24).toString('hex');
      unduhan.set(kunci, { pdf, sampai: sekarang().getTime() + 15 * 60_000 });
      d.hasil = kunci;
    }
    r.status = 'DONE';
  }

  return {
    '/api/v1/upload': async (b) => {
      const f = b.file as { nama: string; isi: Buffer } | undefined;
      const pdf = f?.isi.subarray(0, 5).toString('latin1') === '%PDF-' ? await halamanPdf(f.isi) : null;
      if (!f || !pdf) return salahMinta('Berkas tidak valid', ['file harus PDF']);
      const filename = `${Date.now()}_${randomBytes(4).toString('hex')}_${f.nama.replace(/[^\w.-]/g, '_')}`;
      berkas.set(filename, f.isi);
      return ok({ message: 'Upload berhasil', filename });
    },

    '/api/v1/requestsign': async (b) => {
      const requestId = str(b.request_id);
      const penanda = Array.isArray(b.signatures) ? (b.signatures as Json[]) : [];
      const daftar = Array.isArray(b.list_pdf) ? (b.list_pdf as Json[]) : [];
      const galat: string[] = [];
      if (!requestId) galat.push('request_id wajib diisi');
      if (permintaan.has(requestId)) galat.push('request_id sudah dipakai');
      if (penanda.length !== 1) galat.push('simulator hanya melayani satu penanda tangan per permintaan');
      if (daftar.length === 0) galat.push('list_pdf wajib diisi');
      const user = str(penanda[0]?.user_identifier);
      const pdf: Permintaan['pdf'] = [];
      for (const item of daftar) {
        const filename = str(item.filename);
        const isi = berkas.get(filename);
        if (!isi) galat.push(`filename ${filename} tidak ditemukan`);
        const halaman = isi ? await halamanPdf(isi) : null;
        const posisi: Posisi[] = [];
        for (const s of Array.isArray(item.signatures) ? (item.signatures as Json[]) : []) {
          const w = angka(s.width);
          const h = angka(s.height);
          const x = angka(s.coordinate_x);
          const y = angka(s.coordinate_y);
          const hal = angka(s.page_number);
          if (str(s.user_identifier) !== user)
            galat.push('user_identifier di list_pdf tidak ada di signatures');
          if (w === null || h === null || x === null || y === null || hal === null || w <= 0 || h <= 0) {
            galat.push(`posisi tanda tangan ${filename} tidak lengkap`);
            continue;
          }
          const m = halaman?.[hal - 1];
          const di = (a: number, b: number, c: number) => a >= b - 1 && a <= c + 1;
          if (halaman && (!m || !di(x, m.x, m.x + m.width - w) || !di(y, m.y, m.y + m.height - h))) {
            galat.push(`posisi tanda tangan di luar halaman ${hal} ${filename}`);
          }
          const reason = str(s.reason);
          const location = str(s.location);
          posisi.push({
            width: w,
            height: h,
            coordinate_x: x,
            coordinate_y: y,
            page_number: hal,
            reason,
            location,
          });
        }
        if (posisi.length === 0) galat.push(`${filename} tanpa posisi tanda tangan`);
        pdf.push({ filename, posisi, hasil: null });
      }
      if (galat.length > 0) return salahMinta('Permintaan tanda tangan tidak valid', galat);
      const p = k.penggunaDariNama(user);
      if (!p) return gagal(`user_identifier ${user} tidak ditemukan`);
      if (p.status !== 'AKTIF' || !p.sertifikat)
        return gagal(`user_identifier ${user} belum terverifikasi, sertifikat belum aktif`);
      permintaan.set(requestId, { requestId, user, pdf, status: 'UNAUTHORIZED', pinSalah: 0 });
      const q = new URLSearchParams({ user, id: requestId });
      return ok({
        message: 'Success',
        auth_urls: [{ url: `${k.url}/personal-webview/signing?${q}`, user_identifier: user }],
      });
    },

    '/signing-authpin': (b, q) => {
      const r = permintaan.get(q.get('id') ?? '');
      if (!r || r.user !== q.get('user')) return gagal('user atau id tidak ditemukan');
      if (r.status === 'DONE') return gagal('proses signing sudah selesai', { request_id: r.requestId });
      if (r.status === 'DENIED') {
        return gagal('penandatanganan dokumen gagal. pin sudah salah 3 kali', { request_id: r.requestId });
      }
      const pin = str(b.pin) || str(b.otp_pin);
      if (!pin) return salahMinta('Permintaan tidak valid', ['pin wajib diisi']);
      if (!samaRahasia(pin, k.pinBenar)) {
        r.pinSalah++;
        if (r.pinSalah >= 3) r.status = 'DENIED';
        const pesan = r.pinSalah >= 3 ? 'pin sudah salah 3 kali' : 'pin salah';
        return gagal(`penandatanganan dokumen gagal. ${pesan}`, { request_id: r.requestId });
      }
      if (r.status === 'UNAUTHORIZED') r.status = 'AUTHORIZED';
      return ok({ message: 'otentikasi berhasil', request_id: r.requestId });
    },

    '/api/v1/executesign': (b) => {
      const r = permintaan.get(str(b.request_id));
      if (!r) return gagal('request_id tidak ditemukan');
      if (r.user !== str(b.user_identifier)) return gagal('user_identifier tidak sesuai dengan permintaan');
      if (r.status === 'DONE') return gagal('proses signing sudah selesai', { status: 'DONE' });
      if (r.status === 'UNAUTHORIZED' || r.status === 'DENIED') {
        return gagal('UNAUTHORIZED', { status: r.status });
      }
      if (r.status === 'AUTHORIZED') {
        r.status = 'PROCESS';
        // Tilaka signs asynchronously: the answer comes before the signature, checksignstatus tells.
        setImmediate(() => {
          tandatanganiPermintaan(r).catch(() => {
            r.status = 'FAILED';
          });
        });
      }
      return ok({ message: 'Proses tanda tangan sedang berjalan', status: 'PROCESS' });
    },

    '/api/v1/checksignstatus': (b) => {
      const requestId = str(b.request_id);
      if (!requestId) return salahMinta('PARAMERR', ['request_id wajib diisi']);
      const r = permintaan.get(requestId);
      if (!r) return gagal('request_id tidak ditemukan');
      const jumlah = r.pdf.reduce((n, d) => n + d.posisi.length, 0);
      const selesai = r.status === 'DONE' ? jumlah : 0;
      const pesan = r.status === 'AUTHORIZED' ? 'PROCESS' : r.status;
      return ok({
        message: pesan,
        request_id: r.requestId,
        status: [
          {
            sequence: 1,
            status: pesan,
            user_identifier: r.user,
            num_signatures: jumlah,
            num_signatures_done: selesai,
          },
        ],
        list_pdf: r.pdf.map((d) => ({
          filename: d.filename,
          error: r.status === 'FAILED',
          presigned_url: d.hasil ? `${k.url}/presigned/${d.hasil}` : null,
        })),
      });
    },
  };
}
