import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type LokasiFarmasi, toJakartaIsoDate } from '@rawat/domain';
import { type ReactNode, useState } from 'react';
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
  labelLokasi = 'Lokasi',
  jenisLokasi,
  aksi,
  onUbah,
}: {
  r: Rentang;
  path: string;
  query?: Record<string, string | undefined>;
  lokasi?: boolean;
  semuaLokasi?: string;
  labelLokasi?: string;
  /** Offer only depots (or only warehouses) in the location filter. */
  jenisLokasi?: LokasiFarmasi['jenis'];
  /** More buttons beside 'Unduh Excel' (e.g. 'Cetak PDF'); they wrap together. */
  aksi?: ReactNode;
  onUbah?: () => void;
}) {
  const daftarLokasi = useMasterAktif<LokasiFarmasi>(
    PATH_FARMASI.lokasi,
    jenisLokasi ? { jenis: jenisLokasi } : {},
  );
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
      <Box sx={{ flex: '0 1 170px' }}>
        <DateInput
          label="Dari tanggal"
          size="small"
          value={r.dari}
          onChange={ubah(r.setDari)}
          max={r.sampai}
        />
      </Box>
      <Box sx={{ flex: '0 1 170px' }}>
        <DateInput
          label="Sampai tanggal"
          size="small"
          value={r.sampai}
          onChange={ubah(r.setSampai)}
          min={r.dari}
        />
      </Box>
      {lokasi ? (
        <FilterPilih
          label={labelLokasi}
          semua={semuaLokasi}
          value={r.lokasiUid}
          onChange={ubah(r.setLokasiUid)}
          pilihan={(daftarLokasi.data ?? []).map((l) => ({ value: l.uid, label: l.nama }))}
        />
      ) : null}
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={unduh}
          download
          disabled={!r.dari || !r.sampai}
        >
          Unduh Excel
        </Button>
        {aksi}
      </Box>
    </>
  );
}
