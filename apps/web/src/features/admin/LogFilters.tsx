import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RentangTanggal } from '../../ui/RentangTanggal.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { OPSI_AKSI } from './log.aksi.ts';
import { hariIniJakarta } from './waktu.ts';

export interface FilterLog {
  username: string;
  aksi: string;
  dari: string;
  sampai: string;
}
export const FILTER_LOG_KOSONG: FilterLog = { username: '', aksi: '', dari: '', sampai: '' };

/** Error text of the range, or null when dari ≤ sampai (YYYY-MM-DD compares as text). */
export function galatRentang(f: FilterLog): string | null {
  return f.dari && f.sampai && f.dari > f.sampai ? 'Tanggal akhir tidak boleh sebelum tanggal awal' : null;
}

function mundur(iso: string, hari: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - hari);
  return d.toISOString().slice(0, 10);
}

interface Props {
  search: string;
  onSearch: (q: string) => void;
  filter: FilterLog;
  onChange: (f: FilterLog) => void;
}

export function LogFilters({ search, onSearch, filter, onChange }: Props) {
  const hariIni = hariIniJakarta();
  const galat = galatRentang(filter);
  const set = (patch: Partial<FilterLog>) => onChange({ ...filter, ...patch });
  const preset = [
    { label: 'Hari ini', dari: hariIni },
    { label: '7 hari', dari: mundur(hariIni, 6) },
    { label: '30 hari', dari: mundur(hariIni, 29) },
  ];
  const adaFilter = Boolean(search || filter.username || filter.aksi || filter.dari || filter.sampai);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <SearchField
          value={search}
          onChange={onSearch}
          placeholder="Cari keterangan, entitas, IP…"
          sx={{ flex: '2 1 240px' }}
        />
        <SearchField
          value={filter.username}
          onChange={(username) => set({ username })}
          placeholder="Username"
          sx={{ flex: '1 1 150px' }}
        />
        <TextField
          select
          size="small"
          label="Aksi"
          value={filter.aksi}
          onChange={(e) => set({ aksi: e.target.value })}
          sx={{ flex: '1 1 190px' }}
        >
          <MenuItem value="">Semua aksi</MenuItem>
          {OPSI_AKSI.map((o) => (
            <MenuItem key={o.kode} value={o.kode}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <RentangTanggal
          dari={filter.dari}
          sampai={filter.sampai}
          onDari={(v) => set({ dari: v ?? '' })}
          onSampai={(v) => set({ sampai: v ?? '' })}
          terikat={false}
          galatSampai={galat ?? undefined}
          sx={{ flex: '0 1 190px' }}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
          {preset.map((p) => (
            <Chip
              key={p.label}
              label={p.label}
              clickable
              color={filter.dari === p.dari && filter.sampai === hariIni ? 'primary' : 'default'}
              variant={filter.dari === p.dari && filter.sampai === hariIni ? 'filled' : 'outlined'}
              onClick={() => set({ dari: p.dari, sampai: hariIni })}
            />
          ))}
          {adaFilter ? (
            <Button
              size="small"
              color="inherit"
              startIcon={<RestartAltIcon />}
              onClick={() => {
                onSearch('');
                onChange(FILTER_LOG_KOSONG);
              }}
            >
              Hapus filter
            </Button>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
