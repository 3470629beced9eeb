import { queryRows, type TestApp } from '../../test/harness.ts';
import type { pemanggil } from '../kunjungan/kunjungan.factory.ts';
import type { LayananUji } from '../pelayanan/pelayanan.factory.ts';
import { uidKode } from '../penunjang/penunjang.factory.ts';

/** What the visit's steps need from the test: its caller, logins, catalogue uids and clock. */
export interface KonteksKunjungan {
  call: ReturnType<typeof pemanggil>;
  akun: Record<string, string>;
  uid: Record<string, string>;
  nanti: (menit?: number) => void;
}

/** A request that must succeed (201 or 200); its answer. */
export async function ok(p: Promise<{ statusCode: number; body: string }>, kode = [200, 201]) {
  const r = await p;
  if (!kode.includes(r.statusCode)) throw new Error(`${r.statusCode} ${r.body}`);
  return r as unknown as { json(): { respon: Record<string, unknown> } };
}

/**
 * What a full visit uses besides the demo data: two ICD-10 codes and one ICD-9-CM code (the
 * test database has no catalogue), paracetamol in stock at the outpatient pharmacy; the uids of
 * the lab tests and the drug.
 */
export async function siapkanMasterSatusehat(
  t: TestApp,
  call: KonteksKunjungan['call'],
  apoteker: string,
): Promise<Record<string, string>> {
  const uid: Record<string, string> = {};
  // A few catalogue rows instead of the 16,000 of ICD-10 (katalog.test.ts covers the loader).
  await queryRows(
    t,
    `insert into icd10 (kode, kode_tanpa_titik, judul, judul_id, level, leaf, bab, blok, judul_cari, judul_id_cari) values
      ('J06.9', 'J069', 'Acute upper respiratory infection, unspecified', 'ISPA', 4, true, '10', 'J00-J06', ' acute ', ' ispa '),
      ('I10', 'I10', 'Essential (primary) hypertension', null, 3, true, '09', 'I10-I15', ' essential ', '')
     on conflict do nothing`,
  );
  await queryRows(
    t,
    `insert into icd9cm (kode, kode_tanpa_titik, judul, judul_singkat, judul_cari)
     values ('89.52', '8952', 'Electrocardiogram', 'Electrocardiogram', ' electrocardiogram ') on conflict do nothing`,
  );
  for (const k of ['HB', 'GDS']) uid[k] = await uidKode(t, 'pemeriksaan_lab', k);
  const [pct] = await queryRows<{ uid: string }>(t, "select uid from farmasi_produk where kode = 'PCT500'");
  const [drj] = await queryRows<{ uid: string }>(t, "select uid from farmasi_lokasi where kode = 'DRJ'");
  uid.PCT500 = pct?.uid ?? '';
  await ok(
    call('POST', '/farmasi/stok/penyesuaian', apoteker, {
      jenis: 'PENAMBAHAN',
      lokasi_uid: drj?.uid,
      alasan: 'Stok awal pengujian',
      items: [{ produk_uid: uid.PCT500, batch: 'PCT-SS', kedaluwarsa: '2031-12-31', jumlah: 500 }],
    }),
  );
  return uid;
}

/**
 * The clinic's morning for one patient, through the same APIs the screens use; `antara` runs
 * between the steps (the scan and the worker, while SATUSEHAT is up or down).
 */
export async function kunjunganLengkap(
  { call, akun, uid, nanti }: KonteksKunjungan,
  l: LayananUji,
  antara: () => Promise<void>,
) {
  const antrian = `/antrian/${l.antrian_uid}`;
  const pel = `/pelayanan/${l.layanan_uid}`;
  nanti(20);
  await ok(call('POST', `${antrian}/panggil`, akun.poli));
  await ok(call('PUT', `${antrian}/status`, akun.poli, { status: 'ON_PROCESS' }));
  nanti();
  await ok(
    call('POST', `${pel}/asesmen`, akun.poli, {
      jenis: 'KEPERAWATAN_POLI',
      isi: {
        keluhan_utama: 'Demam dan batuk 3 hari',
        tanda_vital: {
          td_sistolik: 130,
          td_diastolik: 85,
          nadi: 92,
          respirasi: 22,
          suhu: 38.4,
          spo2: 97,
          berat_badan: 62.5,
          tinggi_badan: 165,
        },
        skala_nyeri: 2,
      },
    }),
  );
  await ok(call('PUT', `${antrian}/status`, akun.poli, { status: 'WAITING_DOKTER' }));
  await antara();
  nanti();
  await ok(call('POST', `${pel}/diagnosis`, akun.dokter, { kode_icd10: 'J06.9', jenis: 'UTAMA' }));
  await ok(
    call('POST', `${pel}/diagnosis`, akun.dokter, { kode_icd10: 'I10', jenis: 'SEKUNDER', kasus: 'LAMA' }),
  );
  await ok(call('POST', `${pel}/prosedur`, akun.dokter, { kode_icd9: '89.52' }));
  const order = (
    await ok(
      call('POST', `${pel}/order`, akun.dokter, {
        jenis: 'LABOR',
        items: [{ pemeriksaan_lab_uid: uid.HB }, { pemeriksaan_lab_uid: uid.GDS }],
        catatan_klinis: 'Demam, curiga infeksi',
      }),
    )
  ).json().respon as { uid: string; nomor: string };
  const resep = (
    await ok(
      call('POST', `${pel}/resep`, akun.dokter, {
        detail: [
          {
            jenis: 'NON_RACIKAN',
            config: { position: 1 },
            produk_uid: uid.PCT500,
            jumlah: 10,
            aturan_pakai: '3 x 1 sesudah makan',
          },
        ],
      }),
    )
  ).json().respon as { uid: string; nomor: string };
  await antara();
  nanti(10);
  const sampel = (await ok(call('POST', `/labor/${order.uid}/sampel`, akun.labor, {}))).json().respon as {
    hasil: { baris: { uid: string; kode: string }[] };
  };
  await antara();
  nanti(30);
  await ok(call('POST', `/labor/${order.uid}/proses`, akun.labor, {}));
  const nilai: Record<string, string> = { HB: '11,2', GDS: '105' };
  await ok(
    call('PUT', `/labor/${order.uid}/hasil`, akun.labor, {
      hasil: sampel.hasil.baris.map((b) => ({ uid: b.uid, nilai: nilai[b.kode] })),
    }),
  );
  await ok(call('POST', `/labor/${order.uid}/validasi`, akun.labor, {}));
  nanti();
  await ok(call('POST', `/farmasi/obat/request/approve/${resep.uid}`, akun.apoteker, {}));
  await ok(call('POST', '/farmasi/obat/request/done', akun.apoteker, { uid: resep.uid }));
  await antara();
  nanti();
  await ok(call('PUT', `${antrian}/status`, akun.dokter, { status: 'DONE' }));
  return { order, resep };
}
