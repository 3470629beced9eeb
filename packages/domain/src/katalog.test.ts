import { describe, expect, it } from 'vitest';
import {
  icd10ListQuerySchema,
  kodeIcdTanpaTitik,
  lipatTeksCari,
  miripKodeIcd9,
  miripKodeIcd10,
} from './katalog.ts';

describe('katalog ICD', () => {
  it('writes a code without its dot, in capitals', () => {
    expect(kodeIcdTanpaTitik(' a09.0 ')).toBe('A090');
    expect(kodeIcdTanpaTitik('A17.0†')).toBe('A170');
    expect(kodeIcdTanpaTitik('45.13')).toBe('4513');
  });

  it('tells a code-looking query from words', () => {
    for (const q of ['a', 'A09', 'a09.', 'A09.0', 'a090', ' j18 ']) expect(miripKodeIcd10(q), q).toBe(true);
    for (const q of ['diare', 'a09 diare', 'A0900', '09', 'A09.00.1'])
      expect(miripKodeIcd10(q), q).toBe(false);
    for (const q of ['4', '45', '45.', '45.1', '45.13', '4513']) expect(miripKodeIcd9(q), q).toBe(true);
    for (const q of ['sectio', '45131', '4.5', 'a45']) expect(miripKodeIcd9(q), q).toBe(false);
  });

  it('folds text for search: lower case, no diacritics, punctuation as single spaces', () => {
    expect(lipatTeksCari("Ménière's  disease")).toBe('meniere s disease');
    expect(lipatTeksCari('TBC paru-paru, (primer)')).toBe('tbc paru paru primer');
    expect(lipatTeksCari('Anaemia [G6PD]')).toBe('anaemia g6pd');
  });

  it('reads the list query: paging defaults, the leaf flag, limits', () => {
    expect(icd10ListQuerySchema.parse({})).toEqual({ offset: 0, limit: 15, hanya_leaf: false });
    expect(icd10ListQuerySchema.parse({ hanya_leaf: 'true', search: ' diare ' })).toMatchObject({
      hanya_leaf: true,
      search: 'diare',
    });
    expect(icd10ListQuerySchema.safeParse({ limit: 'abc' }).success).toBe(false);
    expect(icd10ListQuerySchema.safeParse({ hanya_leaf: 'ya' }).success).toBe(false);
  });
});
