import { describe, expect, it } from 'vitest';
import { HALAMAN } from './halaman.ts';
import { bolehBuka, cariHalaman, halamanMenu, hrefHalaman, jalurAwal, menuUntuk } from './menu.ts';
import { can, isAdmin, PERMISSIONS, ROLE_PERMISSIONS } from './permissions.ts';
import { ROLES } from './roles.ts';

const titles = (role: string) => menuUntuk(role).flatMap((g) => g.items.map((i) => i.title));

describe('menus of spec §6', () => {
  it('gives an unknown role an empty menu and Beranda as landing', () => {
    expect(menuUntuk('TUKANG_PARKIR')).toEqual([]);
    expect(menuUntuk(null)).toEqual([]);
    expect(jalurAwal('TUKANG_PARKIR')).toBe('/');
  });
  it('gives ADMIN every menu page, MANAGEMENT every one but the ADMIN-only settings', () => {
    const all = HALAMAN.filter((p) => p.menu && p.access !== 'authenticated').length;
    expect(titles('ADMIN')).toHaveLength(all);
    // Partners' credentials and device tokens are ADMIN's alone.
    expect(titles('MANAGEMENT')).toHaveLength(all - 2);
    expect(titles('MANAGEMENT')).not.toContain('Pengaturan Bridging');
    expect(titles('MANAGEMENT')).toContain('Monitor Bridging');
  });
  it('matches the role summaries of §6', () => {
    expect(menuUntuk('LABOR').map((g) => g.grup)).toEqual(['Laboratorium']);
    expect(titles('LABOR')).toContain('Antrian Laboratorium');
    expect(menuUntuk('RADIOLOGI').map((g) => g.grup)).toEqual(['Radiologi']);
    expect(menuUntuk('DOKTER_RADIOLOGI').map((g) => g.grup)).toEqual([
      'Radiologi',
      'Tanda Tangan Elektronik',
    ]);
    expect(menuUntuk('KASIR').map((g) => g.grup)).toEqual(['Data Master', 'Farmasi', 'Kasir']);
    expect(titles('KASIR')).toContain('Bank & Asuransi');
    // The pharmacy cashier's report and its expense book, and nothing else of the pharmacy.
    expect(
      menuUntuk('KASIR')
        .find((g) => g.grup === 'Farmasi')
        ?.items.map((i) => i.path),
    ).toEqual(['/laporan-pengeluaran', '/pengeluaran-obat']);
    expect(menuUntuk('IGD').map((g) => g.grup)).toEqual(['Pendaftaran', 'Pelayanan', 'Gawat Darurat']);
    expect(titles('IGD')).toContain('Rekam Medis');
    expect(menuUntuk('GUDANG').map((g) => g.grup)).toEqual(['Farmasi']);
    expect(titles('GUDANG')).toEqual(expect.arrayContaining(['Produk', 'Stok']));
    for (const r of ['POLI', 'TERAPIS', 'PSIKOLOG'])
      expect(menuUntuk(r).map((g) => g.grup)).toEqual(['Pendaftaran', 'Pelayanan', 'Surat']);
    expect(titles('PERAWAT')).toEqual(expect.arrayContaining(['Ruang Rawat Inap', 'Surat Keterangan']));
    expect(titles('DOD')).toEqual(expect.arrayContaining(['Dashboard Admin', 'Poliklinik', 'Antrian IGD']));
    expect(titles('APOTEKER')).toEqual(expect.arrayContaining(['Antrian Farmasi', 'Produk', 'Stok']));
    expect(titles('DOD')).not.toContain('Kelola Akun');
  });
  it('keeps accounts and the audit log to ADMIN and MANAGEMENT, account changes to ADMIN', () => {
    for (const role of ROLES) {
      expect(can(role, 'admin.log:read')).toBe(role === 'ADMIN' || role === 'MANAGEMENT');
      expect(can(role, 'admin.akun:write')).toBe(role === 'ADMIN');
      expect(can(role, 'admin.log:verify')).toBe(role === 'ADMIN');
      expect(bolehBuka(role, '/log-activity/integritas')).toBe(role === 'ADMIN');
    }
    expect(isAdmin('ADMIN')).toBe(true);
    expect(isAdmin('MANAGEMENT')).toBe(false);
  });
  it('lands every role on a page it may open, which is in its menu', () => {
    for (const role of ROLES) {
      const path = jalurAwal(role);
      expect(bolehBuka(role, path), role).toBe(true);
      expect(
        menuUntuk(role).flatMap((g) => g.items.map((i) => i.path)),
        role,
      ).toContain(path);
    }
    expect(jalurAwal('KASIR')).toBe('/antrian-kasir');
    expect(jalurAwal('DOKTER')).toBe('/list-antrian-klinik');
  });
  it('only grants permissions from the registry', () => {
    for (const list of Object.values(ROLE_PERMISSIONS))
      for (const p of list) expect(PERMISSIONS).toContain(p);
  });
});

describe('one menu entry per screen (issue 17 #11)', () => {
  // Spec routes that show one screen: the menu offers each group once, every path still routes.
  const SATU_LAYAR = [
    ['/list-antrian-klinik', '/list-pelayananmedis', '/pasienterdaftar'],
    ['/list-igd', '/antrian-igd'],
    ['/farmasi/antrian', '/antrian-obat'],
    ['/produk', '/farmasi/manajemen'],
  ];
  const layarEntri = (path: string) => {
    const h = cariHalaman(path)?.halaman;
    return h ? halamanMenu(h).path : path;
  };

  it('gives no role two entries for the same screen, nor two entries with the same title', () => {
    for (const role of ROLES) {
      const items = menuUntuk(role).flatMap((g) => g.items);
      const layar = items.map((i) => layarEntri(i.path));
      expect(new Set(layar).size, `${role}: ${layar.join(', ')}`).toBe(layar.length);
      const judul = items.map((i) => i.title);
      expect(new Set(judul).size, `${role}: ${judul.join(', ')}`).toBe(judul.length);
      for (const grup of SATU_LAYAR) {
        const entri = items.filter((i) => grup.includes(cariHalaman(i.path)?.halaman.path ?? i.path));
        expect(entri.length, `${role}: ${grup.join(' = ')}`).toBeLessThanOrEqual(1);
      }
    }
  });
  it('keeps every route of those screens open to the roles that see the entry', () => {
    for (const grup of SATU_LAYAR)
      for (const role of ROLES) {
        const boleh = grup.map((p) => bolehBuka(role, p));
        expect(new Set(boleh).size, `${role}: ${grup.join(', ')}`).toBe(1);
      }
    expect(titles('APOTEKER')).not.toContain('Antrian Obat');
    expect(titles('APOTEKER')).not.toContain('Manajemen Produk Farmasi');
    expect(titles('DOKTER')).not.toContain('Pasien Terdaftar');
    expect(titles('DOKTER')).not.toContain('Antrian Pelayanan Medis');
  });
  it('points every alias at a menu page of the same access', () => {
    const aliases = HALAMAN.filter((p) => p.aliasDari);
    expect(aliases.length).toBeGreaterThanOrEqual(5);
    for (const a of aliases) {
      const target = HALAMAN.find((p) => p.path === a.aliasDari);
      expect(target?.menu, a.path).toBeDefined();
      expect(target?.aliasDari, a.path).toBeUndefined();
      expect(target?.access, a.path).toBe(a.access);
      expect(a.menu, a.path).toBeUndefined();
    }
    const antrianObat = cariHalaman('/antrian-obat')?.halaman;
    expect(antrianObat && halamanMenu(antrianObat).path).toBe('/farmasi/antrian');
  });
});

describe('route guard', () => {
  it('matches parameters, optional segments, nested children and tabs', () => {
    expect(cariHalaman('/kelola-dokter')?.halaman.path).toBe('/kelola-dokter/:username?');
    expect(cariHalaman('/kelola-dokter/dr.andi')?.params).toEqual({ username: 'dr.andi' });
    expect(cariHalaman('/list-igd/assesmen-igd/42')?.halaman.title).toBe('Asesmen IGD');
    const tab = cariHalaman('/master/data/asuransi');
    expect(tab?.tab?.title).toBe('Data Asuransi');
    expect(cariHalaman('/master/data/xyz')?.tab).toBeNull();
    expect(cariHalaman('/master/data/xyz')?.subPath).toBe('xyz');
    expect(cariHalaman('/tidak-ada')).toBeNull();
  });
  it('refuses paths a role may not open and unknown paths', () => {
    expect(bolehBuka('DOKTER', '/kelola-akun')).toBe(false);
    expect(bolehBuka('ADMIN', '/kelola-akun')).toBe(true);
    expect(bolehBuka('ADMIN', '/tidak-ada')).toBe(false);
    expect(bolehBuka(null, '/developers')).toBe(true);
    expect(bolehBuka(null, '/')).toBe(false);
  });
  it('links tabbed pages at their first tab and drops optional parameters', () => {
    const master = HALAMAN.find((p) => p.path === '/master/data');
    const dokter = HALAMAN.find((p) => p.path === '/kelola-dokter/:username?');
    expect(master && hrefHalaman(master)).toBe('/master/data/bank');
    expect(dokter && hrefHalaman(dokter)).toBe('/kelola-dokter');
  });
});
