import { expect } from 'vitest';
import { panggil, type TestApp } from '../../test/harness.ts';
import type { DataKlaimEklaim, KlaimBaruEklaim, TarifRsEklaim } from './eklaim.port.ts';
import { mulaiSimulatorEklaim, type SimulatorEklaim } from './eklaim.simulator.ts';

// Shared set-up of the E-Klaim tests (docs/eklaim.md): the simulator with a known key, E-Klaim's
// settings pointing at it (through the API, as the settings screen saves them), and claim data.

/** A test key (64 hex), never a hospital's. */
export const KUNCI_UJI_EKLAIM = '8d5f3c6b2a1e4f7d9c0b3a6e5d8f1c2b4a7e9d0c3b6a5f8e1d2c4b7a9e0d3c6f';
export const KODE_TARIF_UJI = 'CP';
export const CODER_NIK_UJI = '3271046504930002';

export function mulaiSimEklaim(opsi: { kunci?: string; debug?: boolean } = {}): Promise<SimulatorEklaim> {
  return mulaiSimulatorEklaim({
    kunci: opsi.kunci ?? KUNCI_UJI_EKLAIM,
    ...(opsi.debug ? { debug: true } : {}),
  });
}

/** ADMIN points E-Klaim at the simulator through PUT /integrasi/eklaim. */
export async function aturEklaim(t: TestApp, sim: SimulatorEklaim, adminCookie: string): Promise<void> {
  const res = await panggil(() => t)('PUT', '/integrasi/eklaim', adminCookie, {
    url: sim.url,
    kunci: sim.kunci,
    kode_tarif: KODE_TARIF_UJI,
    coder_nik: CODER_NIK_UJI,
    aktif: true,
  });
  expect(res.statusCode, res.body).toBe(200);
}

let urut = 0;
/** A fresh, unused SEP number (19 characters like BPJS's). */
export const sepUji = () =>
  `0114R9991126V${String(++urut + Math.floor(Math.random() * 9000)).padStart(6, '0')}`;

export const klaimBaruUji = (nomorSep: string, o: Partial<KlaimBaruEklaim> = {}): KlaimBaruEklaim => ({
  nomor_kartu: '0001234567890',
  nomor_sep: nomorSep,
  nomor_rm: '00-12-34',
  nama_pasien: 'SITI RAHMAWATI',
  tgl_lahir: '1980-05-17 00:00:00',
  gender: '2',
  ...o,
});

const TARIF_NOL: TarifRsEklaim = {
  prosedur_non_bedah: 0,
  prosedur_bedah: 0,
  konsultasi: 0,
  tenaga_ahli: 0,
  keperawatan: 0,
  penunjang: 0,
  radiologi: 0,
  laboratorium: 0,
  pelayanan_darah: 0,
  rehabilitasi: 0,
  kamar: 0,
  rawat_intensif: 0,
  obat: 0,
  obat_kronis: 0,
  obat_kemoterapi: 0,
  alkes: 0,
  bmhp: 0,
  sewa_alat: 0,
};

/** An inpatient claim's data (3 days, kelas 3); override what the case needs. */
export const dataKlaimUji = (nomorSep: string, o: Partial<DataKlaimEklaim> = {}): DataKlaimEklaim => ({
  nomor_sep: nomorSep,
  nomor_kartu: '0001234567890',
  tgl_masuk: '2026-11-23 08:00:00',
  tgl_pulang: '2026-11-26 10:00:00',
  jenis_rawat: '1',
  kelas_rawat: '3',
  discharge_status: '1',
  diagnosa: 'J18.9',
  procedure: '',
  tarif_rs: { ...TARIF_NOL, konsultasi: 150_000, kamar: 900_000, obat: 425_000, laboratorium: 310_000 },
  nama_dokter: 'dr. Andi Pratama, Sp.PD',
  kode_tarif: KODE_TARIF_UJI,
  payor_id: '3',
  payor_cd: 'JKN',
  coder_nik: CODER_NIK_UJI,
  ...o,
});
