import { anyOf, type RouteAccess } from './permissions.ts';

/** Which module owns a screen; only the modules that have landed render it, the rest say so honestly. */
export const MODUL = {
  platform: 'Platform & Administrasi',
  master: 'Data Master',
  pasien: 'Pasien, Pendaftaran & Pelayanan',
  ranap: 'Rawat Inap',
  laboratorium: 'Laboratorium',
  radiologi: 'Radiologi',
  farmasi: 'Farmasi',
  kasir: 'Kasir & Fee Dokter',
  surat: 'Surat & Keterangan',
  esign: 'Tanda Tangan Elektronik',
  online: 'Layanan Online',
  rekamMedis: 'Rekam Medis',
  casemix: 'Casemix & Klaim BPJS',
  laporan: 'Laporan & Dashboard Manajemen',
} as const;

export type Modul = keyof typeof MODUL;

/** Menu sections, in drawer order. */
export const GRUP_MENU = [
  'Beranda',
  'Administrasi',
  'Data Master',
  'Pendaftaran',
  'Pelayanan',
  'Gawat Darurat',
  'Rawat Inap',
  'Laboratorium',
  'Radiologi',
  'Farmasi',
  'Kasir',
  'Rekam Medis',
  'Casemix',
  'Laporan',
  'Surat',
  'Tanda Tangan Elektronik',
] as const;

export type GrupMenu = (typeof GRUP_MENU)[number];

export interface TabHalaman {
  /** Sub-path below the page's path, without slash, e.g. 'bank'. */
  path: string;
  title: string;
}

/** A page validator beyond the role: its key names a check the shell runs (ADMIN bypasses it). */
export type ValidatorHalaman = 'akses-lokasi-stok';

export interface Halaman {
  /** Router path with `:param` and optional `:param?` segments, exactly as spec §2 names it. */
  path: string;
  title: string;
  access: RouteAccess;
  modul: Modul;
  /** Shown in the drawer under this section; pages with parameters or children are not. */
  menu?: GrupMenu;
  /** Icon name from the web app's icon map. */
  icon?: string;
  tabs?: readonly TabHalaman[];
  validator?: ValidatorHalaman;
  /** Shown alone, without app bar and menu drawer: a screen for a waiting-room TV. */
  layarPenuh?: boolean;
  /**
   * Another spec route to the screen of the page at this path (spec §2 names both): it keeps
   * routing, but only that page has a menu entry, which lights up here too. Same access as it.
   */
  aliasDari?: string;
  /**
   * A former path of a screen, kept so old links and bookmarks still open: the shell replaces it
   * with this path (same `:param` names) in the address bar, so Back does not return to it.
   */
  pindahKe?: string;
}

// The front office admits and lists inpatients without reading the ward's charts (docs/ranap/admisi.md).
const RANAP_ATAU_ADMISI = anyOf(['ranap:read', 'ranap:admit']);

const h = (
  path: string,
  title: string,
  access: RouteAccess,
  modul: Modul,
  menu?: GrupMenu,
  extra?: Partial<Halaman>,
): Halaman => ({
  path,
  title,
  access,
  modul,
  ...(menu ? { menu } : {}),
  ...extra,
});

/**
 * Every route of spec §2 with its guard. Children (spec: "Children: /assesmen-igd/:id") are nested
 * under their parent's path, so the URL says where one is, and also routed at the spec's own path
 * with the same guard, so a link spelled as the spec spells it opens the same screen.
 */
export const HALAMAN: readonly Halaman[] = [
  // Beranda and public pages
  h('/', 'Beranda', 'authenticated', 'platform', 'Beranda', { icon: 'home' }),
  h('/developers', 'Referensi API', 'public', 'platform'),
  h('/tiket-pendaftaran', 'Tiket Pendaftaran', 'public', 'pasien'),
  h('/tilaka-verifikasi/:id', 'Verifikasi Tanda Tangan', 'public', 'esign'),
  // Screens of devices without a staff login: they present the device's own token (docs/perangkat.md).
  h('/anjungan', 'Anjungan Pendaftaran Mandiri', 'public', 'online', undefined, { layarPenuh: true }),
  h('/display-poli', 'Display Antrian Poliklinik', 'public', 'online', undefined, { layarPenuh: true }),
  // The QR code of resumes finalised before e-signatures: the same verification (docs/esign.md).
  h('/verifikasi/resume/:id', 'Verifikasi Resume Medis', 'public', 'esign'),

  // Administration and master data
  // Spec §2 "Dashboard": each role its own (ADMIN the system's, DOKTER the doctor's, MANAGEMENT and
  // DOD the hospital's; docs/dashboard.md).
  h(
    '/admin-dashboard',
    'Dashboard',
    anyOf(['admin.dashboard:read', 'dashboard.dokter:read', 'dashboard.rs:read']),
    'platform',
    // The drawer keeps Beranda for the home entry alone; a doctor finds it here too (docs/dashboard.md).
    'Administrasi',
    { icon: 'dashboard' },
  ),
  h('/kelola-akun', 'Kelola Akun', 'admin.akun:read', 'platform', 'Administrasi', {
    icon: 'manage_accounts',
  }),
  h('/log-activity', 'Log Aktivitas', 'admin.log:read', 'platform', 'Administrasi', { icon: 'history' }),
  // Not in the spec's list: the chained log's seals, opened from the activity log (ADMIN only).
  h('/log-activity/integritas', 'Integritas Log Aktivitas', 'admin.log:verify', 'platform'),
  h('/admin-dokteronline', 'Jadwal Dokter Online', 'admin.dokteronline:manage', 'online', 'Administrasi', {
    icon: 'event',
  }),
  h('/monitor-bridging', 'Monitor Bridging', 'outbox:read', 'online', 'Administrasi', { icon: 'sync_alt' }),
  h('/pengaturan-bridging', 'Pengaturan Bridging', 'integrasi:manage', 'online', 'Administrasi', {
    icon: 'settings_ethernet',
  }),
  h('/kelola-perangkat', 'Perangkat Anjungan & Display', 'perangkat:manage', 'online', 'Administrasi', {
    icon: 'devices',
  }),
  h('/admin-faskes', 'Profil Faskes', 'master.faskes:manage', 'master', 'Data Master', {
    icon: 'local_hospital',
  }),
  h('/kelola-karyawan', 'Karyawan', 'master.sdm:manage', 'master', 'Data Master', { icon: 'badge' }),
  h('/kelola-dokter/:username?', 'Data Dokter', 'master.sdm:manage', 'master', 'Data Master', {
    icon: 'medical_services',
  }),
  h('/kelola-perawat/:username?', 'Data Perawat', 'master.sdm:manage', 'master', 'Data Master', {
    icon: 'healing',
  }),
  h('/kelola-poli-klinik', 'Poliklinik', 'master.poli:manage', 'master', 'Data Master', {
    icon: 'meeting_room',
  }),
  // Not in the spec's list (spec §2 has no theatre master): docs/master.md "Kamar operasi".
  h('/kelola-kamar-operasi', 'Kamar Operasi', 'master.kamar-operasi:manage', 'master', 'Data Master', {
    icon: 'masks',
  }),
  h('/kelola-tindakan', 'Tindakan Medis', 'master.layanan:manage', 'master', 'Data Master', {
    icon: 'vaccines',
  }),
  h('/kelola-laboratorium', 'Tindakan Laboratorium', 'master.layanan:manage', 'master', 'Data Master', {
    icon: 'science',
  }),
  h('/kelola-radiologi', 'Tindakan Radiologi', 'master.layanan:manage', 'master', 'Data Master', {
    icon: 'monitor_heart',
  }),
  h('/organisasi', 'Organisasi', 'master.organisasi:manage', 'master', 'Data Master', {
    icon: 'corporate_fare',
  }),
  h('/lokasi', 'Lokasi', 'master.organisasi:manage', 'master', 'Data Master', { icon: 'place' }),
  h('/divisi', 'Divisi', 'master.organisasi:manage', 'master', 'Data Master', { icon: 'account_tree' }),
  h('/jabatan', 'Jabatan', 'master.organisasi:manage', 'master', 'Data Master', { icon: 'work' }),
  h('/unit', 'Unit', 'master.organisasi:manage', 'master', 'Data Master', { icon: 'apartment' }),
  h('/master/data', 'Bank & Asuransi', 'master.keuangan:manage', 'master', 'Data Master', {
    icon: 'account_balance',
    tabs: [
      { path: 'bank', title: 'Data Bank' },
      { path: 'asuransi', title: 'Data Asuransi' },
    ],
  }),

  // Patients, registration and care
  h('/pendaftaran', 'Pendaftaran', 'pendaftaran:write', 'pasien', 'Pendaftaran', { icon: 'how_to_reg' }),
  h(
    '/pendaftaran-pasien-baru/:id?',
    'Pendaftaran Pasien Baru',
    'pendaftaran:write',
    'pasien',
    'Pendaftaran',
    { icon: 'person_add' },
  ),
  h('/detailpendaftaran/:id', 'Detail Pendaftaran', 'pendaftaran:write', 'pasien'),
  h('/layanan-medis', 'Tambah Layanan Medis', 'pendaftaran:write', 'pasien', 'Pendaftaran', {
    icon: 'add_box',
  }),
  h('/tambah-layanan-medis/:id', 'Tambah Layanan Medis', 'pendaftaran:write', 'pasien'),
  h('/listpasien', 'Data Pasien', 'pasien:read', 'pasien', 'Pendaftaran', { icon: 'groups' }),
  h('/detailpasien/:id', 'Ubah Data Pasien', 'pasien:write', 'pasien'),
  h('/sep', 'Data SEP BPJS', 'sep:write', 'online', 'Pendaftaran', { icon: 'verified_user' }),
  h('/pasien-online', 'Pasien Online', 'pasien.online:read', 'online', 'Pendaftaran', { icon: 'cloud' }),
  h('/detail-pasien-online/:id', 'Detail Pasien Online', 'pasien.online:read', 'online'),
  h('/rm', 'Rekam Medis', 'rm:read', 'pasien', 'Pelayanan', { icon: 'folder_shared' }),
  // The coder's worklist and record completeness (docs/rekam-medis.md "Coding", "Record completeness").
  h('/koding-rm', 'Koding Rekam Medis', 'rm.koding:write', 'rekamMedis', 'Rekam Medis', {
    icon: 'fact_check',
  }),
  h('/koding-rm/:id', 'Koding Pelayanan', 'rm.koding:write', 'rekamMedis'),
  // BPJS claims (docs/casemix.md): the worklist, one claim, the returned ones, the month's margin.
  h('/klaim-bpjs', 'Klaim BPJS', 'casemix:read', 'casemix', 'Casemix', { icon: 'request_quote' }),
  h('/klaim-bpjs/:id', 'Detail Klaim BPJS', 'casemix:read', 'casemix'),
  h('/klaim-pending', 'Klaim Pending & Dispute', 'casemix:read', 'casemix', 'Casemix', {
    icon: 'pending_actions',
  }),
  h('/rekap-klaim', 'Rekap Tarif INA-CBG', 'casemix:read', 'casemix', 'Casemix', { icon: 'paid' }),
  h('/kelengkapan-rm', 'Kelengkapan Rekam Medis', 'rm.kelengkapan:read', 'rekamMedis', 'Rekam Medis', {
    icon: 'task_alt',
  }),
  // The record as a file: loans, release of information, retention (docs/rekam-medis.md).
  h('/peminjaman-rm', 'Peminjaman Berkas RM', 'rm.berkas:write', 'rekamMedis', 'Rekam Medis', {
    icon: 'inventory',
  }),
  h('/pelepasan-informasi-rm', 'Pelepasan Informasi RM', 'rm.berkas:write', 'rekamMedis', 'Rekam Medis', {
    icon: 'outbox',
  }),
  h('/retensi-rm', 'Retensi Rekam Medis', 'rm.berkas:write', 'rekamMedis', 'Rekam Medis', {
    icon: 'history',
  }),
  // Spec §2: "/list-pelayananmedis and /pasienterdaftar: clinic queue" — the clinic queue opened on
  // the doctor's worklist and read-only; one menu entry (Antrian Klinik) for the three.
  h('/list-pelayananmedis', 'Antrian Pelayanan Medis', 'poli.antrian:read', 'pasien', undefined, {
    aliasDari: '/list-antrian-klinik',
  }),
  h('/pasienterdaftar', 'Pasien Terdaftar', 'poli.antrian:read', 'pasien', undefined, {
    aliasDari: '/list-antrian-klinik',
  }),
  h('/list-antrian-klinik', 'Antrian Klinik', 'poli.antrian:read', 'pasien', 'Pelayanan', { icon: 'queue' }),
  h('/list-antrian-klinik/assesmen-medis/:id', 'Asesmen Medis', 'asesmen.medis:write', 'pasien'),
  h(
    '/list-antrian-klinik/assesmen-ulang-keperawatan/:id',
    'Asesmen Ulang Keperawatan',
    'asesmen.keperawatan:write',
    'pasien',
  ),
  h(
    '/list-antrian-klinik/keperawatan-poli/:id',
    'Asesmen Keperawatan Poli',
    'asesmen.keperawatan:write',
    'pasien',
  ),
  h(
    '/list-antrian-klinik/resume-medis/create/:type/:id',
    'Buat Resume Medis',
    'asesmen.medis:write',
    'pasien',
  ),
  h('/Asesmen-Awal-Medis/:id', 'Asesmen Awal Medis', 'asesmen.medis:write', 'pasien'),
  h('/resume-medis/list', 'Resume Medis', 'resume:read', 'pasien', 'Pelayanan', { icon: 'summarize' }),
  h('/resume-medis/detail/:type/:id', 'Detail Resume Medis', 'resume:read', 'pasien'),
  // The doubled path the shell used before; old links land on the spec's path (docs/rekam-medis.md).
  h(
    '/resume-medis/list/resume-medis/detail/:type/:id',
    'Detail Resume Medis',
    'resume:read',
    'pasien',
    undefined,
    {
      pindahKe: '/resume-medis/detail/:type/:id',
    },
  ),
  h('/list-hd', 'Hemodialisa Rawat Jalan', 'hd:read', 'pasien', 'Pelayanan', { icon: 'bloodtype' }),
  h('/list-hd/assesmen-medis/:id', 'Asesmen Medis HD', 'asesmen.medis:write', 'pasien'),
  h(
    '/list-hd/assesmen-ulang-keperawatan/:id',
    'Asesmen Ulang Keperawatan HD',
    'asesmen.keperawatan:write',
    'pasien',
  ),
  h('/list-hd/keperawatan-poli/:id', 'Asesmen Keperawatan HD', 'asesmen.keperawatan:write', 'pasien'),
  // The children exactly as spec §2 spells them, beside the nested twins, with the twins' guards.
  // /assesmen-medis/:id and /keperawatan-poli/:id are children of both the clinic and the HD queue:
  // the visit's clinic picks the form, as it does under either parent (docs/platform.md).
  h('/assesmen-medis/:id', 'Asesmen Medis', 'asesmen.medis:write', 'pasien'),
  h('/assesmen-ulang-keperawatan/:id', 'Asesmen Ulang Keperawatan', 'asesmen.keperawatan:write', 'pasien'),
  h('/keperawatan-poli/:id', 'Asesmen Keperawatan', 'asesmen.keperawatan:write', 'pasien'),
  h('/resume-medis/create/:type/:id', 'Buat Resume Medis', 'asesmen.medis:write', 'pasien'),
  h('/hd', 'Hemodialisa Rawat Inap', 'hd:read', 'ranap', 'Pelayanan', { icon: 'water_drop' }),
  // One inpatient HD session (docs/ranap/hd.md): the unit records it, the ward reads it.
  h('/hd/:id', 'Sesi Hemodialisa Rawat Inap', anyOf(['hd:read', 'ranap:read']), 'ranap'),

  // Emergency
  // The read-only emergency queue; the working queue /list-igd is its menu entry.
  h('/antrian-igd', 'Antrian IGD', 'igd.antrian:read', 'pasien', undefined, { aliasDari: '/list-igd' }),
  h('/list-igd', 'Antrian IGD', 'igd.antrian:read', 'pasien', 'Gawat Darurat', { icon: 'emergency' }),
  h('/list-igd/assesmen-igd/:id', 'Asesmen IGD', 'asesmen.medis:write', 'pasien'),
  h('/list-igd/keperawatan-igd/:id', 'Asesmen Keperawatan IGD', 'asesmen.keperawatan:write', 'pasien'),
  h('/assesmen-igd/:id', 'Asesmen IGD', 'asesmen.medis:write', 'pasien'),
  h('/keperawatan-igd/:id', 'Asesmen Keperawatan IGD', 'asesmen.keperawatan:write', 'pasien'),

  // Inpatient
  h('/rawat-inap', 'Ruang Rawat Inap', 'ranap:read', 'ranap', 'Rawat Inap', { icon: 'hotel' }),
  h('/rawat-inap/dashboard-inap/:id', 'Detail Pemeriksaan Rawat Inap', 'ranap:read', 'ranap'),
  // Spec §2 also names the bare /dashboard-inap/:id: the same screen, lit under Ruang Rawat Inap.
  h('/dashboard-inap/:id', 'Detail Pemeriksaan Rawat Inap', 'ranap:read', 'ranap', undefined, {
    aliasDari: '/rawat-inap',
  }),
  h('/listpasienrawatinap', 'Pasien Rawat Inap', 'ranap:read', 'ranap', 'Rawat Inap', {
    icon: 'airline_seat_flat',
  }),
  h('/pasien-rujuk-ranap', 'Rujukan ke Rawat Inap', RANAP_ATAU_ADMISI, 'ranap', 'Rawat Inap', {
    icon: 'transfer_within_a_station',
  }),
  h('/pasien-ranap', 'Daftar Pasien Rawat Inap', RANAP_ATAU_ADMISI, 'ranap', 'Rawat Inap', { icon: 'bed' }),
  h('/list-pasien-ranap', 'Pasien Selesai Rawat Inap', 'ranap:read', 'ranap', 'Rawat Inap', {
    icon: 'task_alt',
  }),
  h('/resume-medis-ranap/:id', 'Resume Medis Rawat Inap', 'ranap:read', 'ranap'),
  // The nutritionist's list of every ward's diets for a meal, with the requests to set (docs/ranap/gizi.md).
  h('/daftar-diet-ranap', 'Diet Pasien Rawat Inap', 'ranap.gizi:write', 'ranap', 'Rawat Inap', {
    icon: 'list_alt',
  }),
  // The nutritionist's worklist (screening, ADIME, diet, CPPT) and the screening coverage (docs/ranap/gizi.md).
  h('/gizi-ranap', 'Asuhan Gizi Rawat Inap', 'ranap.gizi.asesmen:write', 'ranap', 'Rawat Inap', {
    icon: 'restaurant_menu',
  }),
  h(
    '/cakupan-skrining-gizi',
    'Cakupan Skrining Gizi',
    anyOf(['ranap.gizi.asesmen:write', 'ranap.indikator:read']),
    'ranap',
    'Rawat Inap',
    { icon: 'assessment' },
  ),
  // The board opens to the ward's nurses and the admission desk too; its master tabs stay ranap.bed:manage.
  h(
    '/bed-management',
    'Manajemen Bed',
    { anyOf: ['ranap:read', 'ranap:admit', 'ranap.bed:manage'] },
    'ranap',
    'Rawat Inap',
    { icon: 'king_bed' },
  ),
  // The delivery room's list and one woman's record (docs/bersalin.md).
  h('/bersalin', 'Ruang Bersalin', 'bersalin:read', 'ranap', 'Rawat Inap', { icon: 'child_friendly' }),
  h('/bersalin/:id', 'Catatan Persalinan', 'bersalin:read', 'ranap'),
  h('/ruang-operasi', 'Ruang Operasi', 'operasi:read', 'ranap', 'Rawat Inap', { icon: 'masks' }),
  h('/ruang-operasi/:id', 'Detail Operasi', 'operasi:read', 'ranap'),
  // The recovery room's list and one record (docs/ranap/transisi.md).
  h('/transisi', 'Ruang Transisi', 'transisi:read', 'ranap', 'Rawat Inap', { icon: 'sync_alt' }),
  h('/transisi/:id', 'Catatan Ruang Transisi', 'transisi:read', 'ranap'),
  h('/sensus-harian-ranap', 'Sensus Harian Rawat Inap', 'ranap.indikator:read', 'ranap', 'Rawat Inap', {
    icon: 'fact_check',
  }),
  h('/indikator-ranap', 'Indikator Rawat Inap', 'ranap.indikator:read', 'ranap', 'Rawat Inap', {
    icon: 'insights',
  }),

  // Laboratory
  h('/list-labor', 'Antrian Laboratorium', 'labor.antrian:read', 'laboratorium', 'Laboratorium', {
    icon: 'biotech',
  }),
  h('/detail-labor/:id', 'Detail Laboratorium', 'labor.antrian:read', 'laboratorium'),
  h('/singlehasillabor/:id', 'Hasil Laboratorium', 'labor.hasil:read', 'laboratorium'),
  h('/hasil-labor', 'Hasil Laboratorium', 'labor.hasil:read', 'laboratorium', 'Laboratorium', {
    icon: 'fact_check',
  }),
  h('/paket-labor', 'Paket Laboratorium', 'labor.paket:manage', 'laboratorium', 'Laboratorium', {
    icon: 'inventory',
  }),

  // Radiology
  h('/list-radiologi', 'Antrian Radiologi', 'radiologi.antrian:read', 'radiologi', 'Radiologi', {
    icon: 'radiology',
  }),
  h('/detail-radiologi/:id', 'Detail Radiologi', 'radiologi.antrian:read', 'radiologi'),
  h('/hasil-radiologi/:id?', 'Hasil Radiologi', 'radiologi.hasil:read', 'radiologi', 'Radiologi', {
    icon: 'image_search',
  }),

  // Pharmacy (older group)
  // The older group's name for the pharmacy queue of /farmasi/antrian (same screen).
  h('/antrian-obat', 'Antrian Obat', 'farmasi.antrian:read', 'farmasi', undefined, {
    aliasDari: '/farmasi/antrian',
  }),
  h('/dashboard-obat', 'Dashboard Farmasi', 'farmasi.dashboard:read', 'farmasi', 'Farmasi', {
    icon: 'insights',
  }),
  h('/kelola-obat', 'Kelola Obat', 'farmasi.obat:manage', 'farmasi', 'Farmasi', {
    icon: 'medication_liquid',
  }),
  h('/detailpesanobat/:id', 'Detail Pesanan Obat', 'farmasi.antrian:read', 'farmasi'),
  h('/obat-mandiri', 'Pendaftaran Obat Mandiri', 'farmasi.mandiri:read', 'farmasi', 'Farmasi', {
    icon: 'storefront',
  }),
  h('/antrian-obat-mandiri', 'Antrian Obat Mandiri', 'farmasi.mandiri:read', 'farmasi', 'Farmasi', {
    icon: 'list_alt',
  }),
  h('/log-obat', 'Log Pengeluaran Obat', 'farmasi.laporan:read', 'farmasi', 'Farmasi', {
    icon: 'receipt_long',
  }),
  h(
    '/laporan-pengeluaran',
    'Laporan Pengeluaran Kasir Farmasi',
    'farmasi.pengeluaran:read',
    'farmasi',
    'Farmasi',
    { icon: 'request_quote' },
  ),
  h('/pengeluaran-obat', 'Pengeluaran Obat', 'farmasi.pengeluaran:read', 'farmasi', 'Farmasi', {
    icon: 'outbox',
  }),
  h('/laporan-obat', 'Laporan Produk', 'farmasi.laporan:read', 'farmasi', 'Farmasi', {
    icon: 'assessment',
    tabs: [
      { path: 'po', title: 'Purchase Order' },
      { path: 'gr', title: 'Goods Receipt' },
      { path: 'so', title: 'Stok Opname' },
      { path: 'mutasi_stock_gudang', title: 'Mutasi Stok Gudang' },
    ],
  }),

  // Pharmacy (newer group)
  // The same product list as Produk › Data Produk (docs/farmasi.md).
  h('/farmasi/manajemen', 'Manajemen Produk Farmasi', 'farmasi.obat:manage', 'farmasi', undefined, {
    aliasDari: '/produk',
  }),
  h('/produk', 'Produk', 'farmasi.obat:manage', 'farmasi', 'Farmasi', {
    icon: 'category',
    tabs: [
      { path: 'produk-data', title: 'Data Produk' },
      { path: 'produk-harga', title: 'Harga' },
      { path: 'produk-varian', title: 'Varian' },
      { path: 'produk-kategori', title: 'Kategori' },
      { path: 'produk-sediaan', title: 'Satuan' },
      { path: 'produk-supplier', title: 'Supplier' },
      { path: 'produk-lokasi', title: 'Lokasi' },
    ],
  }),
  h('/stok', 'Stok', 'farmasi.stok:read', 'farmasi', 'Farmasi', {
    icon: 'warehouse',
    validator: 'akses-lokasi-stok',
    tabs: [
      { path: 'stok-sr', title: 'Permintaan Stok (SR)' },
      { path: 'stok-pr', title: 'Permintaan Pembelian (PR)' },
      { path: 'stok-po', title: 'Pesanan Pembelian (PO)' },
      { path: 'stok-gr', title: 'Penerimaan Barang (GR)' },
    ],
  }),
  h('/kelas-terapi', 'Kelas Terapi', 'farmasi.obat:manage', 'farmasi', 'Farmasi', {
    icon: 'class',
    tabs: [
      { path: 'data', title: 'Kelas Terapi Obat' },
      { path: 'subject', title: 'Kelas Terapi Item' },
    ],
  }),
  h('/farmasi/antrian', 'Antrian Farmasi', 'farmasi.antrian:read', 'farmasi', 'Farmasi', {
    icon: 'pending_actions',
  }),
  h('/farmasi/master-paket-obat', 'Master Paket Obat', 'farmasi.obat:manage', 'farmasi', 'Farmasi', {
    icon: 'all_inbox',
  }),
  h('/farmasi/penjualan-mandiri', 'Penjualan Mandiri', 'farmasi.mandiri:read', 'farmasi', 'Farmasi', {
    icon: 'point_of_sale',
  }),
  // Opened on the TV with a display device's token, not a staff login (docs/perangkat.md).
  h('/farmasi/display-antrian', 'Display Antrian Farmasi', 'public', 'farmasi', undefined, {
    layarPenuh: true,
  }),

  // Cashier
  h('/antrian-kasir', 'Antrian Kasir', 'kasir.antrian:read', 'kasir', 'Kasir', { icon: 'payments' }),
  h('/antrian-kasir/:id', 'Detail Tagihan', 'kasir.antrian:read', 'kasir'),
  h('/dashboard-kasir', 'Dashboard Kasir', 'kasir.dashboard:read', 'kasir', 'Kasir', {
    icon: 'space_dashboard',
  }),
  h('/antrian-FEE', 'Fee Dokter', 'kasir.fee:read', 'kasir', 'Kasir', { icon: 'paid' }),
  h('/detailfee', 'Detail Fee', 'kasir.fee:read', 'kasir'),
  h('/kelola-fee', 'Kelola Fee Dokter', 'kasir.fee:manage', 'kasir', 'Kasir', { icon: 'tune' }),
  h('/laporan-kasir', 'Laporan Kasir', 'kasir.laporan:read', 'kasir', 'Kasir', { icon: 'summarize' }),
  h('/laporan-by-item', 'Laporan per Item', 'kasir.laporan:read', 'kasir', 'Kasir', { icon: 'list' }),
  h('/laporan-operasi', 'Laporan Operasi', 'kasir.laporan:read', 'kasir', 'Kasir', { icon: 'content_cut' }),
  h('/laporan-deposit', 'Laporan Deposit', 'kasir.laporan:read', 'kasir', 'Kasir', { icon: 'savings' }),
  h('/laporan-pasien', 'Laporan Pasien', 'kasir.laporan:read', 'kasir', 'Kasir', { icon: 'people' }),
  // Not in the spec's list: where ADMIN/MANAGEMENT set each cashier's discount limit (docs/kasir.md).
  h('/wewenang-kasir', 'Wewenang Diskon Kasir', 'kasir.wewenang:manage', 'kasir', 'Kasir', {
    icon: 'verified_user',
  }),

  // Letters: every role that reads them opens a letter; only those who write open a new one.
  h('/surat-keterangan', 'Surat Keterangan', 'surat:read', 'surat', 'Surat', { icon: 'description' }),
  h('/tambah-suket/:id', 'Tambah Surat Keterangan', 'surat:write', 'surat'),
  h('/edit-suket/:id', 'Ubah Surat Keterangan', 'surat:read', 'surat'),
  h('/surat-kontrol', 'Surat Kontrol', 'surat:read', 'surat', 'Surat', { icon: 'event_repeat' }),
  h('/tambah-kontrol/:id', 'Tambah Surat Kontrol', 'surat:write', 'surat'),
  h('/edit-kontrol/:id', 'Ubah Surat Kontrol', 'surat:read', 'surat'),
  h('/surat-kelahiran', 'Surat Kelahiran', 'surat:read', 'surat', 'Surat', { icon: 'child_care' }),
  h('/tambah-lahir/:id', 'Tambah Surat Kelahiran', 'surat:write', 'surat'),
  h('/edit-lahir/:id', 'Ubah Surat Kelahiran', 'surat:read', 'surat'),

  // The Ministry of Health's RL reports and the morbidity index (docs/laporan-rl.md).
  h('/laporan-rl', 'Laporan RL Kemenkes', 'laporan.rl:read', 'laporan', 'Laporan', { icon: 'assessment' }),
  h('/indeks-morbiditas', 'Indeks Morbiditas & Mortalitas', 'laporan.rl:read', 'laporan', 'Laporan', {
    icon: 'insights',
  }),

  // Electronic signature
  h(
    '/registrasi-tilaka',
    'Registrasi Tanda Tangan Elektronik',
    'esign:read',
    'esign',
    'Tanda Tangan Elektronik',
    { icon: 'draw' },
  ),
  h('/list-pengajuan-esign', 'Daftar Pengajuan E-Sign', 'esign:read', 'esign', 'Tanda Tangan Elektronik', {
    icon: 'approval',
  }),
  h('/dashboard-tilaka', 'Dashboard E-Sign', 'esign:read', 'esign', 'Tanda Tangan Elektronik', {
    icon: 'verified',
  }),
];
