import { LABEL_ROLE, type Role } from '@rawat/domain';
import { expect, test } from './fixtures.ts';
import {
  cariDiAntrian,
  DEMO_PASSWORD,
  type LayananSiap,
  layaniPasienDemo,
  layar,
  seninBerikut,
} from './support/index.ts';

// The screens each clinical role works on, opened as that role on a patient of the day: its menu,
// its queue with the patient found, the patient's chart, and for the cashier the bill. Every screen
// is saved (e2e/artifacts/peran-<role>-<layar>.png) to be looked at after a change; each step also
// checks the screen opened without a refusal or an error notice.

interface LayarPeran {
  role: Role;
  /** The clinic the role's patient is registered at (poli kode). */
  poli: 'UMUM' | 'IGD' | 'HD';
  /** The queue's entry in the menu. */
  antrian: string;
  /** The queue's heading, where it is not the menu entry's title. */
  judul?: string;
  /** The patient's chart for this role, from the layanan. */
  chart?: (l: LayananSiap) => string;
  /** The patient's bill, from the visit. */
  tagihan?: (l: LayananSiap) => string;
}

const PERAN: LayarPeran[] = [
  {
    role: 'POLI',
    poli: 'UMUM',
    antrian: 'Antrian Klinik',
    chart: (l) => `/list-antrian-klinik/keperawatan-poli/${l.layanan_uid}`,
  },
  {
    role: 'DOKTER',
    poli: 'UMUM',
    antrian: 'Antrian Klinik',
    chart: (l) => `/list-antrian-klinik/assesmen-medis/${l.layanan_uid}`,
  },
  {
    role: 'IGD',
    poli: 'IGD',
    antrian: 'Antrian IGD',
    chart: (l) => `/list-igd/assesmen-igd/${l.layanan_uid}`,
  },
  {
    role: 'POLI_HD',
    poli: 'HD',
    antrian: 'Hemodialisa Rawat Jalan',
    judul: 'Ruangan Tindakan Hemodialisa',
    chart: (l) => `/list-hd/keperawatan-poli/${l.layanan_uid}`,
  },
  {
    role: 'KASIR',
    poli: 'UMUM',
    antrian: 'Antrian Kasir',
    tagihan: (l) => `/antrian-kasir/${l.kunjungan_uid}`,
  },
];

for (const p of PERAN) {
  const label = LABEL_ROLE[p.role];
  const nama = p.role.toLowerCase();

  test(`${label}: menu, antrian, rekam medis dan tagihan yang dipakai sehari-hari`, async ({
    page,
    login,
    shell,
    adminApi,
  }) => {
    const tanggal = seninBerikut();
    const l = await layaniPasienDemo(adminApi, {
      poli: p.poli,
      tanggal,
      limit: 60,
      terbalik: true,
      mulaiDari: 7,
    });
    // The queues open on "today": the browser's today is that Monday morning.
    await page.clock.setFixedTime(new Date(`${tanggal}T09:00:00+07:00`));
    const tanpaPenolakan = async () => {
      await expect(shell.penolakan).toBeHidden();
      await expect(page.getByText('Akses Ditolak')).toHaveCount(0);
    };

    await test.step(`${label} masuk dan melihat menunya`, async () => {
      await login.buka();
      await login.masuk(nama, DEMO_PASSWORD);
      await page.waitForURL((u) => u.pathname !== '/');
      await expect(shell.menu.getByRole('link', { name: p.antrian, exact: true })).toBeVisible();
      await layar(page, `peran-${nama}-menu.png`);
    });

    await test.step(`${label} membuka ${p.antrian} dan menemukan pasiennya`, async () => {
      await shell.bukaMenu(p.antrian);
      await expect(shell.judulLayar(p.judul ?? p.antrian)).toBeVisible();
      await tanpaPenolakan();
      if (p.role !== 'KASIR') {
        await cariDiAntrian(page, l.nomor_antrian);
        await expect(page.getByRole('row').filter({ hasText: l.nomor_antrian })).toContainText(l.pasien.nama);
      }
      await layar(page, `peran-${nama}-antrian.png`);
    });

    const chart = p.chart?.(l);
    if (chart)
      await test.step(`${label} membuka rekam medis pasien`, async () => {
        await page.goto(chart);
        await expect(page.getByRole('main').getByText(l.pasien.no_rm).first()).toBeVisible();
        await tanpaPenolakan();
        await layar(page, `peran-${nama}-rekam-medis.png`);
      });

    const tagihan = p.tagihan?.(l);
    if (tagihan)
      await test.step(`${label} membuka tagihan kunjungan pasien`, async () => {
        await page.goto(tagihan);
        await expect(page.getByRole('main').getByText(l.pasien.nama).first()).toBeVisible();
        // Registration charged its fees at once: the bill is not empty before the clinic's work.
        await expect(page.getByRole('main').getByText('Administrasi Pendaftaran').first()).toBeVisible();
        await tanpaPenolakan();
        await layar(page, `peran-${nama}-tagihan.png`);
      });
  });
}
