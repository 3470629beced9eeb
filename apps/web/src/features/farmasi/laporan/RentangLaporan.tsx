import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { type LokasiFarmasi, toJakartaIsoDate } from '@rawat/domain';
import { useState } from 'react';
import { API_BASE, toQueryString } from '../../../api/client.ts';
import { DateInput } from '../../../ui/DateInput.tsx';
import { FilterPilih } from '../../master/bersama/FilterPilih.tsx';
import { useMasterAktif } from '../../master/bersama/master.api.ts';
import { PATH_FARMASI } from '../farmasi.paths.ts';

/** A report's filters: this Jakarta month up to today unless changed, and an optional location. */
export function useRentang() {
  const hariIni = toJakartaIsoDate(new Date());
  const [dari, setDari] = useState<string | undefined>(`${hariIni.slice(0, 8)}01`);
  const [sampai, setSampai] = useState<string | undefined>(hariIni);
  const [lokasiUid, setLokasiUid] = useState('');
  return { dari, setDari, sampai, setSampai, lokasiUid, setLokasiUid };
}
export type Rentang = ReturnType<typeof useRentang>;

/**
 * The date range, location and 'Unduh Excel' of a report. The download is a plain link to the
 * same endpoint with format=xlsx: the browser sends the session cookie and saves the file.
 */
export function RentangLaporan({
  r,
  path,
  query = {},
  lokasi = true,
  semuaLokasi = 'Semua lokasi',
  onUbah,
}: {
  r: Rentang;
  path: string;
  query?: Record<string, string | undefined>;
  lokasi?: boolean;
  semuaLokasi?: string;
  onUbah?: () => void;
}) {
  const daftarLokasi = useMasterAktif<LokasiFarmasi>(PATH_FARMASI.lokasi);
  const ubah =
    <T,>(f: (v: T) => void) =>
    (v: T) => {
      f(v);
      onUbah?.();
    };
  const unduh = `${API_BASE.main}${path}${toQueryString({
    ...query,
    dari: r.dari,
    sampai: r.sampai,
    lokasi_uid: r.lokasiUid || undefined,
    format: 'xlsx',
  })}`;
  return (
    <>
      <DateInput label="Dari tanggal" size="small" value={r.dari} onChange={ubah(r.setDari)} max={r.sampai} />
      <DateInput
        label="Sampai tanggal"
        size="small"
        value={r.sampai}
        onChange={ubah(r.setSampai)}
        min={r.dari}
      />
      {lokasi ? (
        <FilterPilih
          label="Lokasi"
          semua={semuaLokasi}
          value={r.lokasiUid}
          onChange={ubah(r.setLokasiUid)}
          pilihan={(daftarLokasi.data ?? []).map((l) => ({ value: l.uid, label: l.nama }))}
        />
      ) : null}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={unduh}
        download
        disabled={!r.dari || !r.sampai}
        sx={{ ml: 'auto' }}
      >
        Unduh Excel
      </Button>
    </>
  );
}
