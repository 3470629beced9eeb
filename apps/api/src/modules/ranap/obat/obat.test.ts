import { usulJamDariSigna } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { buatOrderUji, uidKode } from '../../penunjang/penunjang.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// Orders on a stay priced at the bed's class of the moment, and the medication administration
// record (docs/ranap/obat.md). The clock moves through SENIN (2030-01-07) as the cases need.

let jam = JAM_SENIN;
let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let stay: StayUji;
let stayMar: StayUji;
const hitung = async (tabel: string, syarat: string) =>
  (await queryRows<{ n: number }>(t, `select count(*)::int as n from ${tabel} where ${syarat}`))[0]?.n;
const WIB = (hhmm: string, tanggal = '2030-01-07') => new Date(`${tanggal}T${hhmm}:00+07:00`);

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'perawat', 'labor', 'kasir', 'poli', 'apoteker'])
    akun[r] = await t.login(r);
  stay = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_1', nama: 'Kelas Satu' });
  stayMar = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_2', nama: 'Mar Pasien' });
});
afterAll(() => t.close());

async function tarif(jenis: string, itemUid: string, kelas: string): Promise<number> {
  const [r] = await queryRows<{ jumlah: string }>(
    t,
    `select jumlah from tarif where jenis_item = '${jenis}' and item_uid = '${itemUid}' and penjamin = 'UMUM'
      and kelas = '${kelas}' order by berlaku_mulai desc limit 1`,
  );
  return Number(r?.jumlah);
}

describe('orders on a stay, priced at the class of the bed at that moment', () => {
  it('a procedure and a lab order on a Kelas 1 stay cost Kelas 1 prices, after a transfer the new class', async () => {
    jam = WIB('11:00');
    const pilihan = await call(
      'GET',
      `/pelayanan/${stay.layanan_uid}/tindakan/pilihan?limit=50`,
      akun.dokter,
    );
    expect(pilihan.statusCode).toBe(200);
    const tin = pilihan.json().respon.find((p: { harga: number | null }) => p.harga !== null);
    expect(tin).toBeTruthy();
    expect(tin.harga).toBe(await tarif('TINDAKAN', tin.uid, 'KELAS_1'));
    const hb = await uidKode(t, 'pemeriksaan_lab', 'HB');
    const katalog = await call(
      'GET',
      `/pelayanan/${stay.layanan_uid}/order/katalog?jenis=LABOR`,
      akun.dokter,
    );
    const itemHb = katalog
      .json()
      .respon.kelompok.flatMap((k: { items: { uid: string; harga: number }[] }) => k.items)
      .find((i: { uid: string }) => i.uid === hb);
    expect(itemHb.harga).toBe(await tarif('LAB', hb, 'KELAS_1'));

    const tindakan = async () => {
      const r = await call('POST', `/pelayanan/${stay.layanan_uid}/tindakan`, akun.dokter, {
        tindakan_uid: tin.uid,
        jumlah: 1,
      });
      expect(r.statusCode).toBe(201);
      return r.json().respon.harga_satuan as number;
    };
    const lab = async () => {
      const o = await buatOrderUji(t, akun.dokter ?? '', stay.layanan_uid, {
        jenis: 'LABOR',
        items: [{ pemeriksaan_lab_uid: hb }],
      });
      expect((await call('POST', `/labor/${o.uid}/sampel`, akun.labor, {})).statusCode).toBe(200);
      const [x] = await queryRows<{ kelas: string; harga_satuan: number }>(
        t,
        `select t.kelas, t.harga_satuan::int as harga_satuan from transaksi t join order_item i on i.uid = t.sumber_uid
          where t.sumber = 'order_item' and i.order_uid = '${o.uid}'`,
      );
      return x;
    };
    expect(await tindakan()).toBe(await tarif('TINDAKAN', tin.uid, 'KELAS_1'));
    expect(await lab()).toEqual({
      kelas: 'KELAS_1',
      harga_satuan: await tarif('LAB', hb, 'KELAS_1'),
    });

    // Moved to a Kelas 3 bed at 12:00 WIB: the afternoon's orders take Kelas 3 prices.
    await queryRows(
      t,
      `with tutup as (update rawat_inap set keluar_pada = '2030-01-07T05:00:00Z', sebab_keluar = 'PINDAH'
                       where uid = '${stay.rawat_inap_uid}' returning perawatan_inap_uid, layanan_uid, pasien_uid)
       insert into rawat_inap (perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid, bed_uid, kelas, kelas_tagih, masuk_pada)
       select tutup.perawatan_inap_uid, tutup.layanan_uid, tutup.pasien_uid, b.ruangan_uid, b.kamar_uid, b.uid, r.kelas, r.kelas,
              '2030-01-07T05:00:00Z'
         from tutup, bed b join ruangan r on r.uid = b.ruangan_uid
        where r.kelas = 'KELAS_3' and r.jenis = 'BANGSAL' and b.status = 'KOSONG' limit 1`,
    );
    jam = WIB('13:00');
    expect(await tindakan()).toBe(await tarif('TINDAKAN', tin.uid, 'KELAS_3'));
    expect(await lab()).toEqual({
      kelas: 'KELAS_3',
      harga_satuan: await tarif('LAB', hb, 'KELAS_3'),
    });
    const kelas = await queryRows<{ kelas: string }>(
      t,
      `select kelas from transaksi where layanan_uid = '${stay.layanan_uid}' and sumber = 'tindakan_layanan' order by created_at`,
    );
    expect(kelas.map((k) => k.kelas)).toEqual(['KELAS_1', 'KELAS_3']);
    // The ward's view of those charges, newest first, each with its class.
    const biaya = await call('GET', `/ranap/perawatan/${stay.layanan_uid}/biaya-order`, akun.perawat);
    expect(biaya.statusCode).toBe(200);
    expect(biaya.json().respon.map((b: { jenis: string; kelas: string }) => b.kelas)).toEqual([
      'KELAS_3',
      'KELAS_3',
      'KELAS_1',
      'KELAS_1',
    ]);
  });
});

describe('the times a signa proposes', () => {
  it('reads doses a day and intervals', () => {
    expect(usulJamDariSigna('3x1')).toEqual(['06:00', '14:00', '22:00']);
    expect(usulJamDariSigna('3 x 1 sesudah makan')).toEqual(['06:00', '14:00', '22:00']);
    expect(usulJamDariSigna('2x1')).toEqual(['06:00', '18:00']);
    expect(usulJamDariSigna('1x1')).toEqual(['06:00']);
    expect(usulJamDariSigna('tiap 8 jam')).toEqual(['06:00', '14:00', '22:00']);
    expect(usulJamDariSigna('bila perlu')).toEqual(['06:00']);
  });
});

describe('the medicine plan and the administration record', () => {
  const rencana = (body: object, cookie = akun.dokter) =>
    call('POST', `/ranap/perawatan/${stayMar.layanan_uid}/rencana-obat`, cookie, body);
  const beri = (body: object, cookie = akun.perawat) =>
    call('POST', `/ranap/perawatan/${stayMar.layanan_uid}/pemberian-obat`, cookie, body);
  const mar = (tanggal = '2030-01-07', cookie = akun.perawat) =>
    call('GET', `/ranap/perawatan/${stayMar.layanan_uid}/mar?tanggal=${tanggal}`, cookie);
  const dasar = {
    nama_obat: 'Ceftriaxone 1 g',
    dosis: '1 g',
    rute: 'IV',
    jam: ['14:00', '06:00', '22:00'],
    mulai: '2030-01-07',
  };

  it('plans from a prescription line with the times its signa proposes', async () => {
    jam = WIB('09:00');
    const [p] = await queryRows<{ uid: string }>(t, "select uid from farmasi_produk where kode = 'PCT500'");
    const r = await call('POST', `/pelayanan/${stayMar.layanan_uid}/resep`, akun.dokter, {
      detail: [
        {
          jenis: 'NON_RACIKAN',
          config: { position: 1 },
          produk_uid: p?.uid,
          jumlah: 10,
          aturan_pakai: '2 x 1',
        },
      ],
    });
    expect(r.statusCode).toBe(201);
    const baris = await call('GET', `/ranap/perawatan/${stayMar.layanan_uid}/resep-baris`, akun.perawat);
    expect(baris.statusCode).toBe(200);
    const b = baris.json().respon[0];
    expect(b).toMatchObject({
      aturan_pakai: '2 x 1',
      usulan_jam: ['06:00', '18:00'],
      rencana_obat_uid: null,
    });
    const dibuat = await rencana({
      resep_detail_uid: b.resep_detail_uid,
      dosis: '500 mg',
      rute: 'Oral',
      jam: b.usulan_jam,
      mulai: '2030-01-07',
    });
    expect(dibuat.statusCode).toBe(201);
    expect(dibuat.json().respon).toMatchObject({
      nama_obat: b.nama_obat,
      produk_uid: p?.uid,
      jam: ['06:00', '18:00'],
    });
    const lagi = await call('GET', `/ranap/perawatan/${stayMar.layanan_uid}/resep-baris`, akun.perawat);
    expect(lagi.json().respon[0].rencana_obat_uid).toBe(dibuat.json().respon.uid);
    // The same line planned twice while running: 409.
    const dua = await rencana({
      resep_detail_uid: b.resep_detail_uid,
      dosis: '500 mg',
      rute: 'Oral',
      jam: ['06:00'],
      mulai: '2030-01-07',
    });
    expect(dua.statusCode).toBe(409);
  });

  it('shows each dose of the day with its state, late ones marked, and records each dose once', async () => {
    jam = WIB('09:00');
    const r = await rencana(dasar);
    expect(r.statusCode).toBe(201);
    const plan = r.json().respon;
    expect(plan.jam).toEqual(['06:00', '14:00', '22:00']);

    const hari = (await mar()).json().respon;
    const baris = hari.baris.find((x: { rencana: { uid: string } }) => x.rencana.uid === plan.uid);
    expect(
      baris.dosis.map((d: { jam: string; status: string; terlambat: boolean }) => [
        d.jam,
        d.status,
        d.terlambat,
      ]),
    ).toEqual([
      ['06:00', 'BELUM', true],
      ['14:00', 'BELUM', false],
      ['22:00', 'BELUM', false],
    ]);

    const jam6 = WIB('06:00').toISOString();
    // A reason is needed to delay or skip; nothing is written without one.
    const sebelum = await countRows(t, 'pemberian_obat');
    expect(
      (await beri({ rencana_obat_uid: plan.uid, jadwal_pada: jam6, status: 'DITUNDA' })).statusCode,
    ).toBe(400);
    expect(
      (await beri({ rencana_obat_uid: plan.uid, jadwal_pada: jam6, status: 'TIDAK_DIBERIKAN', alasan: ' ' }))
        .statusCode,
    ).toBe(400);
    // A time the plan does not schedule, or a moment not on the minute.
    expect(
      (
        await beri({
          rencana_obat_uid: plan.uid,
          jadwal_pada: WIB('07:00').toISOString(),
          status: 'DIBERIKAN',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await beri({
          rencana_obat_uid: plan.uid,
          jadwal_pada: WIB('06:00', '2030-01-06').toISOString(),
          status: 'DIBERIKAN',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await beri({ rencana_obat_uid: plan.uid, jadwal_pada: 'kemarin', status: 'DIBERIKAN' })).statusCode,
    ).toBe(400);
    expect(await countRows(t, 'pemberian_obat')).toBe(sebelum);

    // Delayed (patient vomiting), then given: the delay stays in the history.
    const tunda = await beri({
      rencana_obat_uid: plan.uid,
      jadwal_pada: jam6,
      status: 'DITUNDA',
      alasan: 'Pasien muntah',
    });
    expect(tunda.statusCode).toBe(201);
    expect(tunda.json().respon).toMatchObject({
      status: 'DITUNDA',
      terlambat: true,
      catatan: { alasan: 'Pasien muntah' },
    });
    const diberi = await beri({ rencana_obat_uid: plan.uid, jadwal_pada: jam6, status: 'DIBERIKAN' });
    expect(diberi.statusCode).toBe(201);
    expect(diberi.json().respon).toMatchObject({ status: 'DIBERIKAN', terlambat: false });
    expect(diberi.json().respon.catatan.diberikan_pada).toBe(WIB('09:00').toISOString());
    expect(diberi.json().respon.riwayat.map((c: { status: string }) => c.status)).toEqual([
      'DITUNDA',
      'DIBERIKAN',
    ]);
    // Once given, it is not recorded again (nor marked not given).
    const lagi = await beri({ rencana_obat_uid: plan.uid, jadwal_pada: jam6, status: 'DIBERIKAN' });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('obat.dosis_sudah_dicatat');
    expect(
      (
        await beri({
          rencana_obat_uid: plan.uid,
          jadwal_pada: jam6,
          status: 'TIDAK_DIBERIKAN',
          alasan: 'Salah',
        })
      ).statusCode,
    ).toBe(409);
    // Not before its hour: 14:00 cannot be given at 09:00 (a wrong column), from 13:00 it can.
    const jam14 = WIB('14:00').toISOString();
    const awal = await beri({ rencana_obat_uid: plan.uid, jadwal_pada: jam14, status: 'DIBERIKAN' });
    expect(awal.statusCode).toBe(400);
    jam = WIB('13:05');
    for (const r of ['perawat', 'dokter']) akun[r] = await t.login(r);
    // Two nurses pressing at once: one record.
    const dua = await Promise.all([
      beri({ rencana_obat_uid: plan.uid, jadwal_pada: jam14, status: 'DIBERIKAN' }),
      beri({ rencana_obat_uid: plan.uid, jadwal_pada: jam14, status: 'DIBERIKAN' }, akun.dokter),
    ]);
    expect(dua.map((x) => x.statusCode).sort()).toEqual([201, 409]);

    // The timeline and the audit row of a given dose.
    expect(
      await hitung('log_pasien', `layanan_uid = '${stayMar.layanan_uid}' and sumber = 'pemberian_obat'`),
    ).toBe(2);
    expect(await hitung('log_aktivitas', `aksi = 'pemberian_obat.create'`)).toBe(3);

    // Late: 22:00 is late at 23:30.
    jam = WIB('23:30');
    akun.perawat = await t.login('perawat'); // the evening shift's own session
    const malam = (await mar())
      .json()
      .respon.baris.find((x: { rencana: { uid: string } }) => x.rencana.uid === plan.uid);
    expect(malam.dosis.map((d: { status: string; terlambat: boolean }) => [d.status, d.terlambat])).toEqual([
      ['DIBERIKAN', false],
      ['DIBERIKAN', false],
      ['BELUM', true],
    ]);
  });

  it('a stopped plan schedules no more doses and takes no record', async () => {
    jam = WIB('10:00');
    const plan = (await rencana({ ...dasar, nama_obat: 'Omeprazole 40 mg', jam: ['08:00', '20:00'] })).json()
      .respon;
    const stop = await call(
      'PUT',
      `/ranap/perawatan/${stayMar.layanan_uid}/rencana-obat/${plan.uid}/hentikan`,
      akun.dokter,
      { alasan: 'Keluhan lambung membaik' },
    );
    expect(stop.statusCode).toBe(200);
    expect(stop.json().respon).toMatchObject({ alasan_henti: 'Keluhan lambung membaik' });
    expect(stop.json().respon.dihentikan_pada).toBe(WIB('10:00').toISOString());
    const henti = await beri({
      rencana_obat_uid: plan.uid,
      jadwal_pada: WIB('08:00').toISOString(),
      status: 'DIBERIKAN',
    });
    expect(henti.statusCode).toBe(400);
    // The 08:00 dose is still on the day's record; 20:00 is not; tomorrow nothing.
    const hari = (await mar())
      .json()
      .respon.baris.find((x: { rencana: { uid: string } }) => x.rencana.uid === plan.uid);
    expect(hari.dosis.map((d: { jam: string }) => d.jam)).toEqual(['08:00']);
    const besok = (await mar('2030-01-08')).json().respon.baris;
    expect(besok.some((x: { rencana: { uid: string } }) => x.rencana.uid === plan.uid)).toBe(false);
    const dua = await call(
      'PUT',
      `/ranap/perawatan/${stayMar.layanan_uid}/rencana-obat/${plan.uid}/hentikan`,
      akun.dokter,
      { alasan: 'Lagi' },
    );
    expect(dua.statusCode).toBe(409);
  });

  it('401 without a session, 403 without the permission, 400 on bad input with nothing written', async () => {
    const plan = (await rencana({ ...dasar, nama_obat: 'Ondansetron 4 mg', jam: ['12:00'] })).json().respon;
    const dosis = {
      rencana_obat_uid: plan.uid,
      jadwal_pada: WIB('12:00').toISOString(),
      status: 'DIBERIKAN',
    };
    const base = `/ranap/perawatan/${stayMar.layanan_uid}`;
    const kasus: [string, string, object | undefined][] = [
      ['GET', `${base}/mar`, undefined],
      ['GET', `${base}/rencana-obat`, undefined],
      ['GET', `${base}/resep-baris`, undefined],
      ['GET', `${base}/biaya-order`, undefined],
      ['POST', `${base}/rencana-obat`, dasar],
      ['PUT', `${base}/rencana-obat/${plan.uid}/hentikan`, { alasan: 'Tidak perlu' }],
      ['POST', `${base}/pemberian-obat`, dosis],
    ];
    for (const [m, url, body] of kasus) {
      expect((await call(m as 'GET', url, undefined, body)).statusCode, `${m} ${url}`).toBe(401);
      expect((await call(m as 'GET', url, akun.kasir, body)).statusCode, `${m} ${url}`).toBe(403);
    }
    // A nurse plans nothing; a clinic nurse (no ward access) records nothing; the desk reads no MAR.
    expect((await rencana(dasar, akun.perawat)).statusCode).toBe(403);
    expect((await beri(dosis, akun.poli)).statusCode).toBe(403);
    expect((await mar('2030-01-07', akun.pendaftaran)).statusCode).toBe(403);

    const sebelum = await countRows(t, 'rencana_obat');
    for (const salah of [
      { ...dasar, jam: [] },
      { ...dasar, jam: ['25:00'] },
      { ...dasar, jam: ['06:00', '06:00'] },
      { ...dasar, nama_obat: '' },
      { ...dasar, dosis: '' },
      { ...dasar, mulai: '2030-02-30' },
      { ...dasar, selesai: '2030-01-01' },
      { ...dasar, resep_detail_uid: '00000000-0000-4000-8000-000000000000' },
    ])
      expect((await rencana(salah)).statusCode, JSON.stringify(salah)).toBe(400);
    expect(await countRows(t, 'rencana_obat')).toBe(sebelum);
    expect((await call('GET', `${base}/mar?tanggal=2030-13-01`, akun.perawat)).statusCode).toBe(400);
    expect((await beri({ ...dosis, status: 'HILANG' })).statusCode).toBe(400);
    expect((await beri({ ...dosis, rencana_obat_uid: 'bukan' })).statusCode).toBe(400);
    // Not a stay: an outpatient layanan has no MAR.
    const [rj] = await queryRows<{ uid: string }>(
      t,
      "select uid from layanan where jenis <> 'RAWAT_INAP' limit 1",
    );
    expect((await call('GET', `/ranap/perawatan/${rj?.uid}/mar`, akun.perawat)).statusCode).toBe(404);
  });
});
