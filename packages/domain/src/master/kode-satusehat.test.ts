import { describe, expect, it } from 'vitest';
import { cekDigitLoinc, kodeKfaSchema, kodeLoincSchema, loincSah } from './kode-satusehat.ts';

describe('KFA and LOINC codes on the master forms', () => {
  it('computes LOINC check digits as the LOINC Users’ Guide does', () => {
    // The guide's own example (12345 → 5) and codes from the vital-signs and lab lists.
    expect(cekDigitLoinc('12345')).toBe(5);
    for (const k of ['718-7', '2345-7', '6690-2', '8867-4', '29463-7', '59408-5', '89579-7'])
      expect(loincSah(k), k).toBe(true);
    expect(loincSah('718-8')).toBe(false);
    expect(loincSah('718')).toBe(false);
  });

  it('keeps an empty code as none and words a wrong one for the form', () => {
    expect(kodeLoincSchema.parse('')).toBeNull();
    expect(kodeLoincSchema.parse(' 718-7 ')).toBe('718-7');
    expect(kodeLoincSchema.safeParse('718-8').error?.issues[0]?.message).toBe(
      'Digit cek kode LOINC tidak cocok',
    );
    expect(kodeLoincSchema.safeParse('HB').error?.issues[0]?.message).toBe(
      'Kode LOINC berformat angka-cek, mis. 718-7',
    );
    expect(kodeKfaSchema.parse(null)).toBeNull();
    expect(kodeKfaSchema.parse('92001267')).toBe('92001267');
    expect(kodeKfaSchema.safeParse('9200126').error?.issues[0]?.message).toBe(
      'Kode KFA berupa 8 angka, mis. 92001267',
    );
  });
});
