import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../ranap/ranap.factory.ts';

// The maternity assessment (asesmen kind KEBIDANAN, docs/bersalin.md "Postpartum and assessments"):
// written by the midwife on the mother's stay, read back by the chart and the delivery room.

let jam = new Date(`${SENIN}T09:00:00+07:00`);
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let ibu: StayUji;
let persalinanUid = '';

/** What the midwife writes at admission to the VK: a woman at term in active labour. */
const ISI = {
  gravida: 2,
  para: 1,
  abortus: 0,
  hpht: '2029-04-10',
  usia_kehamilan_minggu: 38,
  riwayat_kehamilan: [
    {
      tahun: 2026,
      usia_kehamilan: 'Aterm',
      cara: 'Spontan',
      penolong: 'Bidan',
      jenis_kelamin: 'L',
      berat_lahir_gram: 3200,
      keadaan: 'Hidup, sehat',
    },
  ],
  anc_kali: 6,
  anc_tempat: 'Puskesmas Cikutra',
  keluhan_utama: 'Kenceng-kenceng teratur sejak subuh',
  his_sejak: `${SENIN}T04:30:00+07:00`,
  lendir_darah: true,
  ketuban_pecah: true,
  ketuban_pecah_pada: `${SENIN}T08:15:00+07:00`,
  warna_ketuban: 'Jernih',
  tanda_vital: { td_sistolik: 120, td_diastolik: 80, nadi: 88, respirasi: 20, suhu: 36.7 },
  tfu_cm: 32,
  leopold_1: 'Teraba bokong',
  leopold_2: 'Punggung kiri',
  leopold_3: 'Teraba kepala',
  leopold_4: 'Divergen',
  djj: 140,
  his_per_10: 3,
  lama_his_detik: 40,
  pembukaan_cm: 5,
  effacement_persen: 60,
  ketuban: 'Pecah',
  presentasi: 'Kepala',
  penurunan_hodge: 'II',
  faktor_risiko: ['Usia > 35 tahun'],
  diagnosis_kebidanan:
    'G2P1A0 hamil 38 minggu inpartu kala I fase aktif, janin tunggal hidup presentasi kepala',
  rencana: 'Observasi kemajuan persalinan dengan partograf',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  const pendaftaran = await t.login('pendaftaran');
  ibu = await stayUji(t, pendaftaran, { nama: 'Dewi Kebidanan' });
  await queryRows(t, `update pasien set jenis_kelamin = 'P' where uid = '${ibu.pasien_uid}'`);
  jam = new Date(`${SENIN}T11:00:00+07:00`);
  for (const r of ['perawat', 'dokter', 'kasir', 'pendaftaran', 'poli', 'admin']) akun[r] = await t.login(r);
  const buka = await call('POST', '/bersalin', akun.perawat, {
    layanan_uid: ibu.layanan_uid,
    gravida: 2,
    para: 1,
    abortus: 0,
    hpht: '2029-04-10',
  });
  expect(buka.statusCode, buka.body).toBe(201);
  persalinanUid = buka.json().respon.uid;
});
afterAll(() => t.close());

describe('asesmen awal kebidanan (KEBIDANAN) on the mother’s stay', () => {
  it('is not filled yet on the delivery record', async () => {
    const d = await call('GET', `/bersalin/${persalinanUid}`, akun.perawat);
    expect(d.json().respon.asesmen_kebidanan).toBeNull();
  });

  it('refuses bad content with a clear 400 on the field and writes nothing', async () => {
    const sebelum = await countRows(t, 'asesmen');
    const kasus: [object, string, string][] = [
      [{ ...ISI, diagnosis_kebidanan: ' ' }, 'isi.diagnosis_kebidanan', 'Diagnosis kebidanan wajib diisi'],
      [
        { ...ISI, para: 2 },
        'isi.para',
        'Para + abortus tidak boleh melebihi gravida − 1 (kehamilan ini belum dihitung)',
      ],
      [{ ...ISI, ketuban_pecah_pada: null }, 'isi.ketuban_pecah_pada', 'Isi jam ketuban pecah'],
      [{ ...ISI, pembukaan_cm: 5.3 }, 'isi.pembukaan_cm', 'Pembukaan ditulis per 0,5 cm'],
      [{ ...ISI, djj: 300 }, 'isi.djj', 'DJJ maksimal 220 x/menit'],
      [{ ...ISI, penurunan_hodge: 'V' }, 'isi.penurunan_hodge', 'Penurunan (Hodge) tidak valid'],
    ];
    for (const [isi, path, pesan] of kasus) {
      const res = await call('POST', `/pelayanan/${ibu.layanan_uid}/asesmen`, akun.perawat, {
        jenis: 'KEBIDANAN',
        isi,
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toBe(pesan);
      expect(res.json().errors[0].path, path).toBe(path);
    }
    expect(await countRows(t, 'asesmen')).toBe(sebelum);
  });

  it("is written by the ward's midwife (PERAWAT): 403 to a doctor, the desk, the cashier, a clinic nurse", async () => {
    const body = { jenis: 'KEBIDANAN', isi: ISI };
    const dokter = await call('POST', `/pelayanan/${ibu.layanan_uid}/asesmen`, akun.dokter, body);
    expect(dokter.statusCode).toBe(403);
    expect(dokter.json().message).toBe('Hanya perawat/petugas klinik yang dapat mengisi bagian ini');
    for (const r of ['pendaftaran', 'kasir', 'poli'])
      expect((await call('POST', `/pelayanan/${ibu.layanan_uid}/asesmen`, akun[r], body)).statusCode, r).toBe(
        403,
      );
    expect(await countRows(t, 'asesmen')).toBe(0);
  });

  it('belongs to a stay: refused on the IGD visit that sent her', async () => {
    const [igd] = await queryRows<{ uid: string }>(
      t,
      `select uid from layanan where kunjungan_uid = '${ibu.kunjungan_uid}' and jenis <> 'RAWAT_INAP'`,
    );
    // ADMIN may write at the IGD, so what refuses is the kind, not the permission.
    const res = await call('POST', `/pelayanan/${igd?.uid}/asesmen`, akun.admin, {
      jenis: 'KEBIDANAN',
      isi: ISI,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Asesmen Awal Kebidanan tidak dipakai di Gawat Darurat');
  });

  it('is saved, computes the due date, reads back, edits in place and shows on the delivery record', async () => {
    const res = await call('POST', `/pelayanan/${ibu.layanan_uid}/asesmen`, akun.perawat, {
      jenis: 'KEBIDANAN',
      // A due date sent by the client is replaced by Naegele's from the HPHT.
      isi: { ...ISI, hpl: '2000-01-01' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().respon.isi).toMatchObject({ hpl: '2030-01-17', pembukaan_cm: 5, ketuban: 'Pecah' });

    const baca = await call('GET', `/pelayanan/${ibu.layanan_uid}/asesmen?jenis=KEBIDANAN`, akun.dokter);
    expect(baca.statusCode).toBe(200);
    const [a] = baca.json().respon;
    expect(a).toMatchObject({ jenis: 'KEBIDANAN', pasien_uid: ibu.pasien_uid });
    expect(a.isi).toMatchObject({
      gravida: 2,
      riwayat_kehamilan: [{ tahun: 2026, cara: 'Spontan', berat_lahir_gram: 3200 }],
      leopold_3: 'Teraba kepala',
      faktor_risiko: ['Usia > 35 tahun'],
      hpl: '2030-01-17',
    });

    jam = new Date(`${SENIN}T11:30:00+07:00`);
    const ubah = await call('POST', `/pelayanan/${ibu.layanan_uid}/asesmen`, akun.perawat, {
      jenis: 'KEBIDANAN',
      isi: { ...ISI, pembukaan_cm: 6 },
    });
    expect(ubah.statusCode).toBe(200);
    expect(await countRows(t, 'asesmen')).toBe(1);

    const [log] = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where jenis = 'LOG_ASSESSTMENT' and pasien_uid = '${ibu.pasien_uid}'
        order by waktu desc, id desc limit 1`,
    );
    expect(log?.ringkasan).toMatch(
      /^Asesmen Awal Kebidanan \(diperbarui\): G2P1A0 UK 38 minggu; Pembukaan 6 cm/,
    );

    const d = await call('GET', `/bersalin/${persalinanUid}`, akun.admin);
    expect(d.json().respon.asesmen_kebidanan).toMatchObject({
      updated_at: new Date(`${SENIN}T11:30:00+07:00`).toISOString(),
    });
    expect(d.json().respon.asesmen_kebidanan.nama_penulis).toBeTruthy();
  });
});
