/*
 * The adapter's signing through Tilaka Lite: upload, requestsign, the PIN the signer typed (sent
 * where Tilaka's webview sends it), executesign, checksignstatus, then the signed PDFs.
 */
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { type DokumenUntukTtd, PenyediaMenolak, type PenyediaTtd } from '../penyedia.ts';
import {
  galatValidasi,
  type Json,
  type KlienTilaka,
  TIDAK_TERJANGKAU,
  teks,
} from './penyedia-tilaka.client.ts';
import type { OpsiPenyediaTilaka } from './penyedia-tilaka.ts';

/**
 * Where `kotak` (top-left origin, 0-based page, as PDFKit draws) is in Tilaka's terms: PDF user
 * space (points, origin bottom-left of the MediaBox) and a 1-based page number.
 */
async function posisi(d: DokumenUntukTtd, userIdentifier: string) {
  const doc = await PDFDocument.load(d.pdf, { updateMetadata: false });
  const halaman = doc.getPages()[d.kotak.halaman];
  if (!halaman) throw new Error(`Halaman ${d.kotak.halaman + 1} tidak ada di dokumen ${d.nama}`);
  const media = halaman.getMediaBox();
  const k = d.kotak;
  return {
    user_identifier: userIdentifier,
    width: k.lebar,
    height: k.tinggi,
    coordinate_x: media.x + k.x,
    coordinate_y: media.y + media.height - k.y - k.tinggi,
    page_number: k.halaman + 1,
    reason: d.alasan,
    location: d.lokasi,
  };
}

function tolakTtd(isi: Json): never {
  const pesan = teks(isi.message);
  if (/pin|otp/i.test(pesan) && /salah/i.test(pesan)) {
    throw new PenyediaMenolak(
      'PIN_SALAH',
      /3 kali/.test(pesan)
        ? 'PIN salah 3 kali; Tilaka memblokir permintaan ini. Ulangi penandatanganan dengan PIN yang benar.'
        : 'PIN salah.',
    );
  }
  if (/aktif|verifi|sertifikat|certificate/i.test(pesan)) {
    throw new PenyediaMenolak('BELUM_AKTIF', 'Akun Tilaka belum aktif atau sertifikatnya tidak berlaku.');
  }
  throw new PenyediaMenolak(
    'DITOLAK',
    `Tilaka menolak penandatanganan: ${galatValidasi(isi) || 'tanpa keterangan'}`,
  );
}

async function tunggu(ms: number) {
  await new Promise((r) => setTimeout(r, ms));
}

export function ttdTilaka(
  opsi: OpsiPenyediaTilaka,
  klien: KlienTilaka,
  /** The signer's tilaka_name, once their account is active. */
  namaTilakaAktif: (idPenyedia: string) => Promise<string>,
): PenyediaTtd['tandatangani'] {
  const { kirim, bacaJson, panggil, unduh } = klien;

  async function tandatangani(p: { idPenyedia: string; rahasia: string; dokumen: DokumenUntukTtd[] }) {
    if (p.dokumen.length === 0) return [];
    const user = await namaTilakaAktif(p.idPenyedia);

    const namaBerkas: string[] = [];
    for (const d of p.dokumen) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(d.pdf)], { type: 'application/pdf' }), `${d.uid}.pdf`);
      const { isi } = await panggil('/api/v1/upload', form);
      if (isi.success !== true || !teks(isi.filename)) tolakTtd(isi);
      namaBerkas.push(teks(isi.filename));
    }

    const requestId = randomUUID();
    const minta = await panggil('/api/v1/requestsign', {
      request_id: requestId,
      signatures: [{ user_identifier: user, sequence: 1 }],
      list_pdf: await Promise.all(
        p.dokumen.map(async (d, i) => ({ filename: namaBerkas[i], signatures: [await posisi(d, user)] })),
      ),
    });
    if (minta.isi.success !== true) tolakTtd(minta.isi);

    // What the signer would type on the page behind auth_urls[].url, sent on their behalf.
    const q = new URLSearchParams({ user, id: requestId });
    const otentikasi = await kirim(`/signing-authpin?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pin: p.rahasia }),
    });
    const hasilPin = await bacaJson(otentikasi);
    if (hasilPin.success !== true) tolakTtd(hasilPin);

    const eksekusi = await panggil('/api/v1/executesign', { request_id: requestId, user_identifier: user });
    if (eksekusi.isi.success !== true && eksekusi.isi.status !== 'DONE') tolakTtd(eksekusi.isi);

    const batas = Date.now() + (opsi.batasTtdMs ?? 120_000);
    let status: Json;
    for (;;) {
      status = (await panggil('/api/v1/checksignstatus', { request_id: requestId })).isi;
      const pesan = teks(status.message);
      if (status.success === true && pesan === 'DONE') break;
      if (status.success !== true || ['FAILED', 'DENIED', 'UNAUTHORIZED', 'PARAMERR'].includes(pesan)) {
        tolakTtd(status);
      }
      if (Date.now() > batas) {
        throw new PenyediaMenolak(
          'TIDAK_TERSEDIA',
          'Tilaka belum selesai menandatangani dokumen. Coba lagi nanti.',
        );
      }
      await tunggu(opsi.jedaCekMs ?? 300);
    }

    const daftar = (Array.isArray(status.list_pdf) ? status.list_pdf : []) as Json[];
    return Promise.all(
      namaBerkas.map(async (nama) => {
        const item = daftar.find((x) => x.filename === nama);
        const url = item && item.error !== true ? teks(item.presigned_url) : '';
        if (!url)
          throw new PenyediaMenolak(
            'DITOLAK',
            `Tilaka tidak mengembalikan dokumen ${nama} yang ditandatangani.`,
          );
        const res = await unduh(url);
        const pdf = Buffer.from(await res.arrayBuffer());
        if (!res.ok || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
          throw new PenyediaMenolak('TIDAK_TERSEDIA', TIDAK_TERJANGKAU);
        }
        return pdf;
      }),
    );
  }

  return tandatangani;
}
