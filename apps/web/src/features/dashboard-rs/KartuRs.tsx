import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import { formatAngka, formatRupiah } from '@rawat/domain';
import type { ReactNode } from 'react';
import { StatCard, type StatCardProps } from '../../ui/StatCard.tsx';

/** A stat card that opens the list behind its number when clicked. */
export function KartuRs({ onBuka, ...kartu }: StatCardProps & { onBuka: () => void }) {
  const teks =
    kartu.nilai == null
      ? ''
      : kartu.jenis === 'rupiah'
        ? formatRupiah(kartu.nilai)
        : formatAngka(kartu.nilai, kartu.desimal ?? 0);
  return (
    <ButtonBase
      onClick={onBuka}
      disabled={kartu.nilai === undefined}
      aria-label={`${kartu.label}: ${teks}. Lihat rincian`}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        textAlign: 'left',
        borderRadius: 1,
        '&:hover .MuiCard-root': { borderColor: 'primary.main' },
        '&.Mui-focusVisible .MuiCard-root': { borderColor: 'primary.main', borderWidth: 2 },
      }}
    >
      <StatCard {...kartu} />
    </ButtonBase>
  );
}

/** A number in a table that opens its list. */
export function AngkaRs({
  nilai,
  onBuka,
  label,
  children,
}: {
  nilai: number;
  onBuka: () => void;
  label: string;
  children?: ReactNode;
}) {
  return (
    <Link component="button" type="button" onClick={onBuka} aria-label={label} underline="hover">
      {children ?? formatAngka(nilai)}
    </Link>
  );
}
