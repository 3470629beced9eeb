import { describe, expect, it } from 'vitest';
import { type Pengguna, penggunaOf } from './context.ts';

const kasir: Pengguna = {
  uid: '00000000-0000-4000-8000-000000000001',
  username: 'kasir',
  nama: 'Kasir',
  role: 'KASIR',
  email: null,
  no_hp: null,
  sesiUid: '00000000-0000-4000-8000-000000000002',
};

describe('penggunaOf: every "a signed-in user is required" check', () => {
  it('gives the signed-in person', () => {
    expect(penggunaOf({ user: kasir })).toBe(kasir);
  });

  it('answers 401 BELUM_LOGIN without a session, as the guard does without a cookie', () => {
    expect(() => penggunaOf({ user: null })).toThrow(
      expect.objectContaining({ status: 401, code: 'BELUM_LOGIN' }),
    );
  });
});
