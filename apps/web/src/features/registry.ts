import type { Halaman, TabHalaman } from '@rawat/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { HalamanProps } from '../shell/halaman-props.ts';
import { lazyScreen } from '../shell/lazy.ts';

export type KomponenHalaman = LazyExoticComponent<ComponentType<HalamanProps>>;

/**
 * Page path (as `HALAMAN[].path` spells it) → lazily loaded screen. A tabbed page may register one
 * component for the whole page (it receives `tab`) or one per tab under `${path}/${tab.path}`.
 * A page with no entry renders the honest 'Modul belum tersedia' screen.
 */
export const FITUR: Readonly<Record<string, KomponenHalaman>> = {
  '/': lazyScreen(() => import('../shell/Beranda.tsx')),
  '/admin-dashboard': lazyScreen(() => import('./admin/AdminDashboardPage.tsx')),
  '/kelola-akun': lazyScreen(() => import('./admin/KelolaAkunPage.tsx')),
  '/log-activity': lazyScreen(() => import('./admin/LogActivityPage.tsx')),
  '/log-activity/integritas': lazyScreen(() => import('./admin/IntegritasLogPage.tsx')),
  '/master/data/bank': lazyScreen(() => import('./master/keuangan/BankPage.tsx')),
  '/master/data/asuransi': lazyScreen(() => import('./master/keuangan/AsuransiPage.tsx')),
  '/kelola-poli-klinik': lazyScreen(() => import('./master/poli/KelolaPoliPage.tsx')),
  '/kelola-tindakan': lazyScreen(() => import('./master/tindakan/KelolaTindakanPage.tsx')),
  '/kelola-laboratorium': lazyScreen(() => import('./master/labor/KelolaLaboratoriumPage.tsx')),
  '/paket-labor': lazyScreen(() => import('./master/labor/PaketLabPage.tsx')),
  '/organisasi': lazyScreen(() => import('./master/organisasi/OrganisasiPage.tsx')),
  '/lokasi': lazyScreen(() => import('./master/organisasi/LokasiPage.tsx')),
  '/divisi': lazyScreen(() => import('./master/organisasi/DivisiPage.tsx')),
  '/jabatan': lazyScreen(() => import('./master/organisasi/JabatanPage.tsx')),
  '/unit': lazyScreen(() => import('./master/organisasi/UnitPage.tsx')),
  '/kelola-radiologi': lazyScreen(() => import('./master/radiologi/KelolaRadiologiPage.tsx')),
  '/admin-faskes': lazyScreen(() => import('./master/faskes/FaskesPage.tsx')),
  '/kelola-karyawan': lazyScreen(() => import('./master/sdm/KaryawanPage.tsx')),
  '/kelola-dokter/:username?': lazyScreen(() => import('./master/sdm/DokterPage.tsx')),
  '/kelola-perawat/:username?': lazyScreen(() => import('./master/sdm/PerawatPage.tsx')),
  '/admin-dokteronline': lazyScreen(() => import('./master/sdm/DokterOnlinePage.tsx')),
  '/listpasien': lazyScreen(() => import('./pasien/ListPasienPage.tsx')),
  '/detailpasien/:id': lazyScreen(() => import('./pasien/DetailPasienPage.tsx')),
  '/pendaftaran-pasien-baru/:id?': lazyScreen(() => import('./pasien/PendaftaranPasienBaruPage.tsx')),
  '/pendaftaran': lazyScreen(() => import('./pendaftaran/PendaftaranPage.tsx')),
  '/detailpendaftaran/:id': lazyScreen(() => import('./pendaftaran/DetailPendaftaranPage.tsx')),
  '/tiket-pendaftaran': lazyScreen(() => import('./pendaftaran/TiketPendaftaranPage.tsx')),
  '/layanan-medis': lazyScreen(() => import('./pendaftaran/LayananMedisPage.tsx')),
  '/tambah-layanan-medis/:id': lazyScreen(() => import('./pendaftaran/TambahLayananMedisPage.tsx')),
  '/produk/produk-data': lazyScreen(() => import('./farmasi/ProdukPage.tsx')),
  '/produk/produk-harga': lazyScreen(() => import('./farmasi/HargaPage.tsx')),
  '/produk/produk-varian': lazyScreen(() => import('./farmasi/VarianPage.tsx')),
  '/produk/produk-kategori': lazyScreen(() => import('./farmasi/KategoriPage.tsx')),
  '/produk/produk-sediaan': lazyScreen(() => import('./farmasi/SediaanPage.tsx')),
  '/produk/produk-supplier': lazyScreen(() => import('./farmasi/SupplierPage.tsx')),
  '/produk/produk-lokasi': lazyScreen(() => import('./farmasi/LokasiPage.tsx')),
  '/farmasi/manajemen': lazyScreen(() => import('./farmasi/ProdukPage.tsx')),
  '/kelas-terapi': lazyScreen(() => import('./farmasi/KelasTerapiPage.tsx')),
  '/farmasi/master-paket-obat': lazyScreen(() => import('./farmasi/PaketObatPage.tsx')),
  '/farmasi/penjualan-mandiri': lazyScreen(() => import('./farmasi/penjualan/PenjualanMandiriPage.tsx')),
  '/obat-mandiri': lazyScreen(() => import('./farmasi/penjualan/ObatMandiriPage.tsx')),
  '/antrian-obat-mandiri': lazyScreen(() => import('./farmasi/penjualan/AntrianObatMandiriPage.tsx')),
  '/farmasi/antrian': lazyScreen(() => import('./farmasi/resep/AntrianFarmasiPage.tsx')),
  '/antrian-obat': lazyScreen(() => import('./farmasi/resep/AntrianFarmasiPage.tsx')),
  '/detailpesanobat/:id': lazyScreen(() => import('./farmasi/resep/DetailResepPage.tsx')),
  '/farmasi/display-antrian': lazyScreen(() => import('./farmasi/resep/DisplayAntrianPage.tsx')),
  '/antrian-kasir': lazyScreen(() => import('./kasir/AntrianKasirPage.tsx')),
  '/antrian-kasir/:id': lazyScreen(() => import('./kasir/TagihanPage.tsx')),
  '/antrian-FEE': lazyScreen(() => import('./kasir/fee/FeeDokterPage.tsx')),
  '/detailfee': lazyScreen(() => import('./kasir/fee/DetailFeePage.tsx')),
  '/kelola-fee': lazyScreen(() => import('./kasir/fee/KelolaFeePage.tsx')),
  '/wewenang-kasir': lazyScreen(() => import('./kasir/WewenangKasirPage.tsx')),
  '/dashboard-kasir': lazyScreen(() => import('./kasir/laporan/DashboardKasirPage.tsx')),
  '/laporan-kasir': lazyScreen(() => import('./kasir/laporan/LaporanKasirPage.tsx')),
  '/laporan-by-item': lazyScreen(() => import('./kasir/laporan/LaporanByItemPage.tsx')),
  '/laporan-operasi': lazyScreen(() => import('./kasir/laporan/LaporanOperasiPage.tsx')),
  '/laporan-pasien': lazyScreen(() => import('./kasir/laporan/LaporanPasienPage.tsx')),
  '/laporan-deposit': lazyScreen(() => import('./kasir/deposit/LaporanDepositPage.tsx')),
  '/stok/stok-sr': lazyScreen(() => import('./farmasi/stok/StokSrPage.tsx')),
  '/stok/stok-pr': lazyScreen(() => import('./farmasi/stok/StokPrPage.tsx')),
  '/stok/stok-po': lazyScreen(() => import('./farmasi/stok/StokPoPage.tsx')),
  '/stok/stok-gr': lazyScreen(() => import('./farmasi/stok/StokGrPage.tsx')),
  '/kelola-obat': lazyScreen(() => import('./farmasi/persediaan/KelolaObatPage.tsx')),
  '/laporan-obat': lazyScreen(() => import('./farmasi/laporan/LaporanObatPage.tsx')),
  '/log-obat': lazyScreen(() => import('./farmasi/laporan/LogObatPage.tsx')),
  '/dashboard-obat': lazyScreen(() => import('./farmasi/laporan/DashboardObatPage.tsx')),
  '/pengeluaran-obat': lazyScreen(() => import('./farmasi/pengeluaran/PengeluaranObatPage.tsx')),
  '/laporan-pengeluaran': lazyScreen(() => import('./farmasi/pengeluaran/LaporanPengeluaranPage.tsx')),
  '/list-labor': lazyScreen(() => import('./penunjang/labor/ListLaborPage.tsx')),
  '/detail-labor/:id': lazyScreen(() => import('./penunjang/labor/DetailLaborPage.tsx')),
  '/singlehasillabor/:id': lazyScreen(() => import('./penunjang/labor/SingleHasilLabPage.tsx')),
  '/hasil-labor': lazyScreen(() => import('./penunjang/labor/HasilLaborPage.tsx')),
  '/list-radiologi': lazyScreen(() => import('./penunjang/radiologi/ListRadiologiPage.tsx')),
  '/detail-radiologi/:id': lazyScreen(() => import('./penunjang/radiologi/DetailRadiologiPage.tsx')),
  '/hasil-radiologi/:id?': lazyScreen(() => import('./penunjang/radiologi/HasilRadiologiPage.tsx')),
  '/developers': lazyScreen(() => import('./developers/DevelopersPage.tsx')),
  '/list-antrian-klinik': lazyScreen(() => import('./antrian/ListAntrianKlinikPage.tsx')),
  '/list-pelayananmedis': lazyScreen(() => import('./antrian/PelayananMedisPage.tsx')),
  '/pasienterdaftar': lazyScreen(() => import('./antrian/PasienTerdaftarPage.tsx')),
  '/list-igd': lazyScreen(() => import('./antrian/ListIgdPage.tsx')),
  '/antrian-igd': lazyScreen(() => import('./antrian/AntrianIgdPage.tsx')),
  '/list-hd': lazyScreen(() => import('./antrian/ListHdPage.tsx')),
  '/list-antrian-klinik/assesmen-medis/:id': lazyScreen(
    () => import('./pelayanan/medis/AsesmenMedisPage.tsx'),
  ),
  '/Asesmen-Awal-Medis/:id': lazyScreen(() => import('./pelayanan/medis/AsesmenMedisPage.tsx')),
  '/list-igd/assesmen-igd/:id': lazyScreen(() => import('./pelayanan/medis/AsesmenMedisPage.tsx')),
  '/list-hd/assesmen-medis/:id': lazyScreen(() => import('./pelayanan/medis/AsesmenMedisPage.tsx')),
  '/pasien-rujuk-ranap': lazyScreen(() => import('./pelayanan/medis/RujukRanapPage.tsx')),
  '/list-antrian-klinik/keperawatan-poli/:id': lazyScreen(
    () => import('./pelayanan/keperawatan/KeperawatanPoliPage.tsx'),
  ),
  '/list-antrian-klinik/assesmen-ulang-keperawatan/:id': lazyScreen(
    () => import('./pelayanan/keperawatan/AsesmenUlangPage.tsx'),
  ),
  '/list-igd/keperawatan-igd/:id': lazyScreen(() => import('./pelayanan/keperawatan/KeperawatanIgdPage.tsx')),
  '/list-hd/keperawatan-poli/:id': lazyScreen(() => import('./pelayanan/keperawatan/KeperawatanHdPage.tsx')),
  '/list-hd/assesmen-ulang-keperawatan/:id': lazyScreen(
    () => import('./pelayanan/keperawatan/AsesmenUlangPage.tsx'),
  ),
  '/rm': lazyScreen(() => import('./rekam-medis/RmPage.tsx')),
  '/list-antrian-klinik/resume-medis/create/:type/:id': lazyScreen(
    () => import('./rekam-medis/ResumeEditorPage.tsx'),
  ),
  '/resume-medis/list': lazyScreen(() => import('./rekam-medis/ResumeListPage.tsx')),
  '/resume-medis/list/resume-medis/detail/:type/:id': lazyScreen(
    () => import('./rekam-medis/ResumeDetailPage.tsx'),
  ),
};

export function komponenHalaman(halaman: Halaman, tab: TabHalaman | null): KomponenHalaman | null {
  const perTab = tab ? FITUR[`${halaman.path}/${tab.path}`] : undefined;
  return perTab ?? FITUR[halaman.path] ?? null;
}
