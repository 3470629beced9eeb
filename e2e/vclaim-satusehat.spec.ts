import fs from 'node:fs';
import path from 'node:path';
import {
  mulaiSimulatorSatusehat,
  type SimulatorSatusehat,
} from '../apps/api/src/modules/satusehat/satusehat.simulator.ts';
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
  uidObat,
} from './support/index.ts';

// Issue 22's journey (docs/vclaim.md, docs/satusehat.md): a BPJS patient's card is checked at the
// desk, the SEP is made with the registration and printed, the visit goes through the clinic, the
// lab and the pharmacy, the doctor's control letter becomes BPJS's rencana kontrol; the VClaim
// simulator holds the SEP and the control, the SATUSEHAT simulator every resource of the visit —
// once each, although SATUSEHAT failed for a while in the middle. On a server of its own, its
// clock on a Monday morning so Poli Umum's doctor practises.

const SENIN = seninBerikut();
const BPJS = { consId: '27002', rahasia: 'rahasia-vclaim-e2e', userKey: 'userkey-vclaim-e2e' };

type Kode = { code: { coding: { system: string; code: string }[] } };
type Sumber = { resourceType: string; id: string; identifier?: { system?: string; value?: string }[] };

const sumberDi = (sim: SimulatorSatusehat, jenis: string) =>
  sim.sumber().filter((r) => r.resourceType === jenis) as unknown as (Sumber & Record<string, unknown>)[];

test('kartu BPJS dicek di pendaftaran, SEP terbit dan dicetak, kunjungan lewat poli, lab dan farmasi, surat kontrol menjadi rencana kontrol; SATUSEHAT menerima semuanya sekali walau sempat gangguan', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const server = new ServerHari();
  const vclaim = await mulaiSimulatorVclaim({ ...BPJS, port: 0, hariIni: () => SENIN });
  const satusehat = await mulaiSimulatorSatusehat({ port: 0 });
  try {
    await server.mulai(`${SENIN}T07:30:00+07:00`);
    const admin = await apiDi(server, 'admin');

    await test.step('ADMIN menghubungkan VClaim dan SATUSEHAT', async () => {
      await aturVclaimDi(admin, vclaim, BPJS);
      await ok(
        await admin.put('/api/v1/integrasi/satusehat', {
          data: {
            url: satusehat.url,
            cons_id: satusehat.clientId,
            rahasia: satusehat.clientSecret,
            aktif: true,
            opsi: { auth_url: satusehat.authUrl, organization_id: satusehat.orgId },
          },
        }),
        200,
      );
      for (const mitra of ['bpjs-vclaim', 'satusehat']) {
        const uji = (await ok(await admin.post(`/api/v1/integrasi/${mitra}/uji`, { data: {} }), 200)) as {
          respon: { berhasil: boolean; pesan: string };
        };
        expect(uji.respon.berhasil, `${mitra}: ${uji.respon.pesan}`).toBe(true);
      }
    });

    const PASIEN = { nama: 'Siti Rahmawati', kartu: '0001234567890' };
    let layananUid = '';
    let noSep = '';
    let sepUid = '';

    await test.step('Petugas pendaftaran memeriksa kartu BPJS, memilih rujukan, dan mendaftarkan dengan SEP', async () => {
      const page = await halamanDi(browser, server, 900);
      await masukSebagai(page, 'pendaftaran');
      await page.goto('/pendaftaran');
      await page.getByRole('button', { name: 'Daftarkan Pasien' }).click();
      const cari = page.getByRole('dialog', { name: 'Daftarkan Pasien' });
      await cari.getByPlaceholder('Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…').fill(PASIEN.nama);
      await cari.getByRole('button', { name: new RegExp(PASIEN.nama) }).click();
      const dialog = page.getByRole('dialog', { name: 'Daftarkan ke Poliklinik' });
      await dialog.getByRole('combobox', { name: 'Poliklinik' }).click();
      await page.getByRole('option', { name: /^Poli Umum/ }).click();
      await dialog.getByRole('combobox', { name: 'Dokter' }).click();
      await page.getByRole('option', { name: /Eko Prasetyo/ }).click();
      await dialog.getByRole('combobox', { name: 'Penjamin' }).click();
      await page.getByRole('option', { name: 'BPJS Kesehatan' }).click();
      // The card on file is checked at BPJS as soon as it is there: status, class, primary care.
      const peserta = dialog.getByLabel('Data peserta BPJS');
      await expect(peserta).toContainText('AKTIF');
      await expect(peserta).toContainText(/KELAS/i);
      await dialog.getByRole('button', { name: 'Pilih dari rujukan peserta' }).click();
      await page
        .getByRole('menuitem')
        .filter({ hasText: /sisa \d+ hari/ })
        .first()
        .click();
      await expect(dialog.getByLabel('Rujukan terpilih')).toContainText(/Berlaku s\.d\./);
      await expect(dialog.getByRole('switch', { name: 'Terbitkan SEP' })).toBeChecked();
      await expect(dialog.getByRole('textbox', { name: 'Diagnosa awal (ICD-10)' })).not.toHaveValue('');
      await expect(dialog.getByRole('textbox', { name: 'No. telepon' })).not.toHaveValue('');
      await simpanLayar(page, 'vclaim-01-pendaftaran-bpjs.png');
      await dialog.getByRole('button', { name: 'Daftarkan' }).click();
      const sep = page.getByLabel('SEP BPJS');
      await expect(sep).toContainText('Terbit', { timeout: 20_000 });
      noSep = ((await sep.textContent()) ?? '').match(/\d{4}R\d{3}\d{4}V\d{6}/)?.[0] ?? '';
      expect(noSep, 'nomor SEP dari BPJS').not.toBe('');
      await sep.getByRole('button', { name: 'Cetak SEP' }).click();
      const cetak = page.getByRole('dialog', { name: `SEP ${noSep}` });
      await expect(cetak.locator('iframe, embed, object').first()).toBeAttached();
      await simpanLayar(page, 'vclaim-02-sep-terbit.png');
      await page.context().close();
    });

    const pendaftaran = await apiDi(server, 'pendaftaran');
    await test.step('SEP tercetak: PDF dengan nomornya, dan BPJS memegang SEP yang sama', async () => {
      const daftar = (await (
        await pendaftaran.get(
          `/api/v1/pendaftaran?tanggal=${SENIN}&search=${encodeURIComponent(PASIEN.nama)}`,
        )
      ).json()) as { respon: { uid: string }[] };
      layananUid = daftar.respon[0]?.uid ?? '';
      const sep = (await ok(await pendaftaran.get(`/api/v1/pendaftaran/${layananUid}/sep`), 200)) as {
        respon: { uid: string; no_sep: string; status: string };
      };
      expect(sep.respon).toMatchObject({ status: 'TERBIT', no_sep: noSep });
      sepUid = sep.respon.uid;
      const pdf = await pendaftaran.get(`/api/v1/sep/${sepUid}/cetak`);
      expect(pdf.status()).toBe(200);
      const isi = await pdf.body();
      expect(isi.subarray(0, 5).toString()).toBe('%PDF-');
      fs.writeFileSync(path.join(ARTIFACTS, 'vclaim-sep.pdf'), isi);
      const diBpjs = vclaim.sep().filter((x) => x.t_sep.noKartu === PASIEN.kartu && !x.dihapus);
      expect(diBpjs.map((x) => x.noSep)).toEqual([noSep]);
    });

    const perawat = await apiDi(server, 'poli');
    const dokter = await apiDi(server, 'dod');
    const detail = (await (await perawat.get(`/api/v1/pelayanan/${layananUid}`)).json()) as {
      respon: { antrian: { uid: string } };
    };
    const antrianUid = detail.respon.antrian.uid;

    await test.step('Perawat memanggil dan mencatat tanda vital; SATUSEHAT sempat tidak dapat dihubungi', async () => {
      // SATUSEHAT fails the next requests: the visit goes on, its messages wait.
      satusehat.gangguan(6);
      await ok(await perawat.post(`/api/v1/antrian/${antrianUid}/panggil`, { data: {} }), 200);
      await ok(
        await perawat.put(`/api/v1/antrian/${antrianUid}/status`, { data: { status: 'ON_PROCESS' } }),
        200,
      );
      await ok(
        await perawat.post(`/api/v1/pelayanan/${layananUid}/asesmen`, {
          data: {
            jenis: 'KEPERAWATAN_POLI',
            isi: {
              keluhan_utama: 'Nyeri kepala dan tengkuk sejak 2 hari',
              tanda_vital: {
                td_sistolik: 150,
                td_diastolik: 95,
                nadi: 88,
                respirasi: 20,
                suhu: 36.8,
                spo2: 98,
              },
              skala_nyeri: 3,
            },
          },
        }),
      );
      await ok(
        await perawat.put(`/api/v1/antrian/${antrianUid}/status`, { data: { status: 'WAITING_DOKTER' } }),
        200,
      );
    });

    let orderLab = '';
    await test.step('Dokter mendiagnosis, mencatat prosedur, mengorder lab dan menulis resep', async () => {
      await ok(
        await dokter.post(`/api/v1/pelayanan/${layananUid}/diagnosis`, {
          data: { kode_icd10: 'I10', jenis: 'UTAMA' },
        }),
      );
      await ok(
        await dokter.post(`/api/v1/pelayanan/${layananUid}/prosedur`, { data: { kode_icd9: '89.52' } }),
      );
      const katalog = (await (
        await dokter.get(`/api/v1/pelayanan/${layananUid}/order/katalog?jenis=LABOR`)
      ).json()) as { respon: { kelompok: { items: { uid: string; nama: string }[] }[] } };
      const gds = katalog.respon.kelompok
        .flatMap((k) => k.items)
        .find((i) => i.nama === 'Glukosa Darah Sewaktu');
      const order = (await ok(
        await dokter.post(`/api/v1/pelayanan/${layananUid}/order`, {
          data: {
            jenis: 'LABOR',
            cito: false,
            catatan_klinis: 'Skrining DM',
            items: [{ pemeriksaan_lab_uid: gds?.uid }],
          },
        }),
      )) as { respon: { uid: string } };
      orderLab = order.respon.uid;
      const obat = await uidObat(dokter, 'Amlodipin 5 mg Tablet');
      await ok(
        await dokter.post(`/api/v1/pelayanan/${layananUid}/resep`, {
          data: {
            detail: [
              {
                jenis: 'NON_RACIKAN',
                config: { position: 1 },
                produk_uid: obat,
                jumlah: 30,
                aturan_pakai: '1 x 1 pagi hari',
              },
            ],
          },
        }),
      );
      await ok(await dokter.put(`/api/v1/antrian/${antrianUid}/status`, { data: { status: 'DONE' } }), 200);
    });

    await test.step('Laboratorium mengambil sampel, mengisi dan memvalidasi hasil', async () => {
      const lab = await apiDi(server, 'labor');
      await ok(await lab.post(`/api/v1/labor/${orderLab}/sampel`, { data: {} }), 200);
      await ok(await lab.post(`/api/v1/labor/${orderLab}/proses`, { data: {} }), 200);
      const d = (await (await lab.get(`/api/v1/labor/${orderLab}`)).json()) as {
        respon: { hasil: { baris: { uid: string }[] } };
      };
      await ok(
        await lab.put(`/api/v1/labor/${orderLab}/hasil`, {
          data: { hasil: d.respon.hasil.baris.map((x) => ({ uid: x.uid, nilai: '132' })) },
        }),
        200,
      );
      await ok(await lab.post(`/api/v1/labor/${orderLab}/validasi`, { data: {} }), 200);
    });

    await test.step('Farmasi menyetujui dan menyerahkan obat', async () => {
      const apoteker = await apiDi(server, 'apoteker');
      const resep = (await (await apoteker.get('/api/v1/farmasi/obat/request?limit=50')).json()) as {
        respon: { uid: string; layanan_uid?: string }[];
      };
      const r = resep.respon.find((x) => x.layanan_uid === layananUid);
      expect(r, 'resep pasien ini di antrian farmasi').toBeTruthy();
      await ok(await apoteker.post(`/api/v1/farmasi/obat/request/approve/${r?.uid}`, { data: {} }), 200);
      await ok(await apoteker.post('/api/v1/farmasi/obat/request/done', { data: { uid: r?.uid } }), 200);
    });

    await test.step('Dokter menerbitkan surat kontrol; BPJS mencatatnya sebagai rencana kontrol', async () => {
      const surat = await apiDi(server, 'dod');
      const penanda = (await (await surat.get('/api/surat/v1/surat/penanda?jenis=KONTROL')).json()) as {
        respon: { uid: string; nama: string }[];
      };
      const dod = penanda.respon.find((p) => p.nama.includes('Eko Prasetyo'));
      const poli = (await (await surat.get('/api/v1/master/poli?limitless=true')).json()) as {
        respon: { uid: string; kode: string }[];
      };
      const kontrol = new Date(`${SENIN}T00:00:00Z`);
      kontrol.setUTCDate(kontrol.getUTCDate() + 14);
      const draf = (await ok(
        await surat.post('/api/surat/v1/surat', {
          data: {
            layanan_uid: layananUid,
            pegawai_uid: dod?.uid,
            isi: {
              jenis: 'KONTROL',
              tanggal_kontrol: kontrol.toISOString().slice(0, 10),
              poli_uid: poli.respon.find((p) => p.kode === 'UMUM')?.uid,
              dokter_uid: dod?.uid,
              diagnosis: 'Hipertensi esensial',
              diagnosis_kode: 'I10',
              alasan: 'Evaluasi tekanan darah setelah terapi',
              bpjs: { noSEP: noSep },
            },
          },
        }),
      )) as { respon: { uid: string } };
      await ok(await surat.post(`/api/surat/v1/surat/${draf.respon.uid}/terbit`, { data: {} }), 200);
      await expect
        .poll(() => vclaim.rencanaKontrol().map((r) => r.noSEP), { timeout: 40_000 })
        .toEqual([noSep]);
      await expect
        .poll(
          async () =>
            (
              (await (await surat.get(`/api/surat/v1/surat/${draf.respon.uid}`)).json()) as {
                respon: { isi: { bpjs?: { noSuratKontrol?: string | null } } };
              }
            ).respon.isi.bpjs?.noSuratKontrol ?? null,
          { timeout: 20_000 },
        )
        .toBe(vclaim.rencanaKontrol()[0]?.noSuratKontrol);
    });

    await test.step('SATUSEHAT memegang seluruh kunjungan, masing-masing sekali', async () => {
      // The scan (every 10 s) and the worker (every 3 s, backing off after the failures) deliver it;
      // the desk resends what waits in backoff, as the monitor lets it.
      const encounterIni = () =>
        sumberDi(satusehat, 'Encounter').find((e) => e.identifier?.some((i) => i.value === layananUid));
      // What hangs on the visit: by its Encounter (MedicationDispense by `context`), the specimen by
      // the lab request it was taken for.
      const milikKunjungan = (encId: string) => {
        const ref = `Encounter/${encId}`;
        const langsung = satusehat.sumber().filter((r) => {
          const x = r as unknown as { encounter?: { reference?: string }; context?: { reference?: string } };
          return x.encounter?.reference === ref || x.context?.reference === ref;
        });
        const permintaan = new Set(
          langsung.filter((r) => r.resourceType === 'ServiceRequest').map((r) => `ServiceRequest/${r.id}`),
        );
        const spesimen = sumberDi(satusehat, 'Specimen').filter((sp) =>
          ((sp.request ?? []) as { reference?: string }[]).some((q) => permintaan.has(q.reference ?? '')),
        );
        return [...langsung, ...(spesimen as unknown as typeof langsung)];
      };
      const semua = [
        'Encounter',
        'Condition',
        'Observation',
        'Procedure',
        'MedicationRequest',
        'MedicationDispense',
        'ServiceRequest',
        'Specimen',
        'DiagnosticReport',
      ];
      await expect
        .poll(
          async () => {
            const o = (await (await admin.get('/api/v1/outbox?mitra=SATUSEHAT&limit=100')).json()) as {
              respon: {
                uid: string;
                jenis: string;
                status: string;
                ringkasan: string;
                pesan: string | null;
              }[];
            };
            const tunggu = o.respon.filter((m) => m.status !== 'TERKIRIM');
            if (tunggu.length)
              await admin.post('/api/v1/outbox/kirim-ulang', { data: { uid: tunggu.map((m) => m.uid) } });
            const enc = encounterIni();
            const ada = new Set<string>(enc ? milikKunjungan(enc.id).map((r) => r.resourceType) : []);
            if (enc) ada.add('Encounter');
            return semua
              .filter((j) => !ada.has(j))
              .concat(enc?.status === 'finished' ? [] : ['Encounter selesai'])
              .concat(tunggu.map((m) => `${m.status} ${m.ringkasan}: ${m.pesan ?? ''}`));
          },
          { timeout: 120_000, intervals: [3_000] },
        )
        .toEqual([]);
      const enc = encounterIni();
      // One Encounter for this registration (the demo's other visits have their own).
      expect(
        sumberDi(satusehat, 'Encounter').filter((e) => e.identifier?.some((i) => i.value === layananUid)),
      ).toHaveLength(1);
      const punya = (jenis: string) => milikKunjungan(enc?.id ?? '').filter((r) => r.resourceType === jenis);
      // The patient's link: the Encounter names the patient by the IHS number found by NIK.
      expect(String((enc?.subject as { reference?: string })?.reference)).toMatch(/^Patient\/P\d{11}$/);
      const riwayat = ((enc?.statusHistory ?? []) as { status: string }[]).map((h) => h.status);
      expect(riwayat).toEqual(['arrived', 'in-progress', 'finished']);
      expect(punya('Condition').map((c) => (c as unknown as Kode).code.coding[0]?.code)).toEqual(['I10']);
      expect(punya('Procedure').map((c) => (c as unknown as Kode).code.coding[0]?.code)).toEqual(['89.52']);
      // Vital signs (LOINC) and the lab result: each once, none twice despite the failures.
      const kodeObservasi = punya('Observation').map((o) => (o as unknown as Kode).code.coding[0]?.code);
      expect(kodeObservasi).toEqual(
        expect.arrayContaining(['8867-4', '8480-6', '8462-4', '8310-5', '9279-1']),
      );
      expect(new Set(kodeObservasi).size).toBe(kodeObservasi.length);
      for (const jenis of [
        'MedicationRequest',
        'MedicationDispense',
        'ServiceRequest',
        'Specimen',
        'DiagnosticReport',
      ])
        expect(punya(jenis), jenis).toHaveLength(1);
    });

    await test.step('Monitor Bridging menampilkan ketiga mitra', async () => {
      const page = await halamanDi(browser, server, 900);
      await masukSebagai(page, 'admin');
      await page.goto('/monitor-bridging');
      await expect(page.getByText('BPJS VClaim').first()).toBeVisible();
      await expect(page.getByText('SATUSEHAT').first()).toBeVisible();
      await simpanLayar(page, 'vclaim-03-monitor-bridging.png');
      await page.context().close();
    });
  } finally {
    await server.berhenti();
    await server.hapus();
    await vclaim.tutup();
    await satusehat.tutup();
  }
});
