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
    expect(titles('DOD')).toEqual(expect.arrayContaining(['Dashboard', 'Poliklinik', 'Antrian IGD']));
    expect(titles('APOTEKER')).toEqual(expect.arrayContaining(['Antrian Farmasi', 'Produk', 'Stok']));
    expect(titles('DOD')).not.toContain('Kelola Akun');
  });
  it('keeps accounts and the audit log to ADMIN and MANAGEMENT, the log seals to ADMIN', () => {
    for (const role of ROLES) {
      expect(can(role, 'admin.log:read')).toBe(role === 'ADMIN' || role === 'MANAGEMENT');
      expect(can(role, 'admin.akun:write')).toBe(role === 'ADMIN' || role === 'MANAGEMENT');
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
  it("routes the spec's own child paths with their nested twins' guards", () => {
    const kembar: [string, string[]][] = [
      ['/assesmen-igd/x', ['/list-igd/assesmen-igd/x']],
      ['/keperawatan-igd/x', ['/list-igd/keperawatan-igd/x']],
      ['/assesmen-medis/x', ['/list-antrian-klinik/assesmen-medis/x', '/list-hd/assesmen-medis/x']],
      [
        '/assesmen-ulang-keperawatan/x',
        ['/list-antrian-klinik/assesmen-ulang-keperawatan/x', '/list-hd/assesmen-ulang-keperawatan/x'],
      ],
      ['/keperawatan-poli/x', ['/list-antrian-klinik/keperawatan-poli/x', '/list-hd/keperawatan-poli/x']],
      ['/resume-medis/create/RJ/x', ['/list-antrian-klinik/resume-medis/create/RJ/x']],
      ['/resume-medis/detail/RJ/x', ['/resume-medis/list/resume-medis/detail/RJ/x']],
    ];
    for (const [spec, nested] of kembar) {
      const found = cariHalaman(spec);
      expect(found?.halaman.path, spec).toBe(spec.replace(/\/x$/, '/:id').replace('/RJ/', '/:type/'));
      expect(found?.params.id, spec).toBe('x');
      for (const n of nested) {
        expect(cariHalaman(n)?.halaman.access, n).toBe(found?.halaman.access);
        for (const role of ROLES) expect(bolehBuka(role, spec), `${role} ${spec}`).toBe(bolehBuka(role, n));
      }
    }
    // A doctor opens the doctor's forms, a nurse the nurse's, neither the other's.
    expect(bolehBuka('DOKTER', '/assesmen-medis/x')).toBe(true);
    expect(bolehBuka('DOKTER', '/keperawatan-poli/x')).toBe(false);
    expect(bolehBuka('POLI_HD', '/keperawatan-poli/x')).toBe(true);
    expect(bolehBuka('KASIR', '/resume-medis/detail/RJ/x')).toBe(false);
  });
  it('sends the doubled resume path on to the spec path, with the same guard', () => {
    const lama = cariHalaman('/resume-medis/list/resume-medis/detail/RI/abc');
    expect(lama?.halaman.pindahKe).toBe('/resume-medis/detail/:type/:id');
    expect(lama?.params).toEqual({ type: 'RI', id: 'abc' });
    expect(cariHalaman('/resume-medis/detail/RI/abc')?.halaman.pindahKe).toBeUndefined();
    for (const p of HALAMAN.filter((h) => h.pindahKe)) {
      const tujuan = HALAMAN.find((h) => h.path === p.pindahKe);
      expect(tujuan?.access, p.path).toBe(p.access);
      expect(p.menu, p.path).toBeUndefined();
    }
  });
  it('opens account management to ADMIN and MANAGEMENT (spec §6 "everything"), no one else', () => {
    expect(bolehBuka('MANAGEMENT', '/kelola-akun')).toBe(true);
    expect(can('MANAGEMENT', 'admin.akun:write')).toBe(true);
    const pengelola = ROLES.filter((r) => can(r, 'admin.akun:write'));
    expect([...pengelola].sort()).toEqual(['ADMIN', 'MANAGEMENT']);
  });
  it('links tabbed pages at their first tab and drops optional parameters', () => {
    const master = HALAMAN.find((p) => p.path === '/master/data');
    const dokter = HALAMAN.find((p) => p.path === '/kelola-dokter/:username?');
    expect(master && hrefHalaman(master)).toBe('/master/data/bank');
    expect(dokter && hrefHalaman(dokter)).toBe('/kelola-dokter');
  });
});
