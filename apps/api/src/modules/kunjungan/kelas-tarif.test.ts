import { describe, expect, it } from 'vitest';
import { kelasTarif } from './kelas-tarif.ts';

describe('kelasTarif', () => {
  it('charges outpatient, HD and IGD care at RAWAT_JALAN and a stay at its room class', () => {
    expect(kelasTarif({ jenis: 'RAWAT_JALAN' })).toBe('RAWAT_JALAN');
    expect(kelasTarif({ jenis: 'GAWAT_DARURAT' })).toBe('RAWAT_JALAN');
    expect(kelasTarif({ jenis: 'RAWAT_INAP', kelas_kamar: 'KELAS_2' })).toBe('KELAS_2');
    // A stay whose room is not known yet falls back to the outpatient class rather than guessing one.
    expect(kelasTarif({ jenis: 'RAWAT_INAP', kelas_kamar: null })).toBe('RAWAT_JALAN');
  });
});
