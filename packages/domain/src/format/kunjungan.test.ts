import { describe, expect, it } from 'vitest';
import {
  type DataKunjungan,
  JENIS_KUNJUNGAN,
  jenisKunjungan,
  LABEL_JENIS_KUNJUNGAN,
  ringkasRawatInap,
} from './kunjungan.ts';

const inap = {
  ruangan: { nama_ruangan: 'Melati' },
  kamar: { no_kamar: '3' },
  bed: { no_bed: '2' },
};

describe('jenisKunjungan', () => {
  it('lists the three types with labels', () => {
    expect(JENIS_KUNJUNGAN).toEqual(['GAWAT_DARURAT', 'RAWAT_JALAN', 'RAWAT_INAP']);
    expect(LABEL_JENIS_KUNJUNGAN).toEqual({
      GAWAT_DARURAT: 'Gawat Darurat',
      RAWAT_JALAN: 'Rawat Jalan',
      RAWAT_INAP: 'Rawat Inap',
    });
  });

  it('treats the IGD clinic as Gawat Darurat', () => {
    expect(jenisKunjungan({ rawat_jalan: { poli: { nama_poli: 'IGD' } } })).toEqual({
      jenis: 'GAWAT_DARURAT',
      label: 'Gawat Darurat',
      keterangan: 'IGD',
    });
  });

  it.each(['igd', ' Igd ', 'IGD\t'])('matches IGD case-insensitively and trimmed: %j', (nama) => {
    expect(jenisKunjungan({ rawat_jalan: { poli: { nama_poli: nama } } })).toEqual({
      jenis: 'GAWAT_DARURAT',
      label: 'Gawat Darurat',
      keterangan: 'IGD',
    });
  });

  it('does not treat clinics merely containing IGD as emergency', () => {
    expect(jenisKunjungan({ rawat_jalan: { poli: { nama_poli: 'IGD Ponek' } } })?.jenis).toBe('RAWAT_JALAN');
    expect(jenisKunjungan({ rawat_jalan: { poli: { nama_poli: 'Poli IGD' } } })?.jenis).toBe('RAWAT_JALAN');
  });

  it('describes other outpatient visits by clinic name', () => {
    expect(jenisKunjungan({ rawat_jalan: { poli: { nama_poli: ' Poli Anak ' } }, rawat_inap: null })).toEqual(
      {
        jenis: 'RAWAT_JALAN',
        label: 'Rawat Jalan',
        keterangan: 'Poli Anak',
      },
    );
  });

  it('describes inpatient stays as room (Kamar n, Bed n)', () => {
    expect(jenisKunjungan({ rawat_inap: inap })).toEqual({
      jenis: 'RAWAT_INAP',
      label: 'Rawat Inap',
      keterangan: 'Melati (Kamar 3, Bed 2)',
    });
  });

  it('accepts numeric room and bed numbers and trims names', () => {
    const v: DataKunjungan = {
      rawat_inap: {
        ruangan: { nama_ruangan: ' Anggrek VIP ' },
        kamar: { no_kamar: 12 },
        bed: { no_bed: ' A ' },
      },
    };
    expect(jenisKunjungan(v)?.keterangan).toBe('Anggrek VIP (Kamar 12, Bed A)');
  });

  it('gives inpatient precedence over outpatient, including IGD', () => {
    expect(jenisKunjungan({ rawat_jalan: { poli: { nama_poli: 'IGD' } }, rawat_inap: inap })).toEqual({
      jenis: 'RAWAT_INAP',
      label: 'Rawat Inap',
      keterangan: 'Melati (Kamar 3, Bed 2)',
    });
  });

  it('returns null when the visit has neither', () => {
    expect(jenisKunjungan({})).toBeNull();
    expect(jenisKunjungan({ rawat_jalan: null, rawat_inap: null })).toBeNull();
    expect(jenisKunjungan(null)).toBeNull();
    expect(jenisKunjungan(undefined)).toBeNull();
  });
});

describe('ringkasRawatInap', () => {
  it('names the ward, room and bed of a stay', () => {
    expect(ringkasRawatInap({ ruangan: 'Mawar', no_kamar: 'MWR-1', no_bed: 'A' })).toBe(
      'Rawat Inap (Mawar, MWR-1, A)',
    );
  });
});
