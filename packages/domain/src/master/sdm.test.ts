import { describe, expect, it } from 'vitest';
import { dokterInputSchema, formatSesi } from './dokter.ts';
import { namaBergelar } from './sdm.ts';

const POLI_A = '11111111-1111-4111-8111-111111111111';
const POLI_B = '22222222-2222-4222-8222-222222222222';
const sesi = (hari: string, jam_mulai: string, jam_selesai: string, poli_uid = POLI_A) => ({
  poli_uid,
  hari,
  jam_mulai,
  jam_selesai,
  kuota: '20',
});
const dokter = (jadwal: object[], polis = [POLI_A, POLI_B]) =>
  dokterInputSchema.safeParse({
    kode: 'd1',
    nama: 'Andi',
    jenis_kelamin: 'L',
    spesialisasi: 'UMUM',
    no_sip: 'SIP-1',
    polis,
    jadwal,
  });
const galat = (r: ReturnType<typeof dokter>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('dokterInputSchema', () => {
  it('accepts back-to-back sessions and the same hours on other days or for the same clinic twice a week', () => {
    const r = dokter([
      sesi('Senin', '08:00', '12:00'),
      sesi('Senin', '12:00', '14:00', POLI_B),
      sesi('Selasa', '08:00', '12:00'),
    ]);
    expect(galat(r)).toEqual([]);
    expect(r.data?.jadwal[0]?.kuota).toBe(20);
    expect(r.data?.tampil_online).toBe(true);
  });

  it('refuses an overlap at any clinic on the same day, on the later row', () => {
    expect(galat(dokter([sesi('Rabu', '08:00', '12:00'), sesi('Rabu', '09:00', '10:00', POLI_B)]))).toEqual([
      'jadwal.1.jam_mulai: Bentrok dengan jadwal Rabu 08:00–12:00',
    ]);
  });

  it('refuses an end not after the start, a clinic not chosen and a clinic chosen twice', () => {
    const lain = '33333333-3333-4333-8333-333333333333';
    expect(
      galat(
        dokter([sesi('Kamis', '10:00', '10:00'), sesi('Jumat', '08:00', '09:00', lain)], [POLI_A, POLI_A]),
      ),
    ).toEqual([
      'polis: Poli yang sama dipilih dua kali',
      'jadwal.0.jam_selesai: Jam selesai harus setelah jam mulai',
      'jadwal.1.poli_uid: Pilih salah satu poli praktik dokter ini',
    ]);
  });
});

describe('namaBergelar and formatSesi', () => {
  it('prints titles around the name and a session as the schedule does', () => {
    expect(namaBergelar({ gelar_depan: 'dr.', nama: 'Andi Pratama', gelar_belakang: 'Sp.PD' })).toBe(
      'dr. Andi Pratama, Sp.PD',
    );
    expect(namaBergelar({ nama: 'Yusuf Hidayat', gelar_depan: null })).toBe('Yusuf Hidayat');
    expect(formatSesi({ hari: 'Senin', jam_mulai: '08:00', jam_selesai: '12:00' })).toBe('Senin 08:00–12:00');
  });
});
