/// <reference types="fhir" />
import { Fhir } from 'fhir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp, type TestAppOutbox } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { stayUji } from '../ranap/ranap.factory.ts';
import { location } from './fhir/lokasi.ts';
import { fasilitas } from './fhir/umum.ts';
import { buatKlienSatusehat, lupakanTokenSatusehat } from './klien.ts';
import { buatPenentu } from './pengirim.rujukan.ts';
import { kunjunganLengkap, ok, siapkanMasterSatusehat } from './satusehat.factory.ts';
import { mulaiSimulatorSatusehat, type SimulatorSatusehat } from './satusehat.simulator.ts';
import { SISTEM } from './sistem.ts';

// A visit from registration to home, through the scan and the outbox, into the SATUSEHAT
// simulator: every resource once, in FHIR order, with SATUSEHAT down for a while in between.

let t: TestApp & TestAppOutbox;
let sim: SimulatorSatusehat;
let call: ReturnType<typeof pemanggil>;
let jam = JAM_SENIN;
const akun: Record<string, string> = {};
const uid: Record<string, string> = {};

/** The clock moves on a few minutes per step, as a morning at the clinic does. */
const nanti = (menit = 5) => {
  jam = new Date(jam.getTime() + menit * 60_000);
};

/** One round of what main.ts runs: the scan, then the outbox worker (retries due at once). */
async function putaran() {
  await t.pindaiSatusehat();
  await t.jalankanOutbox({ tundaMs: () => 0, batasWaktuMs: 3_000 });
}

const sumber = <T extends fhir4.FhirResource>(jenis: T['resourceType']) =>
  sim.sumber().filter((r): r is T => r.resourceType === jenis);
const pesan = (kunjunganUid: string) =>
  queryRows<{ kunci_unik: string; status: string; pesan_galat: string | null; percobaan: number }>(
    t,
    `select kunci_unik, status, pesan_galat, percobaan from outbox
      where mitra = 'SATUSEHAT' and kunci_urutan = 'ss:${kunjunganUid}' order by dibuat_pada`,
  );

/** How many resources of each type SATUSEHAT holds per identifier value (each must be 1). */
function perIdentifier(): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of sim.sumber()) {
    const ids = (r as { identifier?: fhir4.Identifier[] }).identifier ?? [];
    const i = ids[ids.length - 1];
    if (!i) continue;
    const k = `${r.resourceType} ${i.system}|${i.value}`;
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  return m;
}

beforeAll(async () => {
  [t, sim] = await Promise.all([createTestApp({ now: () => jam }), mulaiSimulatorSatusehat()]);
  lupakanTokenSatusehat();
  call = pemanggil(t);
  for (const r of ['admin', 'pendaftaran', 'poli', 'dokter', 'labor', 'apoteker']) akun[r] = await t.login(r);
  await ok(
    call('PUT', '/integrasi/satusehat', akun.admin, {
      url: sim.url,
      cons_id: sim.clientId,
      aktif: true,
      rahasia: sim.clientSecret,
      opsi: { auth_url: sim.authUrl, organization_id: sim.orgId },
    }),
  );
  Object.assign(uid, await siapkanMasterSatusehat(t, call, akun.apoteker ?? ''));
});
afterAll(async () => {
  await Promise.all([t?.close(), sim?.tutup()]);
});

describe('SATUSEHAT per visit, through the scan and the outbox', () => {
  it('sends a BPJS visit to SATUSEHAT in FHIR order, each resource once, the IHS number kept', async () => {
    const budi = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      penjamin: 'BPJS',
      nama: 'Budi Satusehat',
    });
    // Registered: the scan enqueues the arrival, the worker delivers it (Patient found by NIK).
    expect(await t.pindaiSatusehat()).toMatchObject({ diantrekan: 1 });
    await t.jalankanOutbox();
    expect(sumber<fhir4.Encounter>('Encounter').map((e) => e.status)).toEqual(['arrived']);
    const [ihs] = await queryRows<{ id_satusehat: string }>(
      t,
      `select id_satusehat from satusehat_id where jenis = 'Patient' and uid_lokal = '${budi.pasien_uid}'`,
    );
    expect(ihs?.id_satusehat).toMatch(/^P\d{11}$/);

    const { order, resep } = await kunjunganLengkap({ call, akun, uid, nanti }, budi, async () => undefined);
    await putaran();
    // A second scan finds nothing new: every message is already in the outbox.
    expect(await t.pindaiSatusehat()).toMatchObject({ diantrekan: 0 });

    const daftar = await pesan(budi.kunjungan_uid);
    expect(
      daftar.filter((p) => p.status !== 'TERKIRIM'),
      JSON.stringify(daftar),
    ).toEqual([]);
    // FHIR order: the Encounter first, its states in turn, the lab chain, the dispense, the end.
    const urutan = daftar.map((p) =>
      p.kunci_unik
        .split(':')
        .slice(0, 2)
        .join(':')
        .replace(/:[0-9a-f-]{36}$/, ''),
    );
    expect(urutan[0]).toBe('Encounter');
    expect(urutan.indexOf('ServiceRequest')).toBeLessThan(urutan.indexOf('Specimen'));
    expect(urutan.indexOf('Specimen')).toBeLessThan(urutan.indexOf('Observation:lab'));
    expect(urutan.indexOf('Observation:lab')).toBeLessThan(urutan.indexOf('DiagnosticReport'));
    expect(urutan.indexOf('MedicationRequest')).toBeLessThan(urutan.indexOf('MedicationDispense'));
    expect(daftar.at(-1)?.kunci_unik).toBe(`Encounter:${budi.layanan_uid}:finished`);

    const jumlah = (jenis: string) => sim.sumber().filter((r) => r.resourceType === jenis).length;
    expect(
      Object.fromEntries(
        [
          'Encounter',
          'Condition',
          'Observation',
          'Procedure',
          'Medication',
          'MedicationRequest',
          'MedicationDispense',
          'ServiceRequest',
          'Specimen',
          'DiagnosticReport',
          'Location',
          'Organization',
        ].map((j) => [j, jumlah(j)]),
      ),
    ).toEqual({
      Encounter: 1,
      Condition: 2,
      // Eight vital signs and two lab results.
      Observation: 10,
      Procedure: 1,
      Medication: 1,
      MedicationRequest: 1,
      MedicationDispense: 1,
      ServiceRequest: 2,
      // Hemoglobin from EDTA blood, glucose from serum.
      Specimen: 2,
      DiagnosticReport: 1,
      Location: 1,
      // Poli Umum as a unit of the facility (the facility's own Organization is SATUSEHAT's).
      Organization: 1,
    });
    expect([...perIdentifier().values()].every((n) => n === 1)).toBe(true);
    // What SATUSEHAT stored is valid FHIR R4 as it arrived.
    const fhir = new Fhir();
    for (const r of sim.sumber()) {
      const galat = fhir
        .validate(r, { errorOnUnexpected: true })
        .messages.filter((m) => m.severity === 'error');
      expect(galat, `${r.resourceType} ${JSON.stringify(galat)}`).toEqual([]);
    }

    // The clinic is an Organization partOf the facility and manages the clinic's Location; the
    // Encounter is still the facility's.
    const [poliUmum] = await queryRows<{ poli_uid: string }>(
      t,
      `select poli_uid from layanan where uid = '${budi.layanan_uid}'`,
    );
    const [unit] = sumber<fhir4.Organization>('Organization');
    expect(unit).toMatchObject({
      identifier: [
        { system: `http://sys-ids.kemkes.go.id/organization/${sim.orgId}`, value: poliUmum?.poli_uid },
      ],
      active: true,
      type: [{ coding: [{ code: 'dept' }] }],
      partOf: { reference: `Organization/${sim.orgId}` },
    });
    const [ruang] = sumber<fhir4.Location>('Location');
    expect(ruang?.managingOrganization?.reference).toBe(`Organization/${unit?.id}`);
    expect(
      await queryRows(
        t,
        `select jenis, id_satusehat from satusehat_id where uid_lokal = '${poliUmum?.poli_uid}' order by jenis`,
      ),
    ).toEqual([
      { jenis: 'Location', id_satusehat: ruang?.id },
      { jenis: 'Organization', id_satusehat: unit?.id },
    ]);

    const [e] = sumber<fhir4.Encounter>('Encounter');
    expect(e?.status).toBe('finished');
    expect(e?.location?.[0]?.location.reference).toBe(`Location/${ruang?.id}`);
    expect(e?.serviceProvider?.reference).toBe(`Organization/${sim.orgId}`);
    expect(e?.subject?.reference).toBe(`Patient/${ihs?.id_satusehat}`);
    expect(e?.identifier?.[0]?.value).toBe(budi.layanan_uid);
    expect(e?.statusHistory?.map((h) => h.status)).toEqual(['arrived', 'in-progress', 'finished']);
    const utama = sumber<fhir4.Condition>('Condition').find((c) => c.code?.coding?.[0]?.code === 'J06.9');
    expect(e?.diagnosis?.map((d) => [d.condition.reference, d.rank])).toEqual([
      [`Condition/${utama?.id}`, 1],
      [expect.stringMatching(/^Condition\//), 2],
    ]);
    const suhu = sumber<fhir4.Observation>('Observation').find((o) => o.code.coding?.[0]?.code === '8310-5');
    expect(suhu?.valueQuantity?.value).toBe(38.4);
    expect(suhu?.encounter?.reference).toBe(`Encounter/${e?.id}`);
    const hb = sumber<fhir4.Observation>('Observation').find((o) => o.code.coding?.[0]?.code === '718-7');
    expect(hb?.valueQuantity).toMatchObject({ value: 11.2, unit: 'g/dL' });
    const laporan = sumber<fhir4.DiagnosticReport>('DiagnosticReport')[0];
    expect(laporan?.identifier?.[0]?.value).toBe(order.nomor);
    expect(laporan?.result).toHaveLength(2);
    expect(laporan?.specimen).toHaveLength(2);
    const minta = sumber<fhir4.MedicationRequest>('MedicationRequest')[0];
    expect(minta?.identifier?.map((i) => i.value)).toEqual([resep.nomor, `${resep.nomor}-1`]);
    const serah = sumber<fhir4.MedicationDispense>('MedicationDispense')[0];
    expect(serah?.authorizingPrescription?.[0]?.reference).toBe(`MedicationRequest/${minta?.id}`);
    const obat = sumber<fhir4.Medication>('Medication')[0];
    expect(obat?.code?.coding?.[0]).toMatchObject({ system: SISTEM.kfa, code: '92001267' });
  });

  it('re-sending a delivery whose answer was lost finds it at SATUSEHAT instead of making another', async () => {
    const budi = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      status: 'ON_PROCESS',
      nama: 'Jawaban Hilang',
    });
    const pel = `/pelayanan/${budi.layanan_uid}`;
    await ok(call('POST', `${pel}/diagnosis`, akun.dokter, { kode_icd10: 'J06.9', jenis: 'UTAMA' }));
    await ok(call('POST', `${pel}/diagnosis`, akun.dokter, { kode_icd10: 'I10', jenis: 'SEKUNDER' }));
    await putaran();
    const sebelum = sim.sumber().length;
    // As if SATUSEHAT had stored the Condition and the Encounter but their answers never came back.
    await queryRows(
      t,
      `delete from satusehat_id where jenis in ('Condition', 'Encounter') and uid_lokal in (
         select uid::text from diagnosis where layanan_uid = '${budi.layanan_uid}' union select '${budi.layanan_uid}')`,
    );
    await queryRows(
      t,
      `update outbox set status = 'MENUNGGU', percobaan = case when kunci_unik like 'Encounter:%' then 0 else 1 end,
              coba_pada = now() - interval '1 day'
        where mitra = 'SATUSEHAT' and kunci_urutan = 'ss:${budi.kunjungan_uid}'
          and (kunci_unik like 'Condition:%' or kunci_unik = 'Encounter:${budi.layanan_uid}')`,
    );
    await t.jalankanOutbox();
    expect(sim.sumber().length).toBe(sebelum);
    const setelah = await pesan(budi.kunjungan_uid);
    expect(setelah.filter((p) => p.status !== 'TERKIRIM')).toEqual([]);
    // Found by our identifier: the Conditions on their retry, the Encounter on SATUSEHAT's "duplicate".
    const ditemukan = setelah.filter((p) => p.pesan_galat?.startsWith('sudah ada di SATUSEHAT'));
    expect(ditemukan.map((p) => p.kunci_unik.split(':')[0]).sort()).toEqual([
      'Condition',
      'Condition',
      'Encounter',
    ]);
    const pulih = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from satusehat_id where uid_lokal = '${budi.layanan_uid}' and jenis = 'Encounter'`,
    );
    expect(pulih[0]?.n).toBe(1);
  });

  it('with SATUSEHAT failing for a while loses nothing and sends nothing twice', async () => {
    const sebelum = sim.sumber().length;
    const siti = await siapkanLayanan(t, akun.pendaftaran ?? '', { nama: 'Siti Gangguan' });
    // Down: 503s and dropped connections, for longer than the whole visit's scans and rounds.
    sim.gangguan(1_000, 'CAMPUR');
    await putaran();
    await kunjunganLengkap({ call, akun, uid, nanti }, siti, putaran);
    for (let i = 0; i < 3; i++) await putaran();
    expect(sim.sumber().length).toBe(sebelum);
    const menunggu = await pesan(siti.kunjungan_uid);
    expect(menunggu.length).toBeGreaterThan(20);
    expect(menunggu.every((p) => p.status === 'MENUNGGU')).toBe(true);
    expect(menunggu[0]?.percobaan).toBeGreaterThan(0);

    // Up again: everything arrives, once.
    sim.gangguan(0);
    await putaran();
    await putaran();
    const akhir = await pesan(siti.kunjungan_uid);
    expect(
      akhir.filter((p) => p.status !== 'TERKIRIM'),
      JSON.stringify(akhir),
    ).toEqual([]);
    expect(akhir.length).toBe(menunggu.length);
    expect(sim.sumber().length - sebelum).toBe(
      // Encounter, 2 Conditions, 8 vitals + 2 lab results, Procedure, Medication, request and
      // dispense, 2 ServiceRequests, 2 Specimens, the report; the clinic's Organization and
      // Location exist already.
      1 + 2 + 10 + 1 + 3 + 2 + 2 + 1,
    );
    // Another visit to the same clinic made no second unit Organization nor Location.
    expect([sumber('Organization').length, sumber('Location').length]).toEqual([1, 1]);
    expect([...perIdentifier().entries()].filter(([, n]) => n !== 1)).toEqual([]);
    const e = sumber<fhir4.Encounter>('Encounter').find((x) => x.identifier?.[0]?.value === siti.layanan_uid);
    expect(e?.statusHistory?.map((h) => h.status)).toEqual(['arrived', 'in-progress', 'finished']);
  });

  it('moves a Location made before clinics had an Organization under its clinic, once', async () => {
    const k = buatKlienSatusehat({
      url: sim.url,
      authUrl: sim.authUrl,
      clientId: sim.clientId,
      clientSecret: sim.clientSecret,
      orgId: sim.orgId,
    });
    const f = fasilitas(sim.orgId);
    const [gigi, kulit] = await queryRows<{ uid: string; nama: string }>(
      t,
      `insert into poli (kode, nama, prefix_antrian) values ('SSGIGI', 'Poli Gigi SS', 'SG'), ('SSKULIT', 'Poli Kulit SS', 'SK')
       returning uid, nama`,
    );
    if (!gigi || !kulit) throw new Error('poli');
    // As an earlier Rawat sent them: managed by the facility, one recorded, one whose id was lost.
    const lama = async (p: { uid: string; nama: string }) => {
      const r = location(f, { uid: p.uid, nama: p.nama, keterangan: null, organisasi: { id: sim.orgId } });
      return (await k.buat(r)).id;
    };
    const lokasiGigi = await lama(gigi);
    await queryRows(
      t,
      `insert into satusehat_id (jenis, uid_lokal, id_satusehat) values ('Location', '${gigi.uid}', '${lokasiGigi}')`,
    );
    const lokasiKulit = await lama(kulit);
    const sebelum = sim.sumber().length;

    // Two visits' messages at once, as the outbox worker sends them.
    const db = t.database.db;
    const [a, b] = await Promise.all([
      buatPenentu(db, k).lokasi(gigi.uid),
      buatPenentu(db, k).lokasi(gigi.uid),
    ]);
    expect([a.id, b.id]).toEqual([lokasiGigi, lokasiGigi]);
    expect((await buatPenentu(db, k).lokasi(kulit.uid)).id).toBe(lokasiKulit);

    const unit = (p: { uid: string }) =>
      sumber<fhir4.Organization>('Organization').filter((o) => o.identifier?.[0]?.value === p.uid);
    const ruang = (id: string) => sumber<fhir4.Location>('Location').find((l) => l.id === id);
    for (const [p, id] of [
      [gigi, lokasiGigi],
      [kulit, lokasiKulit],
    ] as const) {
      expect(unit(p)).toHaveLength(1);
      expect(unit(p)[0]?.partOf?.reference).toBe(`Organization/${sim.orgId}`);
      expect(ruang(id)?.managingOrganization?.reference).toBe(`Organization/${unit(p)[0]?.id}`);
    }
    // Two Organizations created, the two Locations replaced in place.
    expect(sim.sumber().length).toBe(sebelum + 2);
    const [n] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from satusehat_id where jenis in ('Organization', 'Location')
          and uid_lokal in ('${gigi.uid}', '${kulit.uid}')`,
    );
    expect(n?.n).toBe(4);
    // Once: the next message at the clinic sends nothing more.
    const { fhir: panggilan } = sim.statistik();
    await buatPenentu(db, k).lokasi(gigi.uid);
    expect(sim.statistik().fhir).toBe(panggilan);
  });

  it('refuses a patient without NIK with what to fix; the visit waits and goes once fixed and re-sent', async () => {
    const tanpa = await siapkanLayanan(t, akun.pendaftaran ?? '', { nama: 'Tanpa NIK' });
    await queryRows(t, `update pasien set nik = null where uid = '${tanpa.pasien_uid}'`);
    await ok(call('POST', `/antrian/${tanpa.antrian_uid}/panggil`, akun.poli));
    await putaran();
    const [datang, dilayani] = await pesan(tanpa.kunjungan_uid);
    expect(datang).toMatchObject({
      status: 'GAGAL',
      pesan_galat:
        'Pasien Tanpa NIK 1 belum punya NIK yang sah: isi NIK di data pasien, lalu kirim ulang pesan ini',
    });
    // What follows in the visit waits behind it rather than failing on its own.
    expect(dilayani).toMatchObject({ status: 'MENUNGGU', percobaan: 0 });

    await queryRows(t, `update pasien set nik = '3273024503920001' where uid = '${tanpa.pasien_uid}'`);
    const [baris] = await queryRows<{ uid: string }>(
      t,
      `select uid from outbox where kunci_unik = 'Encounter:${tanpa.layanan_uid}'`,
    );
    await ok(call('POST', '/outbox/kirim-ulang', akun.admin, { uid: [baris?.uid] }));
    await putaran();
    expect((await pesan(tanpa.kunjungan_uid)).map((p) => p.status)).toEqual(['TERKIRIM', 'TERKIRIM']);
  });

  it('keeps a stay longer than the scan’s 7 days in it: admitted 20 days ago, still sent', async () => {
    const s = await stayUji(t, akun.pendaftaran ?? '', {
      nama: 'Rawat Lama',
      masuk: '2029-12-18T10:00:00+07:00',
    });
    await queryRows(t, `update kunjungan set tanggal = '2029-12-18' where uid = '${s.kunjungan_uid}'`);
    await putaran();
    const enc = sumber<fhir4.Encounter>('Encounter').find((e) =>
      e.identifier?.some((i) => i.value === s.layanan_uid),
    );
    expect(enc?.class.code).toBe('IMP');
    expect(enc?.status).toBe('in-progress');
    // The ward it lies in, since admission, managed by the inpatient unit's own Organization.
    const [tempat] = enc?.location ?? [];
    expect(Date.parse(tempat?.period?.start ?? '')).toBe(Date.parse('2029-12-18T10:00:00+07:00'));
    const bangsal = sumber<fhir4.Location>('Location').find(
      (l) => `Location/${l.id}` === tempat?.location.reference,
    );
    expect(bangsal?.physicalType?.coding?.[0]?.code).toBe('wa');
    const unit = sumber<fhir4.Organization>('Organization').find(
      (o) => `Organization/${o.id}` === bangsal?.managingOrganization?.reference,
    );
    expect(unit?.name).toBe('Rawat Inap');
    expect(unit?.partOf?.reference).toBe(`Organization/${sim.orgId}`);
  });

  it('refuses a drug without KFA code naming Master Obat, and scans nothing while SATUSEHAT is off', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Tanpa KFA' });
    const [amox] = await queryRows<{ uid: string }>(
      t,
      "select uid from farmasi_produk where kode = 'AMOX500'",
    );
    await ok(
      call('POST', `/pelayanan/${l.layanan_uid}/resep`, akun.dokter, {
        detail: [
          {
            jenis: 'NON_RACIKAN',
            config: { position: 1 },
            produk_uid: amox?.uid,
            jumlah: 10,
            aturan_pakai: '3 x 1',
          },
        ],
      }),
    );
    await putaran();
    const gagal = (await pesan(l.kunjungan_uid)).find((p) => p.kunci_unik.startsWith('MedicationRequest:'));
    expect(gagal).toMatchObject({
      status: 'GAGAL',
      pesan_galat:
        'Obat Amoksisilin 500 mg Kapsul (AMOX500) belum punya Kode KFA: isi di Master Obat, lalu kirim ulang pesan ini',
    });

    await ok(
      call('PUT', '/integrasi/satusehat', akun.admin, {
        url: sim.url,
        cons_id: sim.clientId,
        aktif: false,
        opsi: { auth_url: sim.authUrl, organization_id: sim.orgId },
      }),
    );
    await siapkanLayanan(t, akun.pendaftaran ?? '', { nama: 'Saat Nonaktif' });
    expect(await t.pindaiSatusehat()).toEqual({ calon: 0, diantrekan: 0 });
  });
});
