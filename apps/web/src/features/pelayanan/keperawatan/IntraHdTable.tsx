import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatJam } from '@rawat/domain';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Angka, useHanyaBaca } from './fields.tsx';

// Typed as digits ('0830' → '08:30'): the browser's time picker follows the OS locale (AM/PM).
const rapikanJam = (v: string) => {
  const d = v.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
};

function Jam({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          fullWidth
          placeholder="JJ:MM"
          disabled={hanyaBaca}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(rapikanJam(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}

const KOLOM = ['Jam', 'TD sistolik', 'TD diastolik', 'Nadi', 'QB (ml/mnt)', 'UF tercapai (ml)', ''] as const;

/** The hourly observations during dialysis; a new row starts at the current time (WIB). */
export function IntraHdTable() {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  const { fields, append, remove } = useFieldArray({ control, name: 'intra' });
  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label="Observasi intra HD">
          <TableHead>
            <TableRow>
              {KOLOM.map((k) => (
                <TableCell key={k} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {k}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((f, i) => (
              <TableRow key={f.id} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ minWidth: 120 }}>
                  <Jam name={`intra.${i}.jam`} label={`Jam observasi ${i + 1}`} />
                </TableCell>
                <TableCell sx={{ minWidth: 100 }}>
                  <Angka kecil name={`intra.${i}.td_sistolik`} label={`TD sistolik observasi ${i + 1}`} />
                </TableCell>
                <TableCell sx={{ minWidth: 100 }}>
                  <Angka kecil name={`intra.${i}.td_diastolik`} label={`TD diastolik observasi ${i + 1}`} />
                </TableCell>
                <TableCell sx={{ minWidth: 90 }}>
                  <Angka kecil name={`intra.${i}.nadi`} label={`Nadi observasi ${i + 1}`} />
                </TableCell>
                <TableCell sx={{ minWidth: 100 }}>
                  <Angka kecil name={`intra.${i}.qb`} label={`QB observasi ${i + 1}`} />
                </TableCell>
                <TableCell sx={{ minWidth: 110 }}>
                  <Angka kecil name={`intra.${i}.uf_tercapai`} label={`UF tercapai observasi ${i + 1}`} />
                </TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    aria-label={`Hapus observasi ${i + 1}`}
                    disabled={hanyaBaca}
                    onClick={() => remove(i)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {fields.length ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1.5, px: 2 }}>
          Belum ada observasi. Tambahkan setiap jam selama hemodialisa berjalan.
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={hanyaBaca}
        onClick={() => append({ jam: formatJam(new Date()).replace('.', ':'), catatan: '' })}
      >
        Tambah observasi
      </Button>
    </Box>
  );
}
