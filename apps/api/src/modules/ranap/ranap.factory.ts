import type { KelasRanap } from '@rawat/domain';
import { queryRows, type TestApp } from '../../test/harness.ts';
import { SENIN } from '../kunjungan/kunjungan.factory.ts';
import { siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';

export interface StayUji {
  /** The stay's layanan (jenis RAWAT_INAP): orders, prescriptions, CPPT and charges hang on it. */
  layanan_uid: string;
  kunjungan_uid: string;
  pasien_uid: string;
  perawatan_inap_uid: string;
  rawat_inap_uid: string;
  bed_uid: string;
  ruangan_uid: string;
}

/**
 * A patient lying in a free bed of `kelas` (or of ward `ruangan`, a demo ward code such as 'MWR'),
 * written straight into the tables — the state a ward test starts from, without the admission
 * service. The patient is registered at the IGD on SENIN (through the API), sent to the ward, and
 * the stay starts at `masuk` (default SENIN 10:00 WIB) with DPJP dr. Andi (`dokter` login).
 */
export async function stayUji(
  t: TestApp,
  cookiePendaftaran: string,
  opsi: {
    nama?: string;
    kelas?: KelasRanap;
    ruangan?: string;
    penjamin?: 'UMUM' | 'BPJS';
    kelas_hak?: KelasRanap;
    masuk?: string;
  } = {},
): Promise<StayUji> {
  const igd = await siapkanLayanan(t, cookiePendaftaran, {
    poli: 'IGD',
    status: 'DONE',
    nama: opsi.nama ?? 'Pasien Inap',
    penjamin: opsi.penjamin ?? 'UMUM',
    pemilik: null,
  });
  const masuk = opsi.masuk ?? `${SENIN}T10:00:00+07:00`;
  const syaratBed = opsi.ruangan
    ? `r.kode = '${opsi.ruangan}'`
    : `r.kelas = '${opsi.kelas ?? 'KELAS_2'}' and r.jenis = 'BANGSAL'`;
  const [b] = await queryRows<{ bed_uid: string; kamar_uid: string; ruangan_uid: string; kelas: KelasRanap }>(
    t,
    `select b.uid as bed_uid, b.kamar_uid, b.ruangan_uid, r.kelas from bed b join ruangan r on r.uid = b.ruangan_uid
      where ${syaratBed} and b.status = 'KOSONG' and b.aktif order by r.kode, b.no_bed limit 1`,
  );
  if (!b) throw new Error('stayUji: tidak ada bed kosong');
  const kelasTagih = opsi.penjamin === 'BPJS' ? (opsi.kelas_hak ?? b.kelas) : b.kelas;
  const [r] = await queryRows<{ layanan_uid: string; perawatan_inap_uid: string; rawat_inap_uid: string }>(
    t,
    `with unit as (select uid from poli where jenis = 'RAWAT_INAP' limit 1),
          dpjp as (select p.uid from pegawai p join akun a on a.uid = p.akun_uid where a.username = 'dokter'),
          l as (insert into layanan (kunjungan_uid, pasien_uid, tanggal, poli_uid, dokter_uid, jenis, status, created_at)
                select '${igd.kunjungan_uid}', '${igd.pasien_uid}', ('${masuk}'::timestamptz at time zone 'Asia/Jakarta')::date,
                       (select uid from unit), (select uid from dpjp), 'RAWAT_INAP', 'AKTIF', '${masuk}'
                returning uid),
          pi as (insert into perawatan_inap (layanan_uid, pasien_uid, kunjungan_uid, asal, kelas_hak, masuk_pada,
                                              diagnosis_masuk_kode, diagnosis_masuk_nama)
                 select uid, '${igd.pasien_uid}', '${igd.kunjungan_uid}', 'IGD',
                        ${opsi.penjamin === 'BPJS' ? `'${opsi.kelas_hak ?? b.kelas}'` : 'null'}, '${masuk}',
                        'A09', 'Diare dan gastroenteritis' from l returning uid, layanan_uid),
          ri as (insert into rawat_inap (perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid, bed_uid,
                                          kelas, kelas_tagih, masuk_pada)
                 select pi.uid, pi.layanan_uid, '${igd.pasien_uid}', '${b.ruangan_uid}', '${b.kamar_uid}', '${b.bed_uid}',
                        '${b.kelas}', '${kelasTagih}', '${masuk}' from pi returning uid)
     select (select uid from l) as layanan_uid, (select uid from pi) as perawatan_inap_uid, (select uid from ri) as rawat_inap_uid`,
  );
  if (!r) throw new Error('stayUji');
  await queryRows(
    t,
    `update bed set status = 'TERISI', status_diubah_pada = '${masuk}' where uid = '${b.bed_uid}'`,
  );
  return {
    ...r,
    kunjungan_uid: igd.kunjungan_uid,
    pasien_uid: igd.pasien_uid,
    bed_uid: b.bed_uid,
    ruangan_uid: b.ruangan_uid,
  };
}
