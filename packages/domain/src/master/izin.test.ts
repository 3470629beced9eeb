import { describe, expect, it } from 'vitest';
import { can, ROLE_PERMISSIONS } from '../akses/permissions.ts';
import { PEMBACA_REFERENSI } from './izin.ts';

describe('PEMBACA_REFERENSI', () => {
  it('lets every role read the reference lists its forms pick from', () => {
    for (const role of Object.keys(ROLE_PERMISSIONS)) expect(can(role, PEMBACA_REFERENSI), role).toBe(true);
  });

  it('refuses an account whose role holds nothing (spec §6: unknown role, empty menu)', () => {
    expect(can('TIDAK_DIKENAL', PEMBACA_REFERENSI)).toBe(false);
  });
});
