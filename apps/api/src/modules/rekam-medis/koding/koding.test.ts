import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, masterDemo, pemanggil, SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { stayUji } from '../../ranap/ranap.factory.ts';
import { diagnosisDokter, katalogUji, prosedurDokter, selesaikan } from './koding.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let tifoid: LayananUji;
let gastritis: LayananUji;
let berjalan: LayananUji;
let rebutan: LayananUji;

const url = (l: Pick<LayananUji, 'layanan_uid'>) => `/rekam-medis/koding/${l.layanan_uid}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  await katalogUji(t);
  for (const r of ['pendaftaran', 'rm', 'casemix', 'kasir', 'dokter']) akun[r] = await t.login(r);
  const daftar = (nama: string, opsi: { penjamin?: 'BPJS' } = {}) =>
    siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama, ...opsi });
  tifoid = await daftar('Koding Tifoid');
  gastritis = await daftar('Koding Gastritis', { penjamin: 'BPJS' });
  berjalan = await daftar('Koding Berjalan');
  rebutan = await daftar('Koding Rebutan');
  await diagnosisDokter(t, tifoid, 'A01.0', 'Typhoid fever', 'UTAMA');
  await diagnosisDokter(t, tifoid, 'R11', 'Nausea and vomiting', 'SEKUNDER');
  await prosedurDokter(t, tifoid, '89.52', 'Electrocardiogram');
  await diagnosisDokter(t, gastritis, 'K29.7', 'Gastritis, unspecified', 'UTAMA');
  await diagnosisDokter(t, rebutan, 'J06.9', 'Acute upper respiratory infection, unspecified', 'UTAMA');
  await selesaikan(t, tifoid, `${SENIN}T09:00:00+07:00`);
  await selesaikan(t, gastritis, `${SENIN}T10:00:00+07:00`);
  await selesaikan(t, rebutan, `${SENIN}T08:30:00+07:00`);
});
afterAll(() => t.close());

describe('GET /rekam-medis/koding (worklist)', () => {
  it('lists finished visits not yet coded, newest end first; a visit still in progress is not there', async () => {
    const res = await call(
      'GET',
      `/rekam-medis/koding?tanggal_dari=${SENIN}&tanggal_sampai=${SENIN}`,
      akun.rm,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().respon as { layanan_uid: string; status: string; pasien: { nama: string } }[];
    const uid = rows.map((r) => r.layanan_uid);
    expect(uid).toEqual([gastritis.layanan_uid, tifoid.layanan_uid, rebutan.layanan_uid]);
    expect(uid).not.toContain(berjalan.layanan_uid);
    expect(rows[1]).toMatchObject({
      status: 'BELUM',
      jenis: 'RAWAT_JALAN',
      unit: 'Poli Umum',
      penjamin: 'UMUM',
      diagnosis_utama: { kode: 'A01.0', nama: 'Typhoid fever' },
      pasien: { nama: 'Koding Tifoid 1' },
    });
    expect(res.json().metadata.total_data).toBe(3);
  });

  it('filters by payer, unit and a day with no visits', async () => {
    const bpjs = await call('GET', '/rekam-medis/koding?penjamin=BPJS', akun.rm);
    expect(bpjs.json().respon.map((r: { layanan_uid: string }) => r.layanan_uid)).toEqual([
      gastritis.layanan_uid,
    ]);
    const m = await masterDemo(t);
    const igd = await call('GET', `/rekam-medis/koding?poli_uid=${m.poliUid('IGD')}`, akun.rm);
    expect(igd.json().respon).toEqual([]);
    const kemarin = await call(
      'GET',
      '/rekam-medis/koding?tanggal_dari=2030-01-06&tanggal_sampai=2030-01-06',
      akun.rm,
    );
    expect(kemarin.json().metadata.total_data).toBe(0);
  });
});

describe('PUT /rekam-medis/koding/:layanan_uid', () => {
  it('shows the doctor’s codes beside an empty coder’s set', async () => {
    const res = await call('GET', url(tifoid), akun.rm);
    expect(res.statusCode).toBe(200);
    const r = res.json().respon;
    expect(r.dokter_kode.diagnosis).toEqual([
      { kode: 'A01.0', nama: 'Typhoid fever', jenis: 'UTAMA' },
      { kode: 'R11', nama: 'Nausea and vomiting', jenis: 'SEKUNDER' },
    ]);
    expect(r.dokter_kode.prosedur).toEqual([{ kode: '89.52', nama: 'Electrocardiogram' }]);
    expect(r.koding).toBeNull();
    expect(r.resume).toBeNull();
  });

  it('confirms the doctor’s codes as they are, without a note', async () => {
    const res = await call('PUT', url(tifoid), akun.rm, {
      diagnosis: [
        { kode: 'R11', jenis: 'SEKUNDER' },
        { kode: 'a010', jenis: 'UTAMA' },
      ],
      prosedur: [{ kode: '8952' }],
    });
    expect(res.statusCode).toBe(200);
    const k = res.json().respon.koding;
    expect(k.berubah).toBe(false);
    expect(k.diagnosis[0]).toMatchObject({ kode: 'A01.0', jenis: 'UTAMA' });
    expect(k.prosedur).toEqual([{ kode: '89.52', nama: expect.any(String) }]);
    expect(k.nama_pengkode).toBeTruthy();
    const [log] = await queryRows<{ aksi: string }>(
      t,
      `select aksi from log_aktivitas where entitas_id = '${tifoid.layanan_uid}' and aksi like 'koding.%'`,
    );
    expect(log?.aksi).toBe('koding.konfirmasi');
  });

  it('corrects the codes with a note; the doctor’s rows stay as they were', async () => {
    const koreksi = {
      diagnosis: [
        { kode: 'A01.0', jenis: 'SEKUNDER' },
        { kode: 'K29.7', jenis: 'UTAMA' },
      ],
      prosedur: [],
    };
    const tanpaCatatan = await call('PUT', url(tifoid), akun.rm, koreksi);
    expect(tanpaCatatan.statusCode).toBe(400);
    expect(tanpaCatatan.json().message).toBe('Catatan wajib diisi bila kode berbeda dari kode dokter');
    const res = await call('PUT', url(tifoid), akun.rm, { ...koreksi, catatan: 'Sesuai hasil endoskopi' });
    expect(res.statusCode).toBe(200);
    const r = res.json().respon;
    expect(r.koding).toMatchObject({ berubah: true, catatan: 'Sesuai hasil endoskopi', prosedur: [] });
    expect(r.koding.diagnosis.map((d: { kode: string }) => d.kode)).toEqual(['K29.7', 'A01.0']);
    expect(r.dokter_kode.diagnosis.map((d: { kode: string }) => d.kode)).toEqual(['A01.0', 'R11']);
    const dokter = await queryRows<{ kode_icd10: string; jenis: string }>(
      t,
      `select kode_icd10, jenis from diagnosis where layanan_uid = '${tifoid.layanan_uid}' order by jenis desc`,
    );
    expect(dokter).toEqual([
      { kode_icd10: 'A01.0', jenis: 'UTAMA' },
      { kode_icd10: 'R11', jenis: 'SEKUNDER' },
    ]);
    expect(await countRows(t, `prosedur where layanan_uid = '${tifoid.layanan_uid}'`)).toBe(1);
    const [log] = await queryRows<{ detail: { sebelum: { diagnosis: { kode: string }[] } } }>(
      t,
      `select detail from log_aktivitas where entitas_id = '${tifoid.layanan_uid}' and aksi = 'koding.ubah'`,
    );
    expect(log?.detail.sebelum.diagnosis.map((d) => d.kode)).toEqual(['A01.0', 'R11']);
    const sudah = await call('GET', '/rekam-medis/koding?status=SUDAH', akun.rm);
    expect(sudah.json().respon).toEqual([
      expect.objectContaining({
        layanan_uid: tifoid.layanan_uid,
        status: 'SUDAH',
        diagnosis_utama: { kode: 'K29.7', nama: expect.any(String) },
      }),
    ]);
  });

  it('refuses codes not in the catalogue, categories and two primaries, in Indonesian, writing nothing', async () => {
    const sebelum = await countRows(t, 'koding');
    const coba = (body: object) => call('PUT', url(gastritis), akun.rm, { catatan: 'uji', ...body });
    const cases: [object, string][] = [
      [{ diagnosis: [{ kode: 'Z99.99X', jenis: 'UTAMA' }] }, "Kode ICD-10 'Z99.99X' tidak ada di katalog"],
      [
        { diagnosis: [{ kode: 'A01', jenis: 'UTAMA' }] },
        'Kode A01 masih kategori; pilih subkategorinya yang paling spesifik (mis. A01.9)',
      ],
      [
        { diagnosis: [{ kode: 'K29.7', jenis: 'UTAMA' }], prosedur: [{ kode: '99.999' }] },
        "Kode ICD-9-CM '99.999' tidak ada di katalog",
      ],
      [
        {
          diagnosis: [
            { kode: 'K29.7', jenis: 'UTAMA' },
            { kode: 'A01.0', jenis: 'UTAMA' },
          ],
        },
        'Diagnosis utama hanya boleh satu',
      ],
      [{ diagnosis: [{ kode: 'K29.7', jenis: 'SEKUNDER' }] }, 'Pilih satu diagnosis utama'],
      [{ diagnosis: [] }, 'Minimal satu diagnosis'],
    ];
    for (const [body, pesan] of cases) {
      const res = await coba(body);
      expect(res.statusCode, pesan).toBe(400);
      expect(JSON.stringify(res.json())).toContain(pesan);
    }
    expect(await countRows(t, 'koding')).toBe(sebelum);
  });

  it('two coders confirming at once leave one set and no error', async () => {
    const a = { diagnosis: [{ kode: 'J06.9', jenis: 'UTAMA' }], prosedur: [] };
    const b = {
      diagnosis: [
        { kode: 'J06.9', jenis: 'UTAMA' },
        { kode: 'R50.9', jenis: 'SEKUNDER' },
      ],
      prosedur: [],
      catatan: 'Demam tercatat di asesmen perawat',
    };
    const hasil = await Promise.all([
      call('PUT', url(rebutan), akun.rm, a),
      call('PUT', url(rebutan), akun.rm, b),
      call('PUT', url(rebutan), akun.rm, a),
    ]);
    expect(hasil.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await queryRows<{ diagnosis: { kode: string }[] }>(
      t,
      `select diagnosis from koding where layanan_uid = '${rebutan.layanan_uid}'`,
    );
    expect(rows).toHaveLength(1);
    const logs = await countRows(
      t,
      `log_aktivitas where entitas_id = '${rebutan.layanan_uid}' and aksi like 'koding.%'`,
    );
    expect(logs).toBe(3);
  });

  it('refuses a visit still in progress (409) and an unknown layanan (404)', async () => {
    const body = { diagnosis: [{ kode: 'J06.9', jenis: 'UTAMA' }], catatan: 'x' };
    const res = await call('PUT', url(berjalan), akun.rm, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'koding.belum_selesai' });
    const hilang = await call(
      'PUT',
      '/rekam-medis/koding/00000000-0000-4000-8000-000000000000',
      akun.rm,
      body,
    );
    expect(hilang.statusCode).toBe(404);
  });
});

describe('an inpatient stay', () => {
  it('enters the worklist when discharged, with its ward and discharge time, and leaves it once coded', async () => {
    const stay = await stayUji(t, akun.pendaftaran ?? '', {
      ruangan: 'MWR',
      nama: 'Koding Inap',
      masuk: '2030-01-05T10:00:00+07:00',
    });
    await diagnosisDokter(t, stay, 'A01.0', 'Typhoid fever', 'UTAMA');
    const bangsal = (status: 'BELUM' | 'SUDAH') =>
      call('GET', `/rekam-medis/koding?status=${status}&ruangan_uid=${stay.ruangan_uid}`, akun.rm);
    // Still on the ward: nothing to code yet.
    expect((await bangsal('BELUM')).json().respon).toEqual([]);
    const pulang = await call('POST', `/ranap/perawatan/${stay.layanan_uid}/pulang`, akun.dokter, {
      cara_pulang: 'ATAS_PERSETUJUAN',
      kondisi_pulang: 'Membaik',
    });
    expect(pulang.statusCode, pulang.body).toBe(200);

    const belum = await bangsal('BELUM');
    expect(belum.json().respon).toEqual([
      expect.objectContaining({
        layanan_uid: stay.layanan_uid,
        jenis: 'RAWAT_INAP',
        unit: 'Mawar',
        selesai_pada: JAM_SENIN.toISOString(),
        status: 'BELUM',
        diagnosis_utama: { kode: 'A01.0', nama: 'Typhoid fever' },
        pasien: expect.objectContaining({ nama: 'Koding Inap 1' }),
      }),
    ]);
    const semua = await call('GET', `/rekam-medis/koding?tanggal_dari=${SENIN}&status=BELUM`, akun.rm);
    expect(semua.json().respon.map((r: { layanan_uid: string }) => r.layanan_uid)).toContain(
      stay.layanan_uid,
    );

    const kode = await call('PUT', url(stay), akun.rm, {
      diagnosis: [{ kode: 'A01.0', jenis: 'UTAMA' }],
      prosedur: [],
    });
    expect(kode.statusCode, kode.body).toBe(200);
    expect(kode.json().respon.koding).toMatchObject({ berubah: false });
    expect((await bangsal('BELUM')).json().respon).toEqual([]);
    const sudah = await bangsal('SUDAH');
    expect(sudah.json().respon).toEqual([
      expect.objectContaining({ layanan_uid: stay.layanan_uid, status: 'SUDAH' }),
    ]);
  });
});

describe('access and input on every route', () => {
  const routes = (): [string, string, object | undefined][] => [
    ['GET', '/rekam-medis/koding', undefined],
    ['GET', url(tifoid), undefined],
    ['PUT', url(gastritis), { diagnosis: [{ kode: 'K29.7', jenis: 'UTAMA' }] }],
  ];

  it('401 without a session, 403 for roles other than the medical record office', async () => {
    for (const [m, u, body] of routes()) {
      expect((await call(m as 'GET', u, undefined, body)).statusCode, u).toBe(401);
      for (const r of ['kasir', 'casemix']) {
        const res = await call(m as 'GET', u, akun[r], body);
        expect(res.statusCode, `${r} ${u}`).toBe(403);
      }
    }
  });

  it('400 with an Indonesian message for bad input', async () => {
    const bad: [string, string, object | undefined, string][] = [
      ['GET', '/rekam-medis/koding?status=X', undefined, 'Status koding harus BELUM atau SUDAH'],
      ['GET', '/rekam-medis/koding?tanggal_dari=2030-02-30', undefined, 'Tanggal'],
      ['GET', '/rekam-medis/koding/bukan-uid', undefined, 'layanan_uid harus uid'],
      ['PUT', url(gastritis), { diagnosis: 'A01' }, 'Daftar diagnosis wajib diisi'],
      ['PUT', url(gastritis), { diagnosis: [{ kode: 'K29.7', jenis: 'X' }] }, 'UTAMA atau SEKUNDER'],
    ];
    for (const [m, u, body, pesan] of bad) {
      const res = await call(m as 'GET', u, akun.rm, body);
      expect(res.statusCode, u).toBe(400);
      expect(JSON.stringify(res.json()), u).toContain(pesan);
    }
  });
});
