import { z } from 'zod';
import { tanggalAda } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';

// The hospital side of BPJS's "WS RS" for Mobile JKN (Katalog WS Antrean RS, the part "RS
// mengirimkan url masing-masing ws … untuk diakses oleh sistem BPJS"), under /api/antrian/v1.
// Field names, types and metadata codes are BPJS's; docs/antrean-online.md has the examples.

/** BPJS's metadata: 200 ok, 201 failed (the message says why), 202 the patient is new. */
export const KODE_WS = { OK: 200, GAGAL: 201, PASIEN_BARU: 202 } as const;
export const PESAN_WS_PASIEN_BARU =
  'Data pasien ini tidak ditemukan, silahkan Melakukan Registrasi Pasien Baru';

export const wsMetadataSchema = z.object({ code: z.number().int(), message: z.string() });
export type WsMetadata = z.infer<typeof wsMetadataSchema>;

/** `{"response": …, "metadata": {"code", "message"}}`; a failure carries metadata only. */
export function wsEnvelope<T extends z.ZodType>(response: T) {
  return z.object({ response: response.optional(), metadata: wsMetadataSchema });
}
export const wsMetadataEnvelopeSchema = z.object({ metadata: wsMetadataSchema });

// Messages name BPJS's field, as its own validation does ("… tidak sesuai").
const wajib = (f: string) =>
  z
    .string({ message: `${f} wajib diisi` })
    .trim()
    .min(1, `${f} wajib diisi`);
const tanggalWs = (f: string) =>
  z
    .string({ message: `${f} wajib diisi` })
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && tanggalAda(v),
      `Format ${f} tidak sesuai, format yang benar adalah yyyy-mm-dd`,
    )
    .meta({ format: 'date' });
const angkaWs = (f: string) =>
  z.union([z.number(), z.string().regex(/^\d+$/)], { message: `${f} harus berupa angka` }).transform(Number);
const jamPraktek = z
  .string({ message: 'jampraktek wajib diisi' })
  .regex(
    /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/,
    'Format jampraktek tidak sesuai, contoh 08:00-12:00',
  );
const angkaTeks = (f: string, n: number) =>
  z.string({ message: `${f} wajib diisi` }).regex(new RegExp(`^\\d{${n}}$`), `${f} harus ${n} digit angka`);
/** Empty for a non-JKN patient (BPJS: "diisi kosong jika NON JKN"). */
const nomorKartuWs = z
  .string({ message: 'nomorkartu harus berupa teks' })
  .trim()
  .refine(
    (v) => v === '' || /^\d{13}$/.test(v),
    'nomorkartu harus 13 digit angka atau kosong untuk pasien NON JKN',
  );

export const wsKodebookingSchema = z.object({ kodebooking: wajib('kodebooking') });

export const wsStatusAntreanSchema = z.object({
  kodepoli: wajib('kodepoli'),
  kodedokter: angkaWs('kodedokter'),
  tanggalperiksa: tanggalWs('tanggalperiksa'),
  jampraktek: jamPraktek,
});
export const wsStatusAntreanJawabanSchema = z.object({
  namapoli: z.string(),
  namadokter: z.string(),
  totalantrean: z.number().int(),
  sisaantrean: z.number().int(),
  antreanpanggil: z.string(),
  sisakuotajkn: z.number().int(),
  kuotajkn: z.number().int(),
  sisakuotanonjkn: z.number().int(),
  kuotanonjkn: z.number().int(),
  keterangan: z.string(),
});

export const wsAmbilAntreanSchema = z.object({
  nomorkartu: nomorKartuWs,
  nik: angkaTeks('nik', 16),
  nohp: z
    .string({ message: 'nohp wajib diisi' })
    .trim()
    .regex(/^\+?\d{8,15}$/, 'nohp tidak valid'),
  kodepoli: wajib('kodepoli'),
  norm: z.string({ message: 'norm harus berupa teks' }).trim().default(''),
  tanggalperiksa: tanggalWs('tanggalperiksa'),
  kodedokter: angkaWs('kodedokter'),
  jampraktek: jamPraktek,
  jeniskunjungan: angkaWs('jeniskunjungan').refine(
    (v) => v >= 1 && v <= 4,
    'jeniskunjungan tidak sesuai (1 rujukan FKTP, 2 rujukan internal, 3 kontrol, 4 rujukan antar RS)',
  ),
  nomorreferensi: z.string({ message: 'nomorreferensi harus berupa teks' }).trim().default(''),
});
export type WsAmbilAntrean = z.infer<typeof wsAmbilAntreanSchema>;
export const wsAmbilAntreanJawabanSchema = z.object({
  nomorantrean: z.string(),
  angkaantrean: z.number().int(),
  kodebooking: z.string(),
  norm: z.string(),
  namapoli: z.string(),
  namadokter: z.string(),
  /** Milliseconds since the epoch. */
  estimasidilayani: z.number().int(),
  sisakuotajkn: z.number().int(),
  kuotajkn: z.number().int(),
  sisakuotanonjkn: z.number().int(),
  kuotanonjkn: z.number().int(),
  keterangan: z.string(),
});
export type WsAmbilAntreanJawaban = z.infer<typeof wsAmbilAntreanJawabanSchema>;

export const wsSisaAntreanJawabanSchema = z.object({
  nomorantrean: z.string(),
  namapoli: z.string(),
  namadokter: z.string(),
  sisaantrean: z.number().int(),
  antreanpanggil: z.string(),
  /** Seconds. */
  waktutunggu: z.number().int(),
  keterangan: z.string(),
});

export const wsBatalAntreanSchema = z.object({
  kodebooking: wajib('kodebooking'),
  keterangan: wajib('keterangan').pipe(z.string().max(200, 'keterangan maksimal 200 karakter')),
});

export const wsCheckinSchema = z.object({
  kodebooking: wajib('kodebooking'),
  /** Milliseconds since the epoch. */
  waktu: angkaWs('waktu').refine((v) => v > 0, 'waktu tidak valid (timestamp milidetik)'),
});

export const wsPasienBaruSchema = z.object({
  nomorkartu: angkaTeks('nomorkartu', 13),
  nik: angkaTeks('nik', 16),
  nomorkk: angkaTeks('nomorkk', 16),
  nama: wajib('nama').pipe(z.string().max(150, 'nama maksimal 150 karakter')),
  jeniskelamin: z.enum(['L', 'P'], { message: 'jeniskelamin harus L atau P' }),
  tanggallahir: tanggalWs('tanggallahir'),
  nohp: z
    .string({ message: 'nohp wajib diisi' })
    .trim()
    .regex(/^\+?\d{8,15}$/, 'nohp tidak valid'),
  alamat: wajib('alamat').pipe(z.string().max(500, 'alamat maksimal 500 karakter')),
  kodeprop: wajib('kodeprop'),
  namaprop: wajib('namaprop'),
  kodedati2: wajib('kodedati2'),
  namadati2: wajib('namadati2'),
  kodekec: wajib('kodekec'),
  namakec: wajib('namakec'),
  kodekel: wajib('kodekel'),
  namakel: wajib('namakel'),
  rw: z
    .string({ message: 'rw wajib diisi' })
    .trim()
    .regex(/^\d{1,3}$/, 'rw harus angka 1–3 digit'),
  rt: z
    .string({ message: 'rt wajib diisi' })
    .trim()
    .regex(/^\d{1,3}$/, 'rt harus angka 1–3 digit'),
});
export type WsPasienBaru = z.infer<typeof wsPasienBaruSchema>;
export const wsPasienBaruJawabanSchema = z.object({ norm: z.string() });

export const wsJadwalOperasiRsSchema = z.object({
  tanggalawal: tanggalWs('tanggalawal'),
  tanggalakhir: tanggalWs('tanggalakhir'),
});
export const wsJadwalOperasiPasienSchema = z.object({ nopeserta: angkaTeks('nopeserta', 13) });
const operasiSchema = z.object({
  kodebooking: z.string(),
  tanggaloperasi: z.string(),
  jenistindakan: z.string(),
  kodepoli: z.string(),
  namapoli: z.string(),
  terlaksana: z.number().int(),
  nopeserta: z.string().optional(),
  lastupdate: z.number().int().optional(),
});
export const wsJadwalOperasiJawabanSchema = z.object({ list: z.array(operasiSchema) });

export const wsAntreanFarmasiJawabanSchema = z.object({
  jenisresep: z.string(),
  nomorantrean: z.number().int(),
  keterangan: z.string(),
});
export const wsStatusFarmasiJawabanSchema = z.object({
  jenisresep: z.string(),
  totalantrean: z.number().int(),
  sisaantrean: z.number().int(),
  antreanpanggil: z.number().int(),
  keterangan: z.string(),
});

export const wsTokenJawabanSchema = z.object({ token: z.string() });

/** Headers of GET /token. */
export const wsHeaderLoginSchema = z.object({ 'x-username': z.string(), 'x-password': z.string() });
/** Headers of every other call. */
export const wsHeaderTokenSchema = z.object({ 'x-token': z.string(), 'x-username': z.string() });

const tags = ['WS RS Antrean (Mobile JKN)'];
// Public to the session guard: each call authenticates with x-token itself (docs/antrean-online.md).
const umum = { basis: 'antrian', tags, permission: 'public' } as const;
const post = <B extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: B, res: R) =>
  kontrak({ ...umum, method: 'POST', path, summary, body, responses: { 200: res } });

/** The WS RS that BPJS calls; answers always carry BPJS's envelope, errors too (metadata 201). */
export const wsAntreanApi = {
  token: kontrak({
    ...umum,
    method: 'GET',
    path: '/token',
    summary: 'Token (header x-username, x-password); berlaku 10 menit',
    responses: { 200: wsEnvelope(wsTokenJawabanSchema) },
  }),
  status: post(
    '/antrean/status',
    'Status antrean per poli, dokter, tanggal dan jam praktik',
    wsStatusAntreanSchema,
    wsEnvelope(wsStatusAntreanJawabanSchema),
  ),
  ambil: post('/antrean', 'Ambil antrean', wsAmbilAntreanSchema, wsEnvelope(wsAmbilAntreanJawabanSchema)),
  sisa: post('/antrean/sisa', 'Sisa antrean', wsKodebookingSchema, wsEnvelope(wsSisaAntreanJawabanSchema)),
  batal: post('/antrean/batal', 'Batal antrean', wsBatalAntreanSchema, wsMetadataEnvelopeSchema),
  checkin: post('/antrean/checkin', 'Check-in antrean', wsCheckinSchema, wsMetadataEnvelopeSchema),
  pasienBaru: post(
    '/pasien/baru',
    'Info pasien baru (membuat rekam medis)',
    wsPasienBaruSchema,
    wsEnvelope(wsPasienBaruJawabanSchema),
  ),
  operasiRs: post(
    '/jadwaloperasi/rs',
    'Jadwal operasi rumah sakit',
    wsJadwalOperasiRsSchema,
    wsEnvelope(wsJadwalOperasiJawabanSchema),
  ),
  operasiPasien: post(
    '/jadwaloperasi/pasien',
    'Jadwal operasi pasien',
    wsJadwalOperasiPasienSchema,
    wsEnvelope(wsJadwalOperasiJawabanSchema),
  ),
  farmasi: post(
    '/antrean/farmasi',
    'Ambil antrean farmasi',
    wsKodebookingSchema,
    wsEnvelope(wsAntreanFarmasiJawabanSchema),
  ),
  farmasiStatus: post(
    '/antrean/farmasi/status',
    'Status antrean farmasi',
    wsKodebookingSchema,
    wsEnvelope(wsStatusFarmasiJawabanSchema),
  ),
} as const;
