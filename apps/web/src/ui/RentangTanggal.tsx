import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { DateInput } from './DateInput.tsx';

export interface RentangTanggalProps {
  /** 'YYYY-MM-DD', or empty. */
  dari: string | null | undefined;
  sampai: string | null | undefined;
  onDari: (v: string | undefined) => void;
  onSampai: (v: string | undefined) => void;
  /** Each date bounds the other, so Dari cannot pass Sampai (default true). */
  terikat?: boolean;
  /** Lift the default maximum of today: from both dates, or only from Sampai (for dates ahead). */
  noMax?: boolean | 'sampai';
  /** An outside error under Sampai (e.g. a range that is too long). */
  galatSampai?: string;
  /** The box each date sits in, for the toolbar it joins (default `{ flex: '0 1 170px' }`). */
  sx?: SxProps<Theme>;
}

/** The 'Dari tanggal' and 'Sampai tanggal' filter of a list or report, side by side in a toolbar. */
export function RentangTanggal({
  dari,
  sampai,
  onDari,
  onSampai,
  terikat = true,
  noMax = false,
  galatSampai,
  sx = { flex: '0 1 170px' },
}: RentangTanggalProps) {
  return (
    <>
      <Box sx={sx}>
        <DateInput
          label="Dari tanggal"
          size="small"
          value={dari}
          onChange={onDari}
          max={terikat ? sampai || undefined : undefined}
          noMax={noMax === true}
        />
      </Box>
      <Box sx={sx}>
        <DateInput
          label="Sampai tanggal"
          size="small"
          value={sampai}
          onChange={onSampai}
          min={terikat ? dari || undefined : undefined}
          noMax={Boolean(noMax)}
          error={galatSampai}
        />
      </Box>
    </>
  );
}
