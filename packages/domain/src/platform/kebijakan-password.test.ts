import { describe, expect, it } from 'vitest';
import { akunCreateSchema } from './akun.ts';
import { skemaUbahPasswordSendiri } from './auth.ts';
import { aturanTidakTerpenuhi, passwordBaruSchema, skemaPasswordBaru } from './kebijakan-password.ts';

const pesan = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('password policy', () => {
  it('names every unmet rule, the length rule first', () => {
    expect(aturanTidakTerpenuhi('abc').map((a) => a.kode)).toEqual(['panjang', 'huruf_angka']);
    expect(pesan(passwordBaruSchema.safeParse('abc'))).toEqual([
      'Password minimal 8 karakter',
      'Password harus memuat huruf dan angka',
    ]);
    expect(pesan(passwordBaruSchema.safeParse(''))).toEqual(['Password wajib diisi']);
    expect(pesan(passwordBaruSchema.safeParse(`a1${'x'.repeat(127)}`))).toEqual([
      'Password maksimal 128 karakter',
    ]);
  });

  it('wants a letter and a digit, Indonesian letters included', () => {
    expect(passwordBaruSchema.safeParse('12345678').success).toBe(false);
    expect(passwordBaruSchema.safeParse('tanpaangka').success).toBe(false);
    expect(passwordBaruSchema.safeParse('shift-pagi-7').success).toBe(true);
  });

  it('refuses a password that is or holds the username, in any case', () => {
    const s = skemaPasswordBaru('kasir.dua');
    expect(pesan(s.safeParse('KASIR.DUA2026'))).toEqual([
      'Password tidak boleh sama dengan atau memuat username',
    ]);
    expect(s.safeParse('kasir-dua-2026').success).toBe(true);
    // Two-letter seed usernames only refuse equality: 'rm' hides in too many words ('farmasi').
    expect(skemaPasswordBaru('rm').safeParse('farmasi-2026').success).toBe(true);
    expect(aturanTidakTerpenuhi('rm', 'rm').map((a) => a.kode)).toContain('bukan_username');
    // Without a username the rule cannot fail.
    expect(passwordBaruSchema.safeParse('kasir.dua2026').success).toBe(true);
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(pesan(passwordBaruSchema.safeParse('Bismillah123'))).toEqual([
      'Password terlalu umum dan mudah ditebak',
    ]);
    expect(passwordBaruSchema.safeParse('PASSWORD1').success).toBe(false);
    expect(passwordBaruSchema.safeParse('bismillah-shift-3').success).toBe(true);
  });

  it('holds a new account to the username rule on the password field', () => {
    const r = akunCreateSchema.safeParse({
      username: 'Apoteker.Rina',
      nama: 'Rina Apoteker',
      role: 'APOTEKER',
      password: 'apoteker.rina1',
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'Password tidak boleh sama dengan atau memuat username'],
    ]);
  });

  it('own change: confirmation must match and the new password must differ from the old', () => {
    const s = skemaUbahPasswordSendiri('perawat');
    const isu = (v: object) => s.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(isu({ password_lama: 'lama-123', password_baru: 'Baru-2026', konfirmasi: 'Baru-2025' })).toEqual([
      ['konfirmasi', 'Konfirmasi password tidak sama'],
    ]);
    expect(isu({ password_lama: 'Sama-2026', password_baru: 'Sama-2026', konfirmasi: 'Sama-2026' })).toEqual([
      ['password_baru', 'Password baru harus berbeda dari password lama'],
    ]);
    expect(isu({ password_lama: '', password_baru: 'Perawat-1a', konfirmasi: '' })).toEqual([
      ['password_lama', 'Password lama wajib diisi'],
      ['password_baru', 'Password tidak boleh sama dengan atau memuat username'],
      ['konfirmasi', 'Ulangi password baru'],
    ]);
    expect(
      s.safeParse({ password_lama: 'lama-123', password_baru: 'Baru-2026', konfirmasi: 'Baru-2026' }).success,
    ).toBe(true);
  });
});
