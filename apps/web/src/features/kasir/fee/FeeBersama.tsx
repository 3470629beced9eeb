import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatTanggalPendek, toJakartaIsoDate } from '@rawat/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { type KontrakBerkasFee, type RentangFee, urlBerkasFee } from './fee.api.ts';

export const tglFee = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);
export const periodeFee = (dari: string, sampai: string) =>
  dari === sampai ? tglFee(dari) : `${tglFee(dari)} s.d. ${tglFee(sampai)}`;

const TANGGAL = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The fee screens' range (and doctor) in the address, so going back from /detailfee, reloading or
 * sharing the link shows the same days: this Jakarta month up to today unless given.
 */
export function useRentangFee() {
  const [params, setParams] = useSearchParams();
  const hariIni = toJakartaIsoDate(new Date());
  const baca = (k: string) => {
    const v = params.get(k);
    return v && TANGGAL.test(v) ? v : undefined;
  };
  const dari = baca('dari') ?? `${hariIni.slice(0, 8)}01`;
  const sampai = baca('sampai') ?? hariIni;
  const pegawai = params.get('pegawai') ?? undefined;
  const ubah = (k: string, v: string | undefined) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (v) n.set(k, v);
        else n.delete(k);
        return n;
      },
      { replace: true },
    );
  return {
    dari,
    sampai,
    pegawai,
    setDari: (v: string | undefined) => ubah('dari', v),
    setSampai: (v: string | undefined) => ubah('sampai', v),
    setPegawai: (v: string | undefined) => ubah('pegawai', v),
  };
}
export type RentangFeeState = ReturnType<typeof useRentangFee>;

/** Dari/Sampai, whatever filter the screen adds, and 'Unduh Excel' / 'Cetak PDF' of the same query. */
export function RentangFeeBar({
  r,
  kontrak,
  query,
  filter,
  onPdf,
  bisaCetak = true,
}: {
  r: RentangFeeState;
  /** The view the Excel and PDF are of. */
  kontrak: KontrakBerkasFee;
  query: RentangFee;
  filter?: ReactNode;
  onPdf: () => void;
  /** False while the screen still lacks what the export needs (a doctor to show). */
  bisaCetak?: boolean;
}) {
  return (
    <>
      <RentangTanggal
        dari={r.dari}
        sampai={r.sampai}
        onDari={r.setDari}
        onSampai={r.setSampai}
        sx={{ flex: '0 1 190px', minWidth: 160 }}
      />
      {filter}
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={urlBerkasFee(kontrak, query, 'xlsx')}
          download
          disabled={!bisaCetak}
        >
          Unduh Excel
        </Button>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={onPdf} disabled={!bisaCetak}>
          Cetak PDF
        </Button>
      </Box>
    </>
  );
}

/** A figure above a fee table (total fee, charges, items). */
export function Ringkas({ label, nilai, ket }: { label: string; nilai: string | undefined; ket?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {nilai ?? <Skeleton width={96} />}
      </Typography>
      {ket ? (
        <Typography variant="caption" color="text.secondary">
          {ket}
        </Typography>
      ) : null}
    </Paper>
  );
}
