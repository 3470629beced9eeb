import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A ward picker fed by the wards the report already answered ('' = all wards). */
export function PilihRuangan({
  ruangan,
  value,
  onChange,
}: {
  ruangan: readonly { ruangan_uid: string; nama: string }[];
  value: string;
  onChange: (uid: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Ruangan"
      value={ruangan.some((r) => r.ruangan_uid === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 240 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Semua ruangan</MenuItem>
      {ruangan.map((r) => (
        <MenuItem key={r.ruangan_uid} value={r.ruangan_uid}>
          {r.nama}
        </MenuItem>
      ))}
    </TextField>
  );
}
