import { formatTanggal } from '@rawat/domain';
import { expect, simpanLayar, test } from './fixtures.ts';
import { hariIni, masukSebagai, pilihOpsi } from './support/index.ts';

// A phone/WhatsApp booking taken at the desk (sumber RS, docs/antrean-online.md): the clerk opens
// 'Booking Baru' on /pasien-online, picks a demo patient, tomorrow (or the next day a doctor
// practises), a clinic with a doctor practising then and that doctor's session, and sees the
// booking in that day's list.

const persis = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const hariKe = (n: number) => {
  const d = new Date(`${hariIni()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

interface Poli {
  uid: string;
  nama: string;
  kode: string;
  jenis: string;
}
interface KuotaDokter {
  dokter_uid: string;
  dokter_nama: string;
  sesi: { jam_mulai: string; jam_selesai: string }[];
  sisa: number;
}

test('loket membuat booking kanal rumah sakit untuk hari berikutnya dan melihatnya di Pasien Online', async ({
  page,
  apiSebagai,
}) => {
  const api = await apiSebagai('pendaftaran');
  const besok = hariKe(1);

  // Poli Umum first (dr. Sri Wulandari's afternoon on most days), else any clinic with a doctor
  // practising that day. The weekday varies with the day the suite runs and no demo clinic works
  // on Sunday, so the first day from tomorrow on with a practising doctor is taken.
  const polis = (
    (await (await api.get('/api/v1/master/poli?status=AKTIF&limitless=true')).json()) as {
      respon: Poli[];
    }
  ).respon.filter((p) => p.jenis === 'RAWAT_JALAN');
  polis.sort((a, b) => Number(b.kode === 'UMUM') - Number(a.kode === 'UMUM'));
  let pilihan: { poli: Poli; dokter: KuotaDokter } | null = null;
  let tanggal = besok;
  for (let n = 1; n <= 3 && !pilihan; n++) {
    tanggal = hariKe(n);
    for (const poli of polis) {
      const kuota = (await (
        await api.get(`/api/v1/pendaftaran/kuota?poli=${poli.uid}&tanggal=${tanggal}`)
      ).json()) as { respon: { dokter: KuotaDokter[] } };
      const dokter = kuota.respon.dokter.find((d) => d.sesi.length > 0 && d.sisa > 0);
      if (dokter) {
        pilihan = { poli, dokter };
        break;
      }
    }
  }
  expect(pilihan, `dokter yang praktik ${besok} s.d. ${tanggal}`).not.toBeNull();
  const { poli, dokter } = pilihan as { poli: Poli; dokter: KuotaDokter };
  const sesi = dokter.sesi[0] as KuotaDokter['sesi'][number];

  // A demo patient without a live booking at that clinic that day (a retry finds the first taken).
  const dipesan = (
    (await (await api.get(`/api/v1/pasien-online?tanggal=${tanggal}&poli=${poli.uid}`)).json()) as {
      respon: { rows: { pasien_uid: string | null }[] };
    }
  ).respon.rows.map((b) => b.pasien_uid);
  const pasien = (
    (await (await api.get('/api/v1/pasien?limit=40&sementara=false')).json()) as {
      respon: { uid: string; nama: string; no_rm: string; status: string }[];
    }
  ).respon
    .reverse()
    .find((p) => p.status === 'AKTIF' && !dipesan.includes(p.uid));
  expect(pasien, 'pasien demo').toBeTruthy();
  const { nama, no_rm } = pasien as { nama: string; no_rm: string };

  let kode = '';
  await test.step('Petugas membuka Booking Baru dan memilih pasien', async () => {
    await masukSebagai(page, 'pendaftaran');
    await page.goto('/pasien-online');
    await page.getByRole('button', { name: 'Booking Baru' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Baru' });
    await dialog.getByPlaceholder('Cari No. RM, NIK, No. BPJS, atau nama pasien…').fill(no_rm);
    await dialog.getByRole('button', { name: new RegExp(persis(nama)) }).click();
    await expect(dialog.getByText(`(${no_rm})`)).toBeVisible();
    // Tomorrow is the default date; the clerk types another when nobody practises tomorrow.
    await expect(dialog.getByText(formatTanggal(besok))).toBeVisible();
    if (tanggal !== besok) {
      await dialog.getByRole('group', { name: 'Tanggal Periksa' }).click();
      await page.keyboard.type(tanggal.replaceAll('-', ''));
      await expect(dialog.getByText(formatTanggal(tanggal))).toBeVisible();
    }
  });

  await test.step(`Memilih ${poli.nama}, ${dokter.dokter_nama} sesi ${sesi.jam_mulai}, Non-JKN, lalu menyimpan`, async () => {
    const dialog = page.getByRole('dialog', { name: 'Booking Baru' });
    await pilihOpsi(
      page,
      dialog.getByRole('combobox', { name: 'Poliklinik' }),
      new RegExp(`^${persis(poli.nama)}`),
    );
    await pilihOpsi(
      page,
      dialog.getByRole('combobox', { name: 'Dokter' }),
      new RegExp(persis(dokter.dokter_nama)),
    );
    await pilihOpsi(
      page,
      dialog.getByRole('combobox', { name: 'Sesi praktik' }),
      new RegExp(`^${sesi.jam_mulai}–${sesi.jam_selesai}`),
    );
    await simpanLayar(page, 'booking-rs-form.png');
    await dialog.getByRole('button', { name: 'Buat Booking' }).click();
    const toast = page.getByText(/Booking [A-Z0-9]+ · antrian [A-Z]+-\d{3}/);
    await expect(toast).toBeVisible();
    kode = /Booking ([A-Z0-9]+)/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
    expect(kode).not.toBe('');
    await expect(dialog).toBeHidden();
  });

  await test.step('Booking tampil di daftar tanggal itu: sumber Rumah sakit, status Dipesan', async () => {
    // The list moved to the booking's date: that day's bookings only show there.
    const baris = page.getByRole('row').filter({ hasText: kode });
    await expect(baris).toContainText(nama);
    await expect(baris).toContainText(poli.nama);
    await expect(baris).toContainText(`${sesi.jam_mulai}–${sesi.jam_selesai}`);
    await expect(baris).toContainText('Rumah sakit');
    await expect(baris).toContainText('Dipesan');
    await simpanLayar(page, 'booking-rs-daftar.png');
  });
});
