import { expect, simpanLayar, test } from './fixtures.ts';
import { DEMO_PASSWORD } from './support/akun.ts';

test.describe('Data master', () => {
  test('kasir menambah bank, kode ganda ditolak, lalu menonaktifkannya', async ({ page, login, shell }) => {
    const kode = `B${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const baris = page.getByRole('row').filter({ hasText: kode });

    await test.step('Kasir membuka Bank & Asuransi dan melihat bank yang ada', async () => {
      await login.buka();
      await login.masuk('kasir', DEMO_PASSWORD);
      await shell.bukaMenu('Bank & Asuransi');
      await expect(page).toHaveURL((url) => url.pathname === '/master/data/bank');
      await expect(shell.judulLayar('Data Bank')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Bank Central Asia' })).toBeVisible();
    });

    await test.step('Kasir mengisi kode yang sudah dipakai dan langsung diberi tahu', async () => {
      await page.getByRole('button', { name: 'Tambah Bank' }).click();
      const form = page.getByRole('dialog', { name: 'Tambah Bank' });
      await form.getByRole('textbox', { name: 'Kode' }).fill('bca');
      await form.getByRole('textbox', { name: 'Nama Bank' }).click();
      await expect(form.getByText('Kode sudah dipakai oleh BCA – Bank Central Asia')).toBeVisible();
      await form.getByRole('textbox', { name: 'Kode' }).fill(kode.toLowerCase());
      await form.getByRole('textbox', { name: 'Nama Bank' }).fill(`Bank Uji ${kode}`);
      await form.getByRole('textbox', { name: 'No. Rekening Rumah Sakit' }).fill('1234-5678');
      await form.getByRole('button', { name: 'Simpan' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByText(`Bank ${kode} – Bank Uji ${kode} berhasil ditambahkan`)).toBeVisible();
      await expect(baris).toContainText('1234-5678');
      await simpanLayar(page, 'master-bank.png');
    });

    await test.step('Kasir menonaktifkan bank itu setelah konfirmasi', async () => {
      await baris.getByRole('button', { name: `Nonaktifkan bank ${kode}` }).click();
      const konfirmasi = page.getByRole('dialog', { name: 'Nonaktifkan bank?' });
      await konfirmasi.getByRole('button', { name: 'Nonaktifkan' }).click();
      await expect(page.getByText(`Bank ${kode} – Bank Uji ${kode} dinonaktifkan`)).toBeVisible();
      // The list shows active banks by default: the retired one leaves it.
      await expect(baris).toBeHidden();
    });

    await test.step('Tab Data Asuransi menampilkan markup obat dan plafon', async () => {
      await page.getByRole('tab', { name: 'Data Asuransi' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/master/data/asuransi');
      const prudential = page.getByRole('row').filter({ hasText: 'Prudential Indonesia' });
      await expect(prudential).toContainText('35%');
      await expect(prudential).toContainText('Rp 25.000.000');
      await simpanLayar(page, 'master-asuransi.png');
    });
  });
});
