import fs from 'node:fs';
import path from 'node:path';
import { mulaiSimulatorVclaim } from '../apps/api/src/modules/vclaim/vclaim.simulator.ts';
import { ARTIFACTS, expect, simpanLayar, test } from './fixtures.ts';
import {
  apiDi,
  aturVclaimDi,
  halamanDi,
  masukSebagai,
  ok,
  ServerHari,
  seninBerikut,
} from './support/index.ts';

// The inpatient SEP (docs/vclaim.md "SEP rawat inap"): a BPJS patient seen at Poli Umum with her
// SEP is sent to the ward; the admission clerk sees her participant card, admits her with
// "Terbitkan SPRI & SEP" ticked, and prints the inpatient SEP BPJS issued at once; BPJS holds the
// SPRI and the SEP that refers to the clinic's; the doctor's discharge reaches BPJS by itself.
// On a server of its own, its clock on a Monday morning so Poli Umum's doctor practises.

const SENIN = seninBerikut();
const BPJS = { consId: '27003', rahasia: 'rahasia-ranap-e2e', userKey: 'userkey-ranap-e2e' };
const PASIEN = { nama: 'Siti Rahmawati', kartu: '0001234567890' };

test('pasien BPJS dari poli diterima rawat inap dengan SPRI dan SEP rawat inap yang terbit dan tercetak; pulangnya sampai ke BPJS', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const server = new ServerHari();
  const vclaim = await mulaiSimulatorVclaim({ ...BPJS, port: 0, hariIni: () => SENIN });
  try {
    await server.mulai(`${SENIN}T08:00:00+07:00`);
    const admin = await apiDi(server, 'admin');
    await aturVclaimDi(admin, vclaim, BPJS);

    const pendaftaran = await apiDi(server, 'pendaftaran');
    const perawat = await apiDi(server, 'poli');
    const dokter = await apiDi(server, 'dod');
    let layananPoli = '';
    let sepPoli = '';

    await test.step('Pasien BPJS terdaftar di Poli Umum dengan SEP rawat jalan, dokter merujuknya ke rawat inap', async () => {
      const cari = (await ok(
        await pendaftaran.get(`/api/v1/pasien?search=${encodeURIComponent(PASIEN.nama)}`),
        200,
      )) as { respon: { uid: string; nama: string }[] };
      const pasien = cari.respon.find((p) => p.nama === PASIEN.nama);
      const rujukan = (await ok(
        await pendaftaran.get(`/api/v1/vclaim/rujukan?no_kartu=${PASIEN.kartu}`),
        200,
      )) as {
        respon: { no_rujukan: string; asal: string; tgl_kunjungan: string; prov_perujuk: { kode: string } }[];
      };
      const r = rujukan.respon[0];
      const poli = (await ok(await pendaftaran.get('/api/v1/master/poli?limitless=true'), 200)) as {
        respon: { uid: string; kode: string }[];
      };
      const poliUmum = poli.respon.find((p) => p.kode === 'UMUM')?.uid;
      const kuota = (await ok(
        await pendaftaran.get(`/api/v1/pendaftaran/kuota?poli=${poliUmum}&tanggal=${SENIN}`),
        200,
      )) as { respon: { dokter: { dokter_uid: string; dokter_nama: string }[] } };
      const daftar = (await ok(
        await pendaftaran.post('/api/v1/pendaftaran', {
          data: {
            pasien_uid: pasien?.uid,
            poli_uid: poliUmum,
            dokter_uid: kuota.respon.dokter.find((d) => d.dokter_nama.includes('Eko Prasetyo'))?.dokter_uid,
            tanggal: SENIN,
            penjamin: 'BPJS',
            no_kartu: PASIEN.kartu,
            no_rujukan: r?.no_rujukan,
            sep: {
              terbitkan: true,
              diag_awal: 'A09',
              no_telp: '081234567890',
              asal_rujukan: r?.asal,
              tgl_rujukan: r?.tgl_kunjungan,
              ppk_rujukan: r?.prov_perujuk.kode,
            },
          },
        }),
      )) as {
        respon: { uid: string; antrian: { uid: string } | null; sep: { status: string; no_sep: string } };
      };
      expect(daftar.respon.sep.status).toBe('TERBIT');
      layananPoli = daftar.respon.uid;
      sepPoli = daftar.respon.sep.no_sep;
      const detail = (await (await perawat.get(`/api/v1/pelayanan/${layananPoli}`)).json()) as {
        respon: { antrian: { uid: string } };
      };
      const antrian = detail.respon.antrian.uid;
      await ok(await perawat.post(`/api/v1/antrian/${antrian}/panggil`, { data: {} }), 200);
      await ok(
        await perawat.put(`/api/v1/antrian/${antrian}/status`, { data: { status: 'ON_PROCESS' } }),
        200,
      );
      await ok(
        await perawat.put(`/api/v1/antrian/${antrian}/status`, { data: { status: 'WAITING_DOKTER' } }),
        200,
      );
      await ok(
        await dokter.post(`/api/v1/pelayanan/${layananPoli}/diagnosis`, {
          data: { kode_icd10: 'A09.9', jenis: 'UTAMA' },
        }),
      );
      await ok(
        await dokter.put(`/api/v1/pelayanan/${layananPoli}/tindak-lanjut`, {
          data: { jenis: 'RANAP', kelas_diminta: 'KELAS_1', alasan: 'Diare dengan dehidrasi sedang' },
        }),
      );
    });

    let noSep = '';
    await test.step('Petugas pendaftaran menerima pasien: kartu BPJS dicek, SPRI & SEP rawat inap terbit dan dicetak', async () => {
      const page = await halamanDi(browser, server, 900);
      await masukSebagai(page, 'pendaftaran');
      await page.goto('/pasien-rujuk-ranap');
      const baris = page.getByRole('row', { name: new RegExp(PASIEN.nama) });
      await baris.getByRole('button', { name: 'Terima Pasien' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Terima Pasien Rawat Inap')).toBeVisible();
      // The card on the referral's registration is checked at BPJS; its class fills the entitled class.
      await expect(dialog.getByLabel('Data peserta BPJS')).toContainText('AKTIF');
      const centang = dialog.getByRole('checkbox', { name: 'Terbitkan SPRI & SEP rawat inap ke BPJS' });
      await expect(centang).toBeChecked();
      await expect(dialog.getByRole('combobox', { name: 'Hak kelas BPJS' })).toHaveText('Kelas 1');
      await dialog.getByRole('combobox', { name: 'Bed' }).click();
      await page
        .getByRole('option', { name: /^Bed [A-Z]$/ })
        .first()
        .click();
      await dialog.getByRole('combobox', { name: 'DPJP' }).click();
      await page.getByRole('option', { name: /Eko Prasetyo/ }).click();
      await dialog.getByRole('textbox', { name: 'Nama penanda tangan' }).fill('Ahmad Fauzi');
      await dialog.getByRole('combobox', { name: 'Hubungan dengan pasien' }).click();
      await page.getByRole('option', { name: 'Suami', exact: true }).click();
      await simpanLayar(page, 'ranap-sep-01-admisi.png');
      await dialog.getByRole('button', { name: 'Terima Pasien' }).click();

      const hasil = page.getByRole('dialog', { name: /Pasien Diterima/ });
      await expect(hasil.getByText(/Pasien diterima di .+, kamar .+, bed [A-Z]/)).toBeVisible();
      const sep = hasil.getByLabel('SEP Rawat Inap');
      await expect(sep).toContainText('Terbit', { timeout: 20_000 });
      noSep = ((await sep.textContent()) ?? '').match(/\d{4}R\d{3}\d{4}V\d{6}/)?.[0] ?? '';
      expect(noSep, 'nomor SEP rawat inap dari BPJS').not.toBe('');
      expect(noSep).not.toBe(sepPoli);
      await simpanLayar(page, 'ranap-sep-02-terbit.png');
      await sep.getByRole('button', { name: 'Cetak SEP' }).click();
      const cetak = page.getByRole('dialog', { name: `SEP ${noSep}` });
      await expect(cetak.locator('iframe, embed, object').first()).toBeAttached();
      await page.keyboard.press('Escape');
      await hasil.getByRole('button', { name: 'Selesai' }).click();
      await expect(hasil).toBeHidden();
      await page.context().close();
    });

    let layananInap = '';
    await test.step('BPJS memegang SPRI dan SEP rawat inap yang merujuk SEP poli; cetakannya PDF', async () => {
      const spri = vclaim.rencanaKontrol().filter((r) => r.noKartu === PASIEN.kartu && r.jnsKontrol === '1');
      expect(spri).toHaveLength(1);
      const inap = vclaim
        .sep()
        .filter((s) => s.t_sep.noKartu === PASIEN.kartu && s.t_sep.jnsPelayanan === '1');
      expect(inap.map((s) => s.noSep)).toEqual([noSep]);
      expect(inap[0]?.t_sep).toMatchObject({
        klsRawat: { klsRawatHak: '1' },
        rujukan: { asalRujukan: '2', noRujukan: sepPoli },
        skdp: { noSurat: spri[0]?.noSuratKontrol, kodeDPJP: '318204' },
      });
      const daftar = (await ok(
        await pendaftaran.get(`/api/v1/sep?jns_pelayanan=1&search=${noSep}`),
        200,
      )) as {
        respon: { uid: string; layanan_uid: string }[];
      };
      layananInap = daftar.respon[0]?.layanan_uid ?? '';
      const pdf = await pendaftaran.get(`/api/v1/sep/${daftar.respon[0]?.uid}/cetak`);
      expect(pdf.status()).toBe(200);
      const isi = await pdf.body();
      expect(isi.subarray(0, 5).toString()).toBe('%PDF-');
      fs.writeFileSync(path.join(ARTIFACTS, 'ranap-sep.pdf'), isi);
    });

    await test.step('DPJP memulangkan pasien; tanggal pulang sampai ke BPJS dan tampil di Daftar Pasien Rawat Inap', async () => {
      await ok(
        await dokter.post(`/api/v1/pelayanan/${layananInap}/diagnosis`, {
          data: { kode_icd10: 'A09.9', jenis: 'UTAMA' },
        }),
      );
      await ok(
        await dokter.post(`/api/v1/ranap/perawatan/${layananInap}/pulang`, {
          data: { cara_pulang: 'ATAS_PERSETUJUAN', kondisi_pulang: 'Membaik' },
        }),
        200,
      );
      // The VClaim scan runs every 10 s beside the outbox worker.
      await expect
        .poll(() => vclaim.sep().find((s) => s.noSep === noSep)?.tglPulang ?? null, { timeout: 60_000 })
        .toBe(SENIN);
      expect(vclaim.sep().find((s) => s.noSep === noSep)?.statusPulang).toBe('1');
      const page = await halamanDi(browser, server, 900);
      await masukSebagai(page, 'pendaftaran');
      await page.goto('/sep');
      await page.getByRole('combobox', { name: 'Jenis' }).click();
      await page.getByRole('option', { name: 'Rawat Inap' }).click();
      await expect(page.getByRole('row', { name: new RegExp(noSep) })).toBeVisible();
      await simpanLayar(page, 'ranap-sep-03-data-sep.png');
      await page.context().close();
    });

    await test.step('Petugas mengoreksi DPJP layan SEP poli di Data SEP; BPJS menerima dpjpLayan baru', async () => {
      const page = await halamanDi(browser, server, 900);
      await masukSebagai(page, 'pendaftaran');
      await page.goto('/sep');
      await page.getByRole('combobox', { name: 'Jenis' }).click();
      await page.getByRole('option', { name: 'Rawat Jalan' }).click();
      const baris = page.getByRole('row', { name: new RegExp(sepPoli) });
      await baris.getByRole('button', { name: 'Ubah SEP' }).click();
      const dialog = page.getByRole('dialog', { name: /Ubah SEP/ });
      const dpjp = dialog.getByRole('combobox', { name: 'DPJP layan' });
      await expect(dpjp).toHaveText(/Eko Prasetyo — 318204/);
      await dpjp.click();
      await page.getByRole('option', { name: /Sri Wulandari — 318377/ }).click();
      await simpanLayar(page, 'ranap-sep-04-koreksi-dpjp.png');
      await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(page.getByText(`SEP ${sepPoli} diperbarui di BPJS`)).toBeVisible({ timeout: 20_000 });
      expect(vclaim.sep().find((s) => s.noSep === sepPoli)?.t_sep.dpjpLayan).toBe('318377');
      await page.context().close();
    });
  } finally {
    await server.berhenti();
    await server.hapus();
    await vclaim.tutup();
  }
});
