import { PDFDocument, PDFSignature } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buatDokumen } from '../../../platform/pdf/pdf.dokumen.ts';
import {
  type DokumenUntukTtd,
  type PendaftaranPenyedia,
  PenyediaMenolak,
  type PenyediaTtd,
} from '../penyedia.ts';
import { buatCaAkar } from '../pki/ca.ts';
import { verifikasiPdf } from '../pki/verifikasi.ts';
import { penyediaTilaka } from './penyedia-tilaka.ts';
import { mulaiSimulatorTilaka, type SimulatorTilaka } from './tilaka.simulator.ts';

const CLIENT_ID = 'rs-rawat-sehat';
const CLIENT_SECRET = 'rahasia-klien-uji-0123456789';
const PIN = '246810';

let sim: SimulatorTilaka;
// How far the simulator's clock runs ahead of the adapter's (the token tests move it).
let majuSim = 0;

beforeAll(async () => {
  sim = await mulaiSimulatorTilaka({
    port: 0,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    sekarang: () => new Date(Date.now() + majuSim),
    pin: PIN,
  });
});
afterAll(async () => {
  await sim?.tutup();
});

/** Every call the adapter makes: path and answer status. */
function fetchTercatat() {
  const log: { jalur: string; status: number }[] = [];
  const f: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    log.push({ jalur: new URL(String(input)).pathname, status: res.status });
    return res;
  };
  return { f, log };
}

const adapter = (lain: Partial<Parameters<typeof penyediaTilaka>[0]> = {}): PenyediaTtd =>
  penyediaTilaka({ url: sim.url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, jedaCekMs: 50, ...lain });

let urut = 0;
function pendaftaran(lain: Partial<PendaftaranPenyedia> = {}): PendaftaranPenyedia {
  urut++;
  return {
    uid: crypto.randomUUID(),
    nik: `32730112${String(900000 + urut * 7).padStart(8, '0')}`,
    nama: 'dr. Siti Aminah',
    email: `siti${urut}@rsrawatsehat.co.id`,
    telepon: '081234567890',
    // Only the magic numbers are looked at: a JPEG KTP scan and a PNG selfie.
    fotoKtp: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]),
    selfie: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...lain,
  };
}

async function dokumen(judul: string): Promise<DokumenUntukTtd> {
  const d = buatDokumen({ judul })
    .judul(judul, { sub: 'Nomor: SKS/0001' })
    .paragraf('Yang bertanda tangan di bawah ini menerangkan bahwa pasien memerlukan istirahat tiga hari.')
    .tandaTangan({
      tempatTanggal: 'Bandung, 2 November 2026',
      jabatan: 'Dokter Pemeriksa',
      nama: 'dr. Siti Aminah',
    });
  const pdf = await d.selesai();
  if (!d.kotakTtd) throw new Error('dokumen tanpa kotak tanda tangan');
  return {
    uid: crypto.randomUUID(),
    nama: judul,
    pdf,
    kotak: d.kotakTtd,
    alasan: `Menandatangani ${judul}`,
    lokasi: 'RSU Rawat Sehat, Bandung',
    waktu: new Date(),
  };
}

async function tolakan(janji: Promise<unknown>): Promise<PenyediaMenolak> {
  const e = await janji.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(PenyediaMenolak);
  return e as PenyediaMenolak;
}

/** Registers, has the simulator's reviewer approve, and waits for the certificate. */
async function akunAktif(p: PenyediaTtd, data = pendaftaran()) {
  const daftar = await p.daftarkan(data);
  sim.setujui(daftar.idPenyedia);
  for (let i = 0; i < 100; i++) {
    const s = await p.cekStatus(daftar.idPenyedia);
    if (s.status === 'AKTIF') return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('akun tidak pernah aktif');
}

/** The raw protocol, as a partner's code would call it. */
async function panggilMentah(jalur: string, isi: unknown, token?: string) {
  const res = await fetch(`${sim.url}${jalur}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(isi),
  });
  return { status: res.status, isi: (await res.json()) as Record<string, unknown> };
}

async function tokenMentah(): Promise<string> {
  const res = await fetch(`${sim.url}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      grant_type: 'client_credentials',
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('Tilaka: kredensial dan token', () => {
  it('menolak client secret yang salah, di protokol dan di adapter', async () => {
    const res = await fetch(`${sim.url}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        client_secret: 'salah',
        grant_type: 'client_credentials',
      }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });

    const e = await tolakan(adapter({ clientSecret: 'salah' }).daftarkan(pendaftaran()));
    expect(e.kode).toBe('TIDAK_TERSEDIA');
    expect(e.message).toMatch(/kredensial Rawat/);
  });

  it('tanpa token atau dengan token kedaluwarsa Tilaka menjawab 401', async () => {
    expect((await panggilMentah('/userregstatus', { register_id: 'x' })).status).toBe(401);
    const token = await tokenMentah();
    expect((await panggilMentah('/userregstatus', { register_id: 'x' }, token)).status).toBe(200);
    majuSim = 2 * 3600_000;
    try {
      const r = await panggilMentah('/userregstatus', { register_id: 'x' }, token);
      expect(r.status).toBe(401);
      expect(r.isi.success).toBe(false);
    } finally {
      majuSim = 0;
    }
  });

  it('token yang kedaluwarsa di Tilaka diperbarui sekali tanpa terlihat oleh pemanggil', async () => {
    const { f, log } = fetchTercatat();
    const p = adapter({ fetch: f });
    const { idPenyedia } = await p.daftarkan(pendaftaran());
    // Tilaka's clock passes the token's end while the adapter still thinks it is valid.
    majuSim = 2 * 3600_000;
    try {
      expect(await p.cekStatus(idPenyedia)).toEqual({ status: 'MENUNGGU_VERIFIKASI', idPenyedia });
    } finally {
      majuSim = 0;
    }
    expect(log.filter((l) => l.jalur === '/auth')).toHaveLength(2);
    expect(log.filter((l) => l.status === 401).map((l) => l.jalur)).toEqual(['/userregstatus']);
  });

  it('token yang menurut jam Rawat sudah habis diperbarui sebelum dipakai, tanpa 401', async () => {
    const { f, log } = fetchTercatat();
    let majuRawat = 0;
    const p = adapter({ fetch: f, sekarang: () => new Date(Date.now() + majuRawat) });
    const { idPenyedia } = await p.daftarkan(pendaftaran());
    majuRawat = majuSim = 2 * 3600_000;
    try {
      await p.cekStatus(idPenyedia);
    } finally {
      majuSim = 0;
    }
    expect(log.filter((l) => l.jalur === '/auth')).toHaveLength(2);
    expect(log.some((l) => l.status === 401)).toBe(false);
  });
});

describe('Tilaka: pendaftaran', () => {
  it('menunggu verifikasi, lalu aktif dengan sertifikat setelah disetujui', async () => {
    const p = adapter();
    const daftar = await p.daftarkan(pendaftaran());
    expect(daftar.status).toBe('MENUNGGU_VERIFIKASI');
    expect(daftar.idPenyedia).toMatch(/^[0-9a-f-]{36}$/);
    expect(await p.cekStatus(daftar.idPenyedia)).toEqual({
      status: 'MENUNGGU_VERIFIKASI',
      idPenyedia: daftar.idPenyedia,
    });

    sim.setujui(daftar.idPenyedia);
    let s = await p.cekStatus(daftar.idPenyedia);
    for (let i = 0; s.status !== 'AKTIF' && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100));
      s = await p.cekStatus(daftar.idPenyedia);
    }
    expect(s.status).toBe('AKTIF');
    if (s.status !== 'AKTIF') return;
    expect(s.idPenyedia).toBe(daftar.idPenyedia);
    expect(s.sertifikat?.serial).toMatch(/^[0-9A-F]{16,}$/);
    const hari = ((s.sertifikat?.berlakuSampai.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(hari).toBeGreaterThan(360);
    expect(hari).toBeLessThan(366);
  });

  it('penolakan membawa alasan peninjau Tilaka, dan akun itu tidak dapat menandatangani', async () => {
    const p = adapter();
    const daftar = await p.daftarkan(pendaftaran());
    sim.tolak(daftar.idPenyedia, 'Foto KTP buram, NIK tidak terbaca');
    expect(await p.cekStatus(daftar.idPenyedia)).toEqual({
      status: 'DITOLAK',
      idPenyedia: daftar.idPenyedia,
      alasan: 'Foto KTP buram, NIK tidak terbaca',
    });
    const e = await tolakan(
      p.tandatangani({
        idPenyedia: daftar.idPenyedia,
        rahasia: PIN,
        dokumen: [await dokumen('Surat Sakit')],
      }),
    );
    expect(e.kode).toBe('BELUM_AKTIF');
    expect(e.message).toContain('Foto KTP buram');
  });

  it('data yang tidak sah ditolak dengan keterangan Tilaka', async () => {
    const e = await tolakan(adapter().daftarkan(pendaftaran({ nik: '123', email: 'bukan-email' })));
    expect(e.kode).toBe('DITOLAK');
    expect(e.message).toContain('nik harus 16 digit');
    expect(e.message).toContain('email tidak valid');
  });

  it('pendaftaran yang tidak dikenal ditolak', async () => {
    const e = await tolakan(adapter().cekStatus('00000000-0000-4000-8000-000000000000'));
    expect(e.kode).toBe('DITOLAK');
    expect(e.message).toMatch(/tidak dikenal Tilaka/);
  });

  it('simulator dapat menyetujui sendiri pada cek status ke-N', async () => {
    const sim2 = await mulaiSimulatorTilaka({ clientId: 'a', clientSecret: 'b', setujuiSetelahCek: 2 });
    try {
      const p = penyediaTilaka({ url: sim2.url, clientId: 'a', clientSecret: 'b' });
      const { idPenyedia } = await p.daftarkan(pendaftaran());
      expect((await p.cekStatus(idPenyedia)).status).toBe('MENUNGGU_VERIFIKASI');
      expect((await p.cekStatus(idPenyedia)).status).toBe('AKTIF');
    } finally {
      await sim2.tutup();
    }
  });
});

describe('Tilaka: penandatanganan', () => {
  it('akun yang belum diverifikasi tidak dapat menandatangani', async () => {
    const p = adapter();
    const { idPenyedia } = await p.daftarkan(pendaftaran());
    const e = await tolakan(
      p.tandatangani({ idPenyedia, rahasia: PIN, dokumen: [await dokumen('Resume Medis')] }),
    );
    expect(e.kode).toBe('BELUM_AKTIF');
    expect(e.message).toMatch(/belum aktif/);
  });

  it('PIN salah ditolak sebagai PIN_SALAH', async () => {
    const p = adapter();
    const { idPenyedia } = await akunAktif(p);
    const e = await tolakan(
      p.tandatangani({ idPenyedia, rahasia: '135790', dokumen: [await dokumen('Surat Sakit')] }),
    );
    expect(e.kode).toBe('PIN_SALAH');
    expect(e.message).toBe('PIN salah.');
  });

  it('PIN benar: PDF bertanda tangan PAdES di kotaknya, sah dengan akar simulator, tidak tepercaya dengan akar lain', async () => {
    const p = adapter();
    const data = pendaftaran({ nama: 'dr. Budi Santoso' });
    const aktif = await akunAktif(p, data);
    const dok = [await dokumen('Surat Keterangan Sakit'), await dokumen('Resume Medis')];
    const hasil = await p.tandatangani({ idPenyedia: aktif.idPenyedia, rahasia: PIN, dokumen: dok });
    expect(hasil).toHaveLength(2);
    const akarLain = await buatCaAkar({ namaFaskes: 'RS Lain', sekarang: new Date() });

    for (const [i, pdf] of hasil.entries()) {
      const asli = dok[i];
      if (!asli) throw new Error('dokumen hilang');
      // An incremental update: the document as Rawat made it is untouched, the signature follows.
      expect(pdf.subarray(0, asli.pdf.length).equals(asli.pdf)).toBe(true);
      expect(pdf.length).toBeGreaterThan(asli.pdf.length);

      const v = await verifikasiPdf(pdf, [sim.akarPem]);
      expect(v.sah).toBe(true);
      expect(v.tandaTangan).toHaveLength(1);
      const t = v.tandaTangan[0];
      expect(t?.sertifikat?.namaUmum).toBe('dr. Budi Santoso');
      expect(t?.sertifikat?.penerbit).toContain('Tilaka Simulator Root CA');
      expect(t?.sertifikat?.serial).toBe(aktif.status === 'AKTIF' ? aktif.sertifikat?.serial : '?');
      expect(t?.alasan).toBe(asli.alasan);

      const lain = await verifikasiPdf(pdf, [akarLain.sertifikatPem]);
      expect(lain.sah).toBe(false);
      expect(lain.tandaTangan[0]?.utuh).toBe(true);
      expect(lain.tandaTangan[0]?.tepercaya).toBe(false);

      // The widget sits over the signature block: the box from the top-left, in PDF points.
      const doc = await PDFDocument.load(pdf);
      const medan = doc.getForm().getFields();
      expect(medan).toHaveLength(1);
      expect(medan[0]).toBeInstanceOf(PDFSignature);
      const r = medan[0]?.acroField.getWidgets()[0]?.getRectangle();
      const halaman = doc.getPages()[asli.kotak.halaman];
      const tinggi = halaman?.getMediaBox().height ?? 0;
      expect(tinggi).toBeCloseTo(841.89, 1);
      expect(r?.x).toBeCloseTo(asli.kotak.x, 2);
      expect(r?.y).toBeCloseTo(tinggi - asli.kotak.y - asli.kotak.tinggi, 2);
      expect(r?.width).toBeCloseTo(asli.kotak.lebar, 2);
      expect(r?.height).toBeCloseTo(asli.kotak.tinggi, 2);
    }
  });

  it('Tilaka yang tidak terjangkau atau gagal (5xx) menjadi TIDAK_TERSEDIA', async () => {
    const mati = await tolakan(
      penyediaTilaka({ url: 'http://127.0.0.1:1', clientId: 'a', clientSecret: 'b' }).cekStatus('x'),
    );
    expect(mati.kode).toBe('TIDAK_TERSEDIA');
    expect(mati.message).toMatch(/tidak dapat dihubungi/);

    // The token comes through; the call after it meets a proxy's 502 page.
    const rusak: typeof fetch = async (input, init) =>
      String(input).endsWith('/auth')
        ? fetch(input, init)
        : new Response('<html>Bad Gateway</html>', { status: 502 });
    const e = await tolakan(adapter({ fetch: rusak }).cekStatus('x'));
    expect(e.kode).toBe('TIDAK_TERSEDIA');
    expect(e.message).toMatch(/Coba lagi/);
  });
});

describe('Tilaka: protokol mentah', () => {
  async function unggah(token: string): Promise<string> {
    const form = new FormData();
    const { pdf } = await dokumen('Lembar Uji');
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'uji.pdf');
    const res = await fetch(`${sim.url}/api/v1/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const isi = (await res.json()) as { success: boolean; filename: string };
    expect(isi.success).toBe(true);
    return isi.filename;
  }

  const permintaan = (requestId: string, user: string, filename: string) => ({
    request_id: requestId,
    signatures: [{ user_identifier: user, sequence: 1 }],
    list_pdf: [
      {
        filename,
        signatures: [
          {
            user_identifier: user,
            width: 150,
            height: 50,
            coordinate_x: 100,
            coordinate_y: 100,
            page_number: 1,
          },
        ],
      },
    ],
  });

  it('requestsign untuk pengguna yang belum terverifikasi dijawab success:false', async () => {
    const token = await tokenMentah();
    const { idPenyedia } = await adapter().daftarkan(pendaftaran());
    const reg = await panggilMentah('/userregstatus', { register_id: idPenyedia }, token);
    const user = (reg.isi.data as { tilaka_name: string; status: string }).tilaka_name;
    expect((reg.isi.data as { status: string }).status).toBe('B');
    const r = await panggilMentah(
      '/api/v1/requestsign',
      permintaan(crypto.randomUUID(), user, await unggah(token)),
      token,
    );
    expect(r.status).toBe(200);
    expect(r.isi).toMatchObject({ success: false });
    expect(String(r.isi.message)).toMatch(/belum terverifikasi/);
  });

  it('PIN salah tiga kali memblokir permintaan; executesign lalu ditolak', async () => {
    const token = await tokenMentah();
    const aktif = await akunAktif(adapter());
    const reg = await panggilMentah('/userregstatus', { register_id: aktif.idPenyedia }, token);
    const user = (reg.isi.data as { tilaka_name: string }).tilaka_name;
    const id = crypto.randomUUID();
    const minta = await panggilMentah(
      '/api/v1/requestsign',
      permintaan(id, user, await unggah(token)),
      token,
    );
    expect(minta.isi.success).toBe(true);
    const q = new URLSearchParams({ user, id });
    const pesan: string[] = [];
    for (let i = 0; i < 3; i++)
      pesan.push(String((await panggilMentah(`/signing-authpin?${q}`, { pin: '000000' })).isi.message));
    expect(pesan).toEqual([
      'penandatanganan dokumen gagal. pin salah',
      'penandatanganan dokumen gagal. pin salah',
      'penandatanganan dokumen gagal. pin sudah salah 3 kali',
    ]);
    // Blocked: even the right PIN no longer opens this request.
    expect((await panggilMentah(`/signing-authpin?${q}`, { pin: PIN })).isi.success).toBe(false);
    const eks = await panggilMentah('/api/v1/executesign', { request_id: id, user_identifier: user }, token);
    expect(eks.isi).toMatchObject({ success: false, status: 'DENIED' });
  });
});
