import { formatRupiah } from '@rawat/domain';
import { mulaiSimulatorVclaim } from '../apps/api/src/modules/vclaim/vclaim.simulator.ts';
import { expect, simpanLayar, test } from './fixtures.ts';
import {
  ambilAlihPasien,
  apiDi,
  aturEklaimDi,
  aturVclaimDi,
  bacaTagihan,
  bayarTunaiLewatApi,
  catatTindakan,
  halamanDi,
  masukSebagai,
  mulaiLayani,
  mulaiSimEklaimE2e,
  ok,
  ServerHari,
  seninBerikut,
} from './support/index.ts';

// Issue 24's journey (docs/casemix.md): a BPJS visit with its SEP is finished at Poli Penyakit
// Dalam; the casemix officer finds it in the claim worklist with what its file lacks, is refused
// grouping, and — once the doctor, the coder and the cashier have done their part — groups it at
// E-Klaim (simulator), sees the INA-CBG tariff beside the hospital's bill, finalises, sends, and
// opens the claim bundle. On a server of its own (VClaim and E-Klaim configured only there).

const SENIN = seninBerikut();
const BPJS = { consId: '27024', rahasia: 'rahasia-casemix-e2e', userKey: 'userkey-casemix-e2e' };
const KARTU = '0001234567894';
// The simulator's grouper (eklaim.simulator.grouper.ts): an outpatient visit with primary diagnosis
// I10 is Q-5-44-0, PENYAKIT KRONIS KECIL LAIN-LAIN, Rp 204.400 at tariff code CP (aturEklaimDi).
const KODE_CBG = 'Q-5-44-0';
const TARIF_CBG = 204_400;

test('casemix: klaim BPJS dari worklist, ditolak saat berkas kurang, grouping INA-CBG, final, kirim, berkas PDF', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const server = new ServerHari();
  const vclaim = await mulaiSimulatorVclaim({ ...BPJS, port: 0, hariIni: () => SENIN });
  const eklaim = await mulaiSimEklaimE2e();
  try {
    await server.mulai(`${SENIN}T08:00:00+07:00`);
    const admin = await apiDi(server, 'admin');
    const pendaftaran = await apiDi(server, 'pendaftaran');
    const dokter = await apiDi(server, 'dokter');
    let layananUid = '';
    let kunjunganUid = '';
    let nama = '';
    let tagihanRs = 0;

    await test.step('ADMIN menghubungkan VClaim dan E-Klaim (simulator)', async () => {
      await aturVclaimDi(admin, vclaim, BPJS);
      await aturEklaimDi(admin, eklaim);
    });

    await test.step('Pasien BPJS didaftarkan ke Poli Penyakit Dalam dengan SEP, dilayani dr. Andi', async () => {
      const poli = (await ok(await pendaftaran.get('/api/v1/master/poli?limitless=true'), 200)) as {
        respon: { uid: string; kode: string }[];
      };
      const interna = poli.respon.find((p) => p.kode === 'INTERNA')?.uid;
      const kuota = (await ok(
        await pendaftaran.get(`/api/v1/pendaftaran/kuota?poli=${interna}&tanggal=${SENIN}`),
        200,
      )) as { respon: { dokter: { dokter_uid: string }[] } };
      const pasien = (await ok(await pendaftaran.get('/api/v1/pasien?limit=5&sementara=false'), 200)) as {
        respon: { uid: string; nama: string }[];
      };
      const p = pasien.respon.find((x) => !x.nama.startsWith('By. ')) ?? pasien.respon[0];
      nama = p?.nama ?? '';
      const rujukan = (await ok(await pendaftaran.get(`/api/v1/vclaim/rujukan?no_kartu=${KARTU}`), 200)) as {
        respon: {
          no_rujukan: string;
          asal: string;
          tgl_kunjungan: string;
          prov_perujuk: { kode: string; nama: string };
        }[];
      };
      const r = rujukan.respon[0];
      const daftar = (await ok(
        await pendaftaran.post('/api/v1/pendaftaran', {
          data: {
            pasien_uid: p?.uid,
            poli_uid: interna,
            dokter_uid: kuota.respon.dokter[0]?.dokter_uid,
            tanggal: SENIN,
            penjamin: 'BPJS',
            no_kartu: KARTU,
            no_rujukan: r?.no_rujukan,
            sep: {
              terbitkan: true,
              diag_awal: 'I10',
              no_telp: '081234567890',
              catatan: 'Kontrol hipertensi',
              asal_rujukan: r?.asal,
              tgl_rujukan: r?.tgl_kunjungan,
              ppk_rujukan: r?.prov_perujuk.kode,
              nama_ppk_rujukan: r?.prov_perujuk.nama,
            },
          },
        }),
      )) as { respon: { uid: string } };
      layananUid = daftar.respon.uid;
      kunjunganUid = (await mulaiLayani(dokter, layananUid)).kunjungan_uid;
      await ambilAlihPasien(dokter, layananUid).catch(() => undefined);
      await catatTindakan(dokter, layananUid, ['KON-PD', 'KEP-INJ-IM']);
    });

    const page = await halamanDi(browser, server, 900);
    await masukSebagai(page, 'casemix');

    await test.step('Casemix melihat klaim di worklist dengan berkas yang belum lengkap', async () => {
      await page.goto('/klaim-bpjs');
      const baris = page.getByRole('row', { name: new RegExp(nama) });
      await expect(baris).toBeVisible({ timeout: 20_000 });
      await expect(baris).toContainText('Belum diproses');
      await expect(baris.getByLabel('Resume medis final: kurang')).toBeVisible();
      await simpanLayar(page, 'casemix-01-worklist.png');
      await baris.click();
      await expect(page.getByRole('heading', { name: new RegExp(nama) })).toBeVisible();
      await expect(page.getByText('Belum dikoding oleh koder rekam medis')).toBeVisible();
      await page.getByRole('button', { name: 'Grouping', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Klaim belum lengkap' })).toBeVisible();
      await simpanLayar(page, 'casemix-02-ditolak-belum-lengkap.png');
    });

    await test.step('Dokter, koder dan kasir melengkapi berkas (lewat API)', async () => {
      await ok(
        await dokter.post(`/api/v1/pelayanan/${layananUid}/diagnosis`, {
          data: { kode_icd10: 'I10', jenis: 'UTAMA', kasus: 'LAMA' },
        }),
      );
      await ok(
        await dokter.put(`/api/v1/pelayanan/${layananUid}/tindak-lanjut`, {
          data: { jenis: 'PULANG', kondisi_pulang: 'Membaik' },
        }),
      );
      await ok(
        await dokter.put(`/api/v1/resume-medis/${layananUid}`, {
          data: { jenis: 'RJ', teks: { keluhan_utama: 'Pusing', terapi: 'Amlodipin 1 x 5 mg' } },
        }),
        200,
      );
      await ok(await dokter.post(`/api/v1/resume-medis/${layananUid}/final`, { data: { jenis: 'RJ' } }), 200);
      const l = (await ok(await dokter.get(`/api/v1/pelayanan/${layananUid}`), 200)) as {
        respon: { antrian: { uid: string } };
      };
      await ok(
        await dokter.put(`/api/v1/antrian/${l.respon.antrian.uid}/status`, { data: { status: 'DONE' } }),
        200,
      );
      const rm = await apiDi(server, 'rm');
      await ok(
        await rm.put(`/api/v1/rekam-medis/koding/${layananUid}`, {
          data: {
            diagnosis: [{ kode: 'I10', jenis: 'UTAMA' }],
            prosedur: [{ kode: '99.29' }],
            catatan: 'Injeksi',
          },
        }),
        200,
      );
      const kasir = await apiDi(server, 'kasir');
      await bayarTunaiLewatApi(kasir, kunjunganUid);
      // The hospital's whole bill (KON-PD and KEP-INJ-IM at the BPJS tariff), as the cashier reads it.
      tagihanRs = (await bacaTagihan(kasir, kunjunganUid)).total;
      expect(tagihanRs).toBeGreaterThan(0);
    });

    const selisih = () => {
      const n = TARIF_CBG - tagihanRs;
      return `${n >= 0 ? '+' : '−'}${formatRupiah(Math.abs(n))}`;
    };

    await test.step('Casemix meng-grouping: tarif INA-CBG tampil di samping tagihan RS dan selisihnya', async () => {
      await page.reload();
      await expect(page.getByText('Dikonfirmasi koder')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Grouping, final dan kirim ditolak')).toHaveCount(0);
      await page.getByRole('button', { name: 'Grouping', exact: true }).click();
      await expect(page.getByTestId('kode-cbg')).toHaveText(KODE_CBG, { timeout: 20_000 });
      await expect(page.getByTestId('tarif-cbg')).toHaveText(formatRupiah(TARIF_CBG));
      // The bill beside it: the caption and its amount share one box.
      await expect(page.getByText('Tagihan Rumah Sakit', { exact: true }).locator('..')).toHaveText(
        `Tagihan Rumah Sakit${formatRupiah(tagihanRs)}`,
      );
      await expect(page.getByTestId('selisih')).toHaveText(selisih());
      await simpanLayar(page, 'casemix-03-grouping.png');
    });

    await test.step('Casemix memfinalkan dan mengirim klaim', async () => {
      await page.getByRole('button', { name: 'Final', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Kirim', exact: true })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Kirim', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Disetujui BPJS' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Terkirim').first()).toBeVisible();
      expect(eklaim.permintaan.filter((x) => x.method === 'send_claim_individual')).toHaveLength(1);
      await simpanLayar(page, 'casemix-04-terkirim.png');
    });

    await test.step('Casemix membuka berkas klaim (PDF gabungan)', async () => {
      await page.getByRole('button', { name: 'Berkas Klaim' }).click();
      const dialog = page.getByRole('dialog', { name: /Berkas Klaim/ });
      await expect(dialog.locator('iframe, embed, object').first()).toBeAttached({ timeout: 20_000 });
      // The merged PDF takes a moment; the screenshot is of the document, not the spinner.
      await expect(dialog.getByText(/memuat dokumen/))
        .toBeHidden({ timeout: 15_000 })
        .catch(() => undefined);
      await simpanLayar(page, 'casemix-05-berkas.png');
      await page.keyboard.press('Escape');
    });

    await test.step('Rekap bulan ini menampilkan klaim dengan selisihnya', async () => {
      await page.goto('/rekap-klaim');
      const baris = page.getByRole('row', { name: new RegExp(nama) });
      await expect(baris).toBeVisible({ timeout: 20_000 });
      await expect(baris).toContainText(formatRupiah(TARIF_CBG));
      await expect(baris).toContainText(formatRupiah(tagihanRs));
      await expect(baris).toContainText(selisih());
      await simpanLayar(page, 'casemix-06-rekap.png');
    });
    await page.context().close();
  } finally {
    await server.berhenti();
    await server.hapus();
    await vclaim.tutup();
    await eklaim.tutup();
  }
});
