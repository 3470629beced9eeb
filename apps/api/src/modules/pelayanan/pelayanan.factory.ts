import type { StatusAntrian } from '@rawat/domain';
import { queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, masterDemo, pemanggil, SENIN } from '../kunjungan/kunjungan.factory.ts';

export interface LayananUji {
  layanan_uid: string;
  kunjungan_uid: string;
  pasien_uid: string;
  antrian_uid: string;
  nomor_antrian: string;
}

/**
 * A registered patient at a clinic on SENIN (through the registration API), its queue entry put
 * straight into `status` — the state a clinical test starts from. Use with
 * createTestApp({ now: () => JAM_SENIN }).
 *
 * A doctor charts only their own patients (docs/pelayanan.md, "Whose patient"), and most tests
 * write as the `dokter` login (dr. Andi, an internist with no Poli Umum session to register
 * with). So the patient is registered with a doctor who has a session (`dokter`, default dr. Eko
 * at Poli Umum) and then, as if dr. Andi had taken them over, handed to the doctor behind the
 * `pemilik` login (default 'dokter'; null keeps the registered doctor). A layanan without a
 * doctor (IGD) stays without one: the first doctor who writes becomes its doctor.
 */
export async function siapkanLayanan(
  t: TestApp,
  cookiePendaftaran: string,
  opsi: {
    poli?: string;
    dokter?: string | null;
    status?: StatusAntrian;
    penjamin?: 'UMUM' | 'BPJS';
    nama?: string;
    pemilik?: string | null;
  } = {},
): Promise<LayananUji> {
  const call = pemanggil(t);
  const m = await masterDemo(t);
  const poli = opsi.poli ?? 'UMUM';
  const dokter = opsi.dokter === undefined ? (poli === 'UMUM' ? 'Eko Prasetyo' : null) : opsi.dokter;
  const [pasienUid] = await buatPasienUji(t, cookiePendaftaran, 1, opsi.nama ?? 'Pasien Klinis');
  const bpjs = opsi.penjamin === 'BPJS';
  const res = await call('POST', '/pendaftaran', cookiePendaftaran, {
    pasien_uid: pasienUid,
    poli_uid: m.poliUid(poli),
    dokter_uid: dokter ? m.dokterUid(dokter) : null,
    tanggal: SENIN,
    penjamin: opsi.penjamin ?? 'UMUM',
    ...(bpjs ? { no_kartu: '0001234567890', no_rujukan: '0301R0010130B000001' } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`pendaftaran: ${res.statusCode} ${res.body}`);
  const layananUid: string = res.json().respon.uid;
  const [r] = await queryRows<Omit<LayananUji, 'layanan_uid'>>(
    t,
    `select l.kunjungan_uid, l.pasien_uid, a.uid as antrian_uid, a.nomor_antrian
       from layanan l join antrian a on a.layanan_uid = l.uid where l.uid = '${layananUid}'`,
  );
  if (!r) throw new Error('layanan');
  const pemilik = opsi.pemilik === undefined ? 'dokter' : opsi.pemilik;
  if (pemilik)
    await queryRows(
      t,
      `with baru as (select p.uid from pegawai p join akun a on a.uid = p.akun_uid where a.username = '${pemilik}'),
            lama as (select dokter_uid from layanan where uid = '${layananUid}' and dokter_uid is not null
                       and dokter_uid <> (select uid from baru)),
            ubah as (update layanan set dokter_uid = (select uid from baru)
                      where uid = '${layananUid}' and exists (select 1 from lama) returning uid)
       insert into layanan_alih_dokter (layanan_uid, dokter_lama_uid, dokter_baru_uid, alasan)
       select '${layananUid}', (select dokter_uid from lama), (select uid from baru), 'Data uji'
        where exists (select 1 from ubah)`,
    );
  if (opsi.status && opsi.status !== 'WAITING')
    await queryRows(t, `update antrian set status = '${opsi.status}' where uid = '${r.antrian_uid}'`);
  return { layanan_uid: layananUid, ...r };
}
