import { describe, expect, it } from 'vitest';
import { STATUS_ANTRIAN, type StatusAntrian } from './antrian.ts';
import {
  bolehPindah,
  ejaNomorAntrian,
  pesanTransisiDitolak,
  TRANSISI_ANTRIAN,
  teksPanggilan,
  transisiDari,
} from './antrian-transisi.ts';

// Every pair, and the answer at a clinic (RJ) and at the IGD/HD.
const BOLEH: [StatusAntrian, StatusAntrian, rj: boolean, igdHd: boolean][] = [
  ['WAITING', 'ON_PROCESS', true, true],
  ['ON_PROCESS', 'WAITING_DOKTER', true, true],
  ['ON_PROCESS', 'WAITING', true, true],
  ['ON_PROCESS', 'DONE', false, true],
  ['WAITING_DOKTER', 'DONE', true, true],
  ['WAITING_DOKTER', 'ON_PROCESS', true, true],
];

describe('queue transitions', () => {
  it('allows exactly the listed moves, ON_PROCESS → DONE only at IGD and HD', () => {
    for (const dari of STATUS_ANTRIAN)
      for (const ke of STATUS_ANTRIAN) {
        const baris = BOLEH.find(([d, k]) => d === dari && k === ke);
        expect(bolehPindah(dari, ke), `${dari}→${ke}`).toBe(baris?.[2] ?? false);
        expect(bolehPindah(dari, ke, 'IGD'), `${dari}→${ke} IGD`).toBe(baris?.[3] ?? false);
        expect(bolehPindah(dari, ke, 'HEMODIALISA'), `${dari}→${ke} HD`).toBe(baris?.[3] ?? false);
      }
    expect(TRANSISI_ANTRIAN).toHaveLength(BOLEH.length);
  });

  it('leaves DONE and BATAL final and labels the buttons', () => {
    expect(transisiDari('DONE', 'IGD')).toEqual([]);
    expect(transisiDari('BATAL', 'RAWAT_JALAN')).toEqual([]);
    expect(transisiDari('WAITING', 'RAWAT_JALAN').map((t) => t.label)).toEqual(['Mulai Layani']);
    expect(transisiDari('ON_PROCESS', 'RAWAT_JALAN').map((t) => t.label)).toEqual([
      'Selesai Asesmen Perawat',
      'Kembalikan ke Antrian',
    ]);
    expect(transisiDari('WAITING_DOKTER', 'RAWAT_JALAN').find((t) => t.ke === 'DONE')?.izin).toEqual([
      'asesmen.medis:write',
    ]);
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
