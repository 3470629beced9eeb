/// <reference types="fhir" />
import fs from 'node:fs';
import { Fhir } from 'fhir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, type TestApp, type TestAppOutbox } from '../../test/harness.ts';
import { location } from './fhir/lokasi.ts';
import { organizationUnit } from './fhir/organisasi.ts';
import { fasilitas } from './fhir/umum.ts';
import {
  buatKlienSatusehat,
  GalatSatusehat,
  type KlienSatusehat,
  klienSatusehat,
  lupakanTokenSatusehat,
} from './klien.ts';
import { mulaiSimulatorSatusehat, type SimulatorSatusehat } from './satusehat.simulator.ts';
import { SISTEM, SUMBER_SISTEM, sistemFasilitas } from './sistem.ts';

const fhir = new Fhir();
const sahFhir = (r: unknown) => fhir.validate(r as object, { errorOnUnexpected: true });
const NIK_PASIEN = '3171012345678901';
const NIK_DOKTER = '3171019876543210';

/** The error a call ends with (fails the test when it succeeds). */
async function galat(p: Promise<unknown>): Promise<GalatSatusehat> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof GalatSatusehat)) throw new Error(`GalatSatusehat diharapkan, didapat ${String(e)}`);
  return e;
}

const konfigurasi = (s: SimulatorSatusehat, rahasia = s.clientSecret) => ({
  url: s.url,
  authUrl: s.authUrl,
  clientId: s.clientId,
  clientSecret: rahasia,
  orgId: s.orgId,
});

async function ihsPasien(k: KlienSatusehat, nik = NIK_PASIEN): Promise<string> {
  const b = await k.cari('Patient', { identifier: `${SISTEM.nik}|${nik}` });
  return b.entry?.[0]?.resource?.id ?? '';
}

function kunjungan(orgId: string, pasien: string, nomor: string): fhir4.Encounter {
  return {
    resourceType: 'Encounter',
    identifier: [{ system: sistemFasilitas(orgId).encounter, value: nomor }],
    status: 'arrived',
    class: { system: SISTEM.actCode, code: 'AMB', display: 'ambulatory' },
    subject: { reference: `Patient/${pasien}` },
    period: { start: '2025-03-03T01:00:00+00:00' },
    statusHistory: [{ status: 'arrived', period: { start: '2025-03-03T01:00:00+00:00' } }],
  };
}

describe('SATUSEHAT client against the simulator', () => {
  let t: TestApp & TestAppOutbox;
  let sim: SimulatorSatusehat;
  let admin: string;
  const call = panggil(() => t);
  const pengaturan = (s: SimulatorSatusehat, lain: Record<string, unknown> = {}) => ({
    url: s.url,
    cons_id: s.clientId,
    aktif: true,
    rahasia: s.clientSecret,
    opsi: { auth_url: s.authUrl, organization_id: s.orgId },
    ...lain,
  });

  beforeAll(async () => {
    [t, sim] = await Promise.all([createTestApp(), mulaiSimulatorSatusehat()]);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await Promise.all([t?.close(), sim?.tutup()]);
  });

  it("tests the connection through the settings page's API, and says what is wrong", async () => {
    expect((await call('POST', '/integrasi/satusehat/uji', admin)).statusCode).toBe(409);
    const simpan = await call('PUT', '/integrasi/satusehat', admin, pengaturan(sim));
    expect(simpan.statusCode).toBe(200);
    expect(simpan.body).not.toContain(sim.clientSecret);

    const uji = await call('POST', '/integrasi/satusehat/uji', admin);
    expect(uji.statusCode).toBe(200);
    expect(uji.json().respon).toMatchObject({ berhasil: true, kode: '200', jumlah_poli: null });
    expect(uji.json().respon.pesan).toContain('RS Simulator Rawat');

    await call('PUT', '/integrasi/satusehat', admin, pengaturan(sim, { rahasia: 'salah' }));
    const salah = (await call('POST', '/integrasi/satusehat/uji', admin)).json().respon;
    expect(salah).toMatchObject({ berhasil: false, kode: '401' });
    expect(salah.pesan).toContain('client ID/secret');

    await call(
      'PUT',
      '/integrasi/satusehat',
      admin,
      pengaturan(sim, { opsi: { auth_url: sim.authUrl, organization_id: '999' } }),
    );
    const org = (await call('POST', '/integrasi/satusehat/uji', admin)).json().respon;
    expect(org).toMatchObject({ berhasil: false, kode: '404' });
    expect(org.pesan).toContain('ID organisasi 999');

    // Switched off: no client for the sender, but the connection test still runs.
    await call('PUT', '/integrasi/satusehat', admin, pengaturan(sim, { aktif: false }));
    const deps = { db: t.database.db, kunciInduk: t.kunciInduk };
    expect(await klienSatusehat(deps)).toBeNull();
    expect((await klienSatusehat(deps, { aktifSaja: false }))?.orgId).toBe(sim.orgId);
    expect((await call('POST', '/integrasi/satusehat/uji', admin)).json().respon.berhasil).toBe(true);
    await call('PUT', '/integrasi/satusehat', admin, pengaturan(sim));
  });

  it('fetches a token once, reuses it, and refreshes it once when SATUSEHAT refuses it', async () => {
    lupakanTokenSatusehat();
    const k = await klienSatusehat({ db: t.database.db, kunciInduk: t.kunciInduk });
    if (!k) throw new Error('klien');
    const awal = sim.statistik().token;
    await Promise.all([ihsPasien(k), k.baca('Organization', sim.orgId), ihsPasien(k, NIK_DOKTER)]);
    await k.baca('Organization', sim.orgId);
    expect(sim.statistik().token).toBe(awal + 1);

    sim.cabutToken();
    expect((await k.baca('Organization', sim.orgId)).id).toBe(sim.orgId);
    expect(sim.statistik().token).toBe(awal + 2);
  });

  it('finds patients and practitioners by NIK with stable IHS numbers; unknown NIKs find nothing', async () => {
    const k = buatKlienSatusehat(konfigurasi(sim));
    const b = await k.cari('Patient', { identifier: `${SISTEM.nik}|${NIK_PASIEN}` });
    expect(sahFhir(b)).toMatchObject({ valid: true });
    expect(b).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    const p = b.entry?.[0]?.resource as fhir4.Patient;
    expect(p.id).toMatch(/^P\d{11}$/);
    expect(p.identifier).toContainEqual({ use: 'official', system: SISTEM.ihs, value: p.id });

    // The same NIK gives the same number on another run of the simulator.
    const lain = await mulaiSimulatorSatusehat();
    try {
      expect(await ihsPasien(buatKlienSatusehat(konfigurasi(lain)))).toBe(p.id);
    } finally {
      await lain.tutup();
    }
    // SATUSEHAT's sandbox patient keeps the number SATUSEHAT's docs give it.
    expect(await ihsPasien(k, '9271060312000001')).toBe('P02478375538');

    const dokter = await k.cari('Practitioner', { identifier: `${SISTEM.nik}|${NIK_DOKTER}` });
    expect(dokter.entry?.[0]?.resource?.id).toMatch(/^N\d{11}$/);

    const tidak = await k.cari('Patient', { identifier: `${SISTEM.nik}|0000123456789012` });
    expect(tidak).toMatchObject({ total: 0 });
    expect(tidak.entry).toBeUndefined();
    expect(sahFhir(tidak)).toMatchObject({ valid: true });
  });

  it("creates, finds by our identifier, reads and replaces; refusals carry SATUSEHAT's words and are final", async () => {
    const k = buatKlienSatusehat(konfigurasi(sim));
    const pasien = await ihsPasien(k);
    const enc = kunjungan(k.orgId, pasien, 'KJ-0001');
    const { id } = await k.buat(enc);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const temu = await k.cari('Encounter', { identifier: `${sistemFasilitas(k.orgId).encounter}|KJ-0001` });
    expect(temu.entry?.map((e) => e.resource?.id)).toEqual([id]);
    const dibaca = (await k.baca('Encounter', id)) as fhir4.Encounter;
    expect(dibaca.meta?.lastUpdated).toBeTruthy();
    expect(sahFhir(dibaca)).toMatchObject({ valid: true });
    expect((await k.cari('Encounter', { subject: pasien })).total).toBe(1);

    await k.ganti({ ...dibaca, id, status: 'in-progress' });
    expect(sim.sumber().filter((r) => r.resourceType === 'Encounter')).toMatchObject([
      { id, status: 'in-progress' },
    ]);

    const dua = await galat(k.buat(enc));
    expect(dua).toMatchObject({ status: 400, ulangi: false });
    expect(dua.message).toMatch(/^SATUSEHAT menolak Encounter \(HTTP 400\): Duplicate Encounter/);
    expect(dua.outcome?.issue[0]?.code).toBe('duplicate');

    const sistemSalah = kunjungan(k.orgId, pasien, 'KJ-0002');
    sistemSalah.identifier = [{ system: 'http://rawat.local/kunjungan', value: 'KJ-0002' }];
    const salah = await galat(k.buat(sistemSalah));
    expect(salah).toMatchObject({ status: 400, ulangi: false });
    expect(salah.message).toContain(
      `Encounter.identifier.system must be ${sistemFasilitas(k.orgId).encounter}`,
    );

    const yatim: fhir4.Condition = {
      resourceType: 'Condition',
      code: { coding: [{ system: SISTEM.icd10, code: 'J06.9' }] },
      subject: { reference: `Patient/${pasien}` },
      encounter: { reference: 'Encounter/00000000-0000-0000-0000-000000000000' },
    };
    expect((await galat(k.buat(yatim))).message).toContain('not found');
    expect(await galat(k.baca('Encounter', 'tidak-ada'))).toMatchObject({ status: 404, ulangi: false });
    expect(await galat(k.ganti({ ...yatim, id: 'tidak-ada' }))).toMatchObject({ status: 404, ulangi: false });
    expect(sim.sumber()).toHaveLength(1);
  });

  it('takes a clinic as an Organization partOf the facility, and refuses what SATUSEHAT would', async () => {
    const k = buatKlienSatusehat(konfigurasi(sim));
    const f = fasilitas(k.orgId);
    const unit = organizationUnit(f, { uid: 'poli-anak', nama: 'Poli Anak' });
    const { id } = await k.buat(unit);
    const temu = await k.cari('Organization', { identifier: `${f.sistem.organization}|poli-anak` });
    expect(temu.entry?.map((e) => e.resource?.id)).toEqual([id]);
    expect(sahFhir(await k.baca('Organization', id))).toMatchObject({ valid: true });
    const ruang = location(f, { uid: 'poli-anak', nama: 'Poli Anak', keterangan: null, organisasi: { id } });
    expect((await k.buat(ruang)).id).toMatch(/^[0-9a-f-]{36}$/);

    const pesan = async (r: fhir4.FhirResource) => (await galat(k.buat(r))).message;
    const { partOf: _tanpaInduk, ...lepas } = unit;
    expect(await pesan(lepas)).toContain('Organization.partOf is required');
    const { active: _tanpaAktif, ...diam } = unit;
    expect(await pesan(diam)).toContain('Organization.active is required');
    expect(
      await pesan({ ...unit, identifier: [{ system: 'http://rawat.local/poli', value: 'x' }] }),
    ).toContain(`Organization.identifier.system must be ${f.sistem.organization}`);
    expect(
      await pesan({ ...ruang, managingOrganization: { reference: 'Organization/tidak-ada' } }),
    ).toContain('Referenced resource Organization/tidak-ada not found');
    expect(await pesan({ ...ruang, managingOrganization: { reference: `Location/${id}` } })).toContain(
      'Location.managingOrganization must reference an Organization',
    );
    // The visit belongs to the facility, never to one of its units.
    const enc = {
      ...kunjungan(k.orgId, await ihsPasien(k), 'KJ-UNIT'),
      serviceProvider: { reference: `Organization/${id}` },
    };
    expect(await pesan(enc)).toContain(`Encounter.serviceProvider must be Organization/${k.orgId}`);
  });

  it('counts 503, dropped connections, silence, 429 and refused credentials as worth retrying', async () => {
    const k = buatKlienSatusehat(konfigurasi(sim), 500);
    await k.baca('Organization', sim.orgId);

    sim.gangguan(1, 'GAGAL');
    expect(await galat(k.baca('Organization', sim.orgId))).toMatchObject({ status: 503, ulangi: true });
    sim.gangguan(1, 'PUTUS');
    expect(await galat(k.baca('Organization', sim.orgId))).toMatchObject({ status: null, ulangi: true });
    sim.gangguan(1, 'DIAM');
    const diam = await galat(k.baca('Organization', sim.orgId));
    expect(diam).toMatchObject({ status: null, ulangi: true });
    expect(diam.message).toContain('tidak menjawab');
    expect((await k.baca('Organization', sim.orgId)).id).toBe(sim.orgId);

    const sempit = await mulaiSimulatorSatusehat({ batasPerDetik: 2 });
    try {
      const ks = buatKlienSatusehat(konfigurasi(sempit));
      sempit.gangguan(1, 'GAGAL');
      expect(await galat(ks.baca('Organization', sempit.orgId))).toMatchObject({ status: 503, ulangi: true });
      const hasil = await Promise.allSettled(
        Array.from({ length: 6 }, () => ks.baca('Organization', sempit.orgId)),
      );
      const ditolak = hasil.flatMap((h) => (h.status === 'rejected' ? [h.reason as GalatSatusehat] : []));
      expect(ditolak.length).toBeGreaterThan(0);
      for (const g of ditolak) expect(g).toMatchObject({ status: 429, ulangi: true });

      const rahasiaSalah = buatKlienSatusehat(konfigurasi(sempit, 'salah'));
      await new Promise((r) => setTimeout(r, 1100));
      const tolak = await galat(rahasiaSalah.baca('Organization', sempit.orgId));
      expect(tolak).toMatchObject({ status: 401, ulangi: true });
      expect(tolak.message).toContain('either client_id or client_secret');
    } finally {
      await sempit.tutup();
    }
  });

  it('documents every identifier and code system it uses, with where SATUSEHAT says so', () => {
    const docs = fs.readFileSync(new URL('../../../../../docs/satusehat.md', import.meta.url), 'utf8');
    const fasilitas = sistemFasilitas('{org_id}');
    for (const [kunci, sistem] of [...Object.entries(SISTEM), ...Object.entries(fasilitas)]) {
      expect(docs, kunci).toContain(`\`${sistem}\``);
      expect(docs, kunci).toContain(
        SUMBER_SISTEM[kunci as keyof typeof SUMBER_SISTEM].replace(
          /^https:\/\/satusehat\.kemkes\.go\.id\/platform\/docs\/id/,
          '',
        ),
      );
    }
  });
});
