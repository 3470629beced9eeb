import { expect } from 'vitest';
import { queryRows, type TestApp } from '../../test/harness.ts';
import { pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { daftarBpjs } from '../vclaim/vclaim.factory.ts';

// Test data of the claim worklist (docs/casemix.md): a BPJS visit at Poli Penyakit Dalam with its
// SEP issued by the VClaim simulator, and the steps that complete its file one by one.

export interface KlaimUji {
  sep_uid: string;
  no_sep: string;
  layanan_uid: string;
  kunjungan_uid: string;
  pasien_uid: string;
}

/** A BPJS registration with dr. Andi (the `dokter` login) whose SEP is issued at once. */
export async function kunjunganKlaim(
  t: TestApp,
  akun: Record<string, string>,
  noKartu: string,
  nama: string,
) {
  const res = await daftarBpjs(t, akun.pendaftaran ?? '', noKartu, { nama });
  expect(res.statusCode, res.body).toBe(201);
  const layananUid: string = res.json().respon.uid;
  const [r] = await queryRows<KlaimUji>(
    t,
    `select s.uid as sep_uid, s.no_sep, l.uid as layanan_uid, l.kunjungan_uid, l.pasien_uid
       from layanan l join bpjs_sep s on s.kunjungan_uid = l.kunjungan_uid and s.status = 'TERBIT'
      where l.uid = '${layananUid}'`,
  );
  if (!r) throw new Error('SEP tidak terbit');
  return r;
}

/** The doctor's charges: a consultation and an injection (the bill's lines). */
export async function tindakanKlaim(t: TestApp, akun: Record<string, string>, k: KlaimUji) {
  const call = pemanggil(t);
  // The doctor is seeing the patient (the queue's ON_PROCESS): charging needs it.
  await queryRows(t, `update antrian set status = 'ON_PROCESS' where layanan_uid = '${k.layanan_uid}'`);
  const tindakan = await queryRows<{ kode: string; uid: string }>(
    t,
    `select kode, uid from tindakan where kode in ('KON-PD', 'KEP-INJ-IM')`,
  );
  for (const x of tindakan) {
    const res = await call('POST', `/pelayanan/${k.layanan_uid}/tindakan`, akun.dokter, {
      tindakan_uid: x.uid,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** The doctor's diagnosis, resume written and finalised, and the visit finished at the clinic. */
export async function selesaikanDanResume(t: TestApp, akun: Record<string, string>, k: KlaimUji) {
  const call = pemanggil(t);
  await queryRows(
    t,
    `insert into diagnosis (kunjungan_uid, layanan_uid, pasien_uid, kode_icd10, nama, jenis)
     values ('${k.kunjungan_uid}', '${k.layanan_uid}', '${k.pasien_uid}', 'I10', 'Hipertensi esensial', 'UTAMA')`,
  );
  await queryRows(
    t,
    `insert into tindak_lanjut (kunjungan_uid, layanan_uid, pasien_uid, jenis, kondisi_pulang)
     values ('${k.kunjungan_uid}', '${k.layanan_uid}', '${k.pasien_uid}', 'PULANG', 'Membaik')`,
  );
  const simpan = await call('PUT', `/resume-medis/${k.layanan_uid}`, akun.dokter, {
    jenis: 'RJ',
    teks: { keluhan_utama: 'Pusing', terapi: 'Amlodipin 1 x 5 mg' },
  });
  expect(simpan.statusCode, simpan.body).toBe(200);
  const final = await call('POST', `/resume-medis/${k.layanan_uid}/final`, akun.dokter, { jenis: 'RJ' });
  expect(final.statusCode, final.body).toBe(200);
  await queryRows(t, `update layanan set status = 'SELESAI' where uid = '${k.layanan_uid}'`);
  await queryRows(t, `update kunjungan set status = 'SELESAI' where uid = '${k.kunjungan_uid}'`);
}

/** The coder's confirmed codes (the coding screen's row). */
export async function kodingKlaim(t: TestApp, k: KlaimUji) {
  await queryRows(
    t,
    `insert into koding (layanan_uid, kunjungan_uid, pasien_uid, diagnosis, prosedur, nama_pengkode)
     values ('${k.layanan_uid}', '${k.kunjungan_uid}', '${k.pasien_uid}',
       '[{"kode":"I10","nama":"Essential (primary) hypertension","jenis":"UTAMA"}]',
       '[{"kode":"99.29","nama":"Injection or infusion of other therapeutic substance"}]', 'Petugas RM')`,
  );
}

/** The cashier closes the BPJS bill with a Rp 0 receipt (a shift opened when none is). */
export async function tutupTagihan(t: TestApp, akun: Record<string, string>, k: KlaimUji) {
  const call = pemanggil(t);
  await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 0 });
  const tg = (await call('GET', `/kasir/tagihan/${k.kunjungan_uid}`, akun.kasir)).json().respon;
  const res = await call('POST', '/kasir/pembayaran', akun.kasir, {
    kunjungan_uid: k.kunjungan_uid,
    total_tagihan: tg.tagihan_terbuka,
    metode: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  return tg.total as number;
}
