import { describe, expect, it } from 'vitest';
import { PESAN_TANGGAL_TIDAK_VALID } from '../format/tanggal.ts';
import { pendaftaranInputSchema } from '../kunjungan/pendaftaran.ts';
import { observasiIntraHdSchema } from '../pelayanan/hemodialisa.ts';
import {
  jamAda,
  jamSchema,
  PESAN_JAM_TIDAK_ADA,
  PESAN_JAM_TIDAK_VALID,
  PESAN_TANGGAL_TIDAK_ADA,
  tanggalAda,
  tanggalOpsional,
  tanggalSchema,
  waktuOpsional,
  waktuSchema,
} from './kalender.ts';
import { logListQuerySchema } from './log.ts';

const pesan = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message);

describe('tanggalSchema', () => {
  it('accepts the days of the calendar, leap days included', () => {
    for (const t of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31', '1900-01-01', '0001-01-01']) {
      expect(tanggalSchema.safeParse(t).success, t).toBe(true);
      expect(tanggalAda(t)).toBe(true);
    }
  });

  it('refuses days that do not exist with "Tanggal tidak ada di kalender"', () => {
    for (const t of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-01-01',
    ]) {
      expect(pesan(tanggalSchema.safeParse(t)), t).toEqual([PESAN_TANGGAL_TIDAK_ADA]);
    }
  });

  it('keeps the format message for what is not YYYY-MM-DD', () => {
    for (const t of ['22-11-2026', '2026/11/22', '2026-1-5', '2026-11-22T00:00:00Z', '', ' 2026-11-22']) {
      expect(pesan(tanggalSchema.safeParse(t)), t).toEqual([PESAN_TANGGAL_TIDAK_VALID]);
    }
  });

  it('optional dates: empty and absent are null, a non-existent day is still refused', () => {
    expect(tanggalOpsional.parse('')).toBeNull();
    expect(tanggalOpsional.parse(undefined)).toBeNull();
    expect(tanggalOpsional.parse('2026-03-01')).toBe('2026-03-01');
    expect(pesan(tanggalOpsional.safeParse('2026-02-30'))).toEqual([PESAN_TANGGAL_TIDAK_ADA]);
  });
});

describe('jamSchema', () => {
  it('accepts 00:00 to 23:59', () => {
    for (const j of ['00:00', '08:30', '23:59']) expect(jamSchema.safeParse(j).success, j).toBe(true);
  });

  it('refuses clock times that do not exist, and other formats', () => {
    for (const j of ['24:00', '24:61', '12:60', '99:99']) {
      expect(pesan(jamSchema.safeParse(j)), j).toEqual([PESAN_JAM_TIDAK_ADA]);
      expect(jamAda(j)).toBe(false);
    }
    for (const j of ['8:30', '08.30', '08:30:00', '']) {
      expect(pesan(jamSchema.safeParse(j)), j).toEqual([PESAN_JAM_TIDAK_VALID]);
    }
  });
});

describe('waktuSchema', () => {
  const waktu = waktuSchema('Waktu meninggal');
  it('accepts ISO 8601 with seconds and an offset, as the web sends it', () => {
    for (const w of ['2026-11-22T14:05:00+07:00', '2024-02-29T23:59:59Z', '2026-11-22T14:05:00.123Z']) {
      expect(waktu.safeParse(w).success, w).toBe(true);
    }
  });

  it('refuses a day or a time that does not exist, and a moment without its offset', () => {
    expect(pesan(waktu.safeParse('2026-02-30T10:00:00+07:00'))).toEqual([PESAN_TANGGAL_TIDAK_ADA]);
    expect(pesan(waktu.safeParse('2025-02-29T10:00:00Z'))).toEqual([PESAN_TANGGAL_TIDAK_ADA]);
    expect(pesan(waktu.safeParse('2026-01-01T24:61:00+07:00'))).toEqual([PESAN_JAM_TIDAK_ADA]);
    for (const w of ['2026-11-22T14:05:00', '2026-11-22 14:05:00+07:00', 'kemarin']) {
      expect(pesan(waktu.safeParse(w)), w).toEqual(['Waktu meninggal tidak valid']);
    }
  });

  it('optional moments: empty is null, a non-existent day is refused with its reason', () => {
    const opsional = waktuOpsional('Waktu meninggal');
    expect(opsional.parse('')).toBeNull();
    expect(opsional.parse(null)).toBeNull();
    expect(pesan(opsional.safeParse('2026-02-30T10:00:00+07:00'))).toEqual([PESAN_TANGGAL_TIDAK_ADA]);
  });
});

describe('date fields of the contracts use the shared helpers', () => {
  it('the activity log filter refuses 2026-02-30', () => {
    const r = logListQuerySchema.safeParse({ dari: '2026-02-30' });
    expect(r.error?.issues).toMatchObject([{ path: ['dari'], message: PESAN_TANGGAL_TIDAK_ADA }]);
  });

  it('a registration for 2026-02-29 and an hourly HD observation at 24:00 are refused', () => {
    const daftar = pendaftaranInputSchema.safeParse({
      pasien_uid: '00000000-0000-4000-8000-000000000001',
      poli_uid: '00000000-0000-4000-8000-000000000002',
      tanggal: '2026-02-29',
      penjamin: 'UMUM',
    });
    expect(daftar.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['tanggal'], message: PESAN_TANGGAL_TIDAK_ADA }),
    );
    const hd = observasiIntraHdSchema.safeParse({ jam: '24:00' });
    expect(hd.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['jam'], message: PESAN_JAM_TIDAK_ADA }),
    );
  });
});
