import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { formatTanggalPendek } from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { type KontrakLaporan, type ParamLaporan, presetRentang, urlBerkas } from './laporan.api.ts';

const PRESET = [
  ['HARI_INI', 'Hari ini'],
  ['KEMARIN', 'Kemarin'],
  ['TUJUH_HARI', '7 hari'],
  ['BULAN_INI', 'Bulan ini'],
  ['BULAN_LALU', 'Bulan lalu'],
] as const;

const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);

/** The report's Jakarta days: today unless changed (the API's default too). */
export function useRentangKasir() {
  const awal = presetRentang('HARI_INI');
  const [dari, setDari] = useState<string | undefined>(awal.dari);
  const [sampai, setSampai] = useState<string | undefined>(awal.sampai);
  const lengkap = Boolean(dari && sampai);
  return { dari, setDari, sampai, setSampai, lengkap };
}
export type RentangKasir = ReturnType<typeof useRentangKasir>;

/** '07/01/2030' or '01/01/2030 s.d. 31/01/2030'. */
export const teksRentang = (r: { dari?: string | undefined; sampai?: string | undefined }) =>
  !r.dari || !r.sampai ? '' : r.dari === r.sampai ? tgl(r.dari) : `${tgl(r.dari)} s.d. ${tgl(r.sampai)}`;

/** A grouping select ('Kelompokkan'), for reports that offer one. */
export function PilihKelompok<K extends string>({
  value,
  onChange,
  label,
}: {
  value: K;
  onChange: (v: K) => void;
  label: Record<K, string>;
}) {
  return (
    <TextField
      select
      size="small"
      label="Kelompokkan"
      value={value}
      onChange={(e) => onChange(e.target.value as K)}
      sx={{ flex: '0 1 210px', minWidth: 180 }}
    >
      {(Object.keys(label) as K[]).map((k) => (
        <MenuItem key={k} value={k}>
          {label[k]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The filter bar of a cashier report: the date range with quick ranges, the report's own
 * filters (`children`), 'Unduh Excel' (a plain link to the endpoint with format=xlsx: the browser
 * sends the session cookie and saves the file) and 'Cetak PDF' (the PDF viewer).
 */
export function FilterLaporan<K extends KontrakLaporan>({
  r,
  kontrak,
  params,
  judul,
  memuat,
  galat,
  onCobaLagi,
  children,
}: {
  r: RentangKasir;
  /** The report's endpoint; its filters are `params`. */
  kontrak: K;
  params: ParamLaporan<K>;
  /** The document title in the PDF viewer (and its download name). */
  judul: string;
  memuat: boolean;
  galat: unknown;
  onCobaLagi: () => void;
  children?: ReactNode;
}) {
  const [pdf, setPdf] = useState(false);
  const pilih = (k: (typeof PRESET)[number][0]) => {
    const p = presetRentang(k);
    r.setDari(p.dari);
    r.setSampai(p.sampai);
  };
  const aktif = (k: (typeof PRESET)[number][0]) => {
    const p = presetRentang(k);
    return p.dari === r.dari && p.sampai === r.sampai;
  };
  return (
    <>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <RentangTanggal
            dari={r.dari}
            sampai={r.sampai}
            onDari={r.setDari}
            onSampai={r.setSampai}
            sx={{ flex: '0 0 190px', minWidth: 0 }}
          />
          {children}
          <Box
            sx={{
              flexBasis: '100%',
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Rentang cepat">
              {PRESET.map(([k, label]) => (
                <Chip
                  key={k}
                  label={label}
                  size="small"
                  clickable
                  color={aktif(k) ? 'primary' : 'default'}
                  variant={aktif(k) ? 'filled' : 'outlined'}
                  onClick={() => pilih(k)}
                />
              ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={urlBerkas(kontrak, params, 'xlsx')}
                download
                disabled={!r.lengkap}
              >
                Unduh Excel
              </Button>
              <Button
                variant="outlined"
                startIcon={<PictureAsPdfIcon />}
                onClick={() => setPdf(true)}
                disabled={!r.lengkap}
              >
                Cetak PDF
              </Button>
            </Box>
          </Box>
        </Box>
        <Box sx={{ height: 4 }}>{memuat ? <LinearProgress /> : null}</Box>
      </Paper>
      {galat ? <GagalMuat error={galat} onRetry={onCobaLagi} sx={{ mb: 2 }} /> : null}
      <PdfViewerDialog
        open={pdf}
        title={`${judul} ${teksRentang(r)}`}
        url={urlBerkas(kontrak, params, 'pdf')}
        onClose={() => setPdf(false)}
      />
    </>
  );
}
