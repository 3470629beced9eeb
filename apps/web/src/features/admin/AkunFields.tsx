import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isAdmin, isRole, LABEL_ROLE, ROLES } from '@rawat/domain';
import { type Control, Controller, type Path } from 'react-hook-form';
import { useSession } from '../../shell/session.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import type { AkunFormIn } from './akun.form.ts';

interface TeksProps {
  control: Control<AkunFormIn>;
  name: Path<AkunFormIn>;
  label: string;
  required?: boolean;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
}

function Teks({ control, name, label, required, helperText, type, autoComplete, placeholder }: TeksProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label={label}
          required={required}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          fullWidth
          error={fieldState.error?.message}
          helperText={helperText}
        />
      )}
    />
  );
}

/** The fields both the create and the edit dialog carry: nama, role, email and nomor HP. */
export function AkunFields({ control }: { control: Control<AkunFormIn> }) {
  const { user } = useSession();
  // Only ADMIN gives the ADMIN role (the server answers 403 akun.hanya_admin otherwise).
  const pilihan = ROLES.filter((r) => r !== 'ADMIN' || isAdmin(user?.role));
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Teks control={control} name="nama" label="Nama Lengkap" required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <Controller
          control={control}
          name="role"
          render={({ field: { ref, value, ...field }, fieldState }) => (
            <TextField
              {...field}
              value={value ?? ''}
              inputRef={ref}
              select
              label="Role"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Menentukan menu dan hak akses akun'}
              slotProps={{
                select: { renderValue: (v) => (isRole(v) ? `${LABEL_ROLE[v]} (${v})` : '') },
              }}
            >
              {pilihan.map((r) => (
                <MenuItem key={r} value={r}>
                  {LABEL_ROLE[r]}
                  <span style={{ marginLeft: 'auto', paddingLeft: 16, opacity: 0.6, fontSize: '0.8em' }}>
                    {r}
                  </span>
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Teks
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          helperText="Opsional"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Teks
          control={control}
          name="no_hp"
          label="Nomor HP"
          type="tel"
          autoComplete="off"
          placeholder="081234567890"
          helperText="Opsional"
        />
      </Grid>
    </>
  );
}
