import { describe, expect, it } from 'vitest';
import { STATUS_ANTRIAN, type StatusAntrian } from './antrian.ts';
import {
  bolehPindah,
  ejaNomorAntrian,
  menungguPerawat,
  pesanTransisiDitolak,
  TRANSISI_ANTRIAN,
  teksPanggilan,
  transisiAntrian,
  transisiDari,
} from './antrian-transisi.ts';

// Every pair, and the answer at a clinic (RJ) and at the IGD/HD.
const BOLEH: [StatusAntrian, StatusAntrian, rj: boolean, igdHd: boolean][] = [
  ['WAITING', 'ON_PROCESS', true, true],
  ['ON_PROCESS', 'WAITING_DOKTER', true, true],
  ['ON_PROCESS', 'WAITING', true, true],
  // At a clinic only by the doctor who took the patient (menungguPerawat decides when).
  ['ON_PROCESS', 'DONE', true, true],
  ['WAITING_DOKTER', 'DONE', true, true],
  ['WAITING_DOKTER', 'ON_PROCESS', true, true],
];

describe('queue transitions', () => {
  it('allows exactly the listed moves', () => {
    for (const dari of STATUS_ANTRIAN)
      for (const ke of STATUS_ANTRIAN) {
        const baris = BOLEH.find(([d, k]) => d === dari && k === ke);
        expect(bolehPindah(dari, ke), `${dari}→${ke}`).toBe(baris?.[2] ?? false);
        expect(bolehPindah(dari, ke, 'IGD'), `${dari}→${ke} IGD`).toBe(baris?.[3] ?? false);
        expect(bolehPindah(dari, ke, 'HEMODIALISA'), `${dari}→${ke} HD`).toBe(baris?.[3] ?? false);
      }
    // ON_PROCESS → DONE is two rows: anyone at IGD/HD, the doctor only at a clinic.
    expect(TRANSISI_ANTRIAN).toHaveLength(BOLEH.length + 1);
    expect(transisiAntrian('ON_PROCESS', 'DONE', 'RAWAT_JALAN')?.izin).toEqual(['asesmen.medis:write']);
  });

  it('leaves DONE and BATAL final and labels the buttons', () => {
    expect(transisiDari('DONE', 'IGD')).toEqual([]);
    expect(transisiDari('BATAL', 'RAWAT_JALAN')).toEqual([]);
    expect(transisiDari('WAITING', 'RAWAT_JALAN').map((t) => t.label)).toEqual(['Mulai Layani']);
    expect(transisiDari('ON_PROCESS', 'RAWAT_JALAN').map((t) => t.label)).toEqual([
      'Selesai Asesmen Perawat',
      'Kembalikan ke Antrian',
      'Selesai',
    ]);
    expect(transisiDari('WAITING', 'RAWAT_JALAN')[0]?.izin).toEqual([
      'asesmen.keperawatan:write',
      'asesmen.medis:write',
    ]);
    expect(transisiDari('WAITING_DOKTER', 'RAWAT_JALAN').find((t) => t.ke === 'DONE')?.izin).toEqual([
      'asesmen.medis:write',
    ]);
  });

  it('makes only a doctor wait for the nurse, only where the clinic asks and the assessment is missing', () => {
    const mulai = transisiAntrian('WAITING', 'ON_PROCESS');
    if (!mulai) throw new Error('Mulai Layani');
    const dokter = (p: string) => p === 'asesmen.medis:write';
    const igd = () => true; // the IGD team holds both sides
    const wajib = { wajibAsesmenPerawat: true, adaAsesmenPerawat: false };
    expect(menungguPerawat(mulai, dokter, wajib)).toBe(true);
    expect(menungguPerawat(mulai, igd, wajib)).toBe(false);
    expect(menungguPerawat(mulai, dokter, { ...wajib, adaAsesmenPerawat: true })).toBe(false);
    expect(menungguPerawat(mulai, dokter, { ...wajib, wajibAsesmenPerawat: false })).toBe(false);
    const kembali = transisiAntrian('WAITING_DOKTER', 'ON_PROCESS');
    if (!kembali) throw new Error('Kembali ke Perawat');
    expect(menungguPerawat(kembali, dokter, wajib)).toBe(false);
  });

  it('names both statuses in the refusal and spells the number for the call', () => {
    expect(pesanTransisiDitolak('A-012', 'DONE', 'ON_PROCESS')).toBe(
      'Antrian A-012 berstatus Selesai; tidak dapat diubah ke Sedang Proses',
    );
    expect(ejaNomorAntrian('A-012')).toBe('A nol satu dua');
    expect(ejaNomorAntrian('IG-1090')).toBe('I G satu nol sembilan nol');
    expect(teksPanggilan('A-012', 'Poli Umum')).toBe(
      'Nomor antrian A nol satu dua, silakan menuju Poli Umum',
    );
  });
});
