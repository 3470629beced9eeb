import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type LokasiFarmasi, lokasiFarmasiApi, toJakartaIsoDate } from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { useMasterAktif } from '../../../api/master.ts';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';

/** A report's filters: this Jakarta month up to today unless changed, and an optional location. */
export function useRentang() {
  const hariIni = toJakartaIsoDate(new Date());
  const [dari, setDari] = useState<string | undefined>(`${hariIni.slice(0, 8)}01`);
  const [sampai, setSampai] = useState<string | undefined>(hariIni);
  const [lokasiUid, setLokasiUid] = useState('');
  return { dari, setDari, sampai, setSampai, lokasiUid, setLokasiUid };
}
export type Rentang = ReturnType<typeof useRentang>;

/** The filters RentangLaporan adds to a report's download link. */
export interface QueryUnduh {
  dari?: string;
  sampai?: string;
  lokasi_uid?: string;
  format: 'xlsx';
}

/**
 * The date range, location and 'Unduh Excel' of a report. The download is a plain link to the
 * same endpoint with format=xlsx: the browser sends the session cookie and saves the file.
 */
export function RentangLaporan({
  r,
  unduh: urlUnduh,
  lokasi = true,
  semuaLokasi = 'Semua lokasi',
  labelLokasi = 'Lokasi',
  jenisLokasi,
  aksi,
  onUbah,
}: {
  r: Rentang;
  /** The report's URL with these filters (urlKontrak of its contract, with its own filters added). */
  unduh: (q: QueryUnduh) => string;
  lokasi?: boolean;
  semuaLokasi?: string;
  labelLokasi?: string;
  /** Offer only depots (or only warehouses) in the location filter. */
  jenisLokasi?: LokasiFarmasi['jenis'];
  /** More buttons beside 'Unduh Excel' (e.g. 'Cetak PDF'); they wrap together. */
  aksi?: ReactNode;
  onUbah?: () => void;
}) {
  const daftarLokasi = useMasterAktif(lokasiFarmasiApi, jenisLokasi ? { jenis: jenisLokasi } : {});
  const ubah =
    <T,>(f: (v: T) => void) =>
    (v: T) => {
      f(v);
      onUbah?.();
    };
  const unduh = urlUnduh({
    dari: r.dari,
    sampai: r.sampai,
    lokasi_uid: r.lokasiUid || undefined,
    format: 'xlsx',
  });
  return (
    <>
      <RentangTanggal dari={r.dari} sampai={r.sampai} onDari={ubah(r.setDari)} onSampai={ubah(r.setSampai)} />
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
