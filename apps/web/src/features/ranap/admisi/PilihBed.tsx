import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type BedKosong, type JenisRuangan, LABEL_JENIS_RUANGAN, LABEL_KELAS_RANAP } from '@rawat/domain';
import type { ReactNode } from 'react';

const JK_KAMAR = { L: 'khusus laki-laki', P: 'khusus perempuan' } as const;

/** 'Mawar · Kelas 2', 'ICU (Kelas 1)'. */
export function namaRuangan(b: Pick<BedKosong, 'ruangan' | 'kelas' | 'jenis_ruangan'>): string {
  if (b.jenis_ruangan !== 'BANGSAL')
    return `${b.ruangan} · ${LABEL_JENIS_RUANGAN[b.jenis_ruangan as JenisRuangan] ?? b.jenis_ruangan}`;
  return `${b.ruangan} · ${LABEL_KELAS_RANAP[b.kelas]}`;
}

/**
 * A free bed, grouped by ward and room as the server orders them (the asked class first); the
 * room's sex restriction is shown and beds of a room for the other sex cannot be chosen.
 */
export function PilihBed({
  beds,
  value,
  onChange,
  error,
  disabled,
}: {
  beds: readonly BedKosong[];
  value: string;
  onChange: (uid: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const isi: ReactNode[] = [];
  let kamarLalu = '';
  for (const b of beds) {
    const kunciKamar = `${b.ruangan_uid}|${b.no_kamar}`;
    if (kunciKamar !== kamarLalu) {
      kamarLalu = kunciKamar;
      isi.push(
        <ListSubheader key={`h-${kunciKamar}`} sx={{ lineHeight: '32px' }}>
          {namaRuangan(b)} — Kamar {b.no_kamar}
          {b.jenis_kelamin_kamar ? ` (${JK_KAMAR[b.jenis_kelamin_kamar]})` : ''}
        </ListSubheader>,
      );
    }
    isi.push(
      <MenuItem key={b.bed_uid} value={b.bed_uid} disabled={!b.cocok} sx={{ pl: 4 }}>
        Bed {b.no_bed}
        {b.status === 'DIPESAN' ? ' — dipesan untuk pasien ini' : ''}
        {!b.cocok ? ' — tidak sesuai jenis kelamin' : ''}
      </MenuItem>,
    );
  }
  const dipilih = beds.find((b) => b.bed_uid === value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label="Bed"
      value={dipilih ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={
        error ?? (beds.length ? `${beds.filter((b) => b.cocok).length} bed tersedia` : 'Tidak ada bed kosong')
      }
      disabled={disabled}
      slotProps={{
        select: {
          renderValue: () =>
            dipilih ? `${namaRuangan(dipilih)}, kamar ${dipilih.no_kamar}, bed ${dipilih.no_bed}` : '',
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
        htmlInput: { 'aria-label': 'Bed' },
      }}
    >
      {isi}
    </TextField>
  );
}
