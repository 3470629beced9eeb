import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LABEL_KELOMPOK_LAB,
  type PaketLabItem,
  type PemeriksaanLab,
  type paketLabInputSchema,
  pemeriksaanLabApi,
} from '@rawat/domain';
import { useMemo, useState } from 'react';
import { Controller, type FieldError, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { useMasterAktif } from '../../../api/master.ts';

type OpsiUji = Pick<PaketLabItem, 'uid' | 'kode' | 'nama' | 'kelompok' | 'satuan' | 'status'>;
/** The package form's values. */
export type FormPaket = z.input<typeof paketLabInputSchema>;

/** The first message of a field's error, whether on the list or on one of its items. */
function pesanGalat(e: unknown): string | undefined {
  if (!e || typeof e !== 'object') return undefined;
  const f = e as FieldError & { root?: FieldError };
  if (f.message) return f.message;
  if (f.root?.message) return f.root.message;
  if (Array.isArray(e)) {
    const i = e.findIndex((x) => x?.message);
    return i >= 0 ? `Pemeriksaan ke-${i + 1}: ${e[i].message}` : undefined;
  }
  return undefined;
}

/**
 * The tests of a package: a search over the active tests, grouped by section, adds one at a
 * time; the chosen ones are listed in the order they print and can be moved or removed. Tests the
 * package holds that were retired since stay listed, marked, so they can be taken out.
 */
export function PilihPemeriksaan({ tertaut }: { tertaut: readonly PaketLabItem[] }) {
  const { control } = useFormContext<FormPaket>();
  const aktif = useMasterAktif(pemeriksaanLabApi);
  const [cari, setCari] = useState('');
  const perUid = useMemo(() => {
    const m = new Map<string, OpsiUji>(tertaut.map((p) => [p.uid, p]));
    for (const p of aktif.data ?? []) m.set(p.uid, p);
    return m;
  }, [aktif.data, tertaut]);

  return (
    <Controller
      control={control}
      name="pemeriksaan_uid"
      render={({ field, fieldState }) => {
        const uids: string[] = Array.isArray(field.value) ? field.value : [];
        const dipilih = new Set(uids);
        const opsi = (aktif.data ?? []).filter((p) => !dipilih.has(p.uid));
        const galat = pesanGalat(fieldState.error);
        const pindah = (i: number, j: number) => {
          const baru = [...uids];
          const [x] = baru.splice(i, 1);
          if (x) baru.splice(j, 0, x);
          field.onChange(baru);
        };
        return (
          <Box>
            <Autocomplete<PemeriksaanLab, false, false, false>
              options={opsi}
              value={null}
              inputValue={cari}
              onInputChange={(_, v, reason) => setCari(reason === 'reset' ? '' : v)}
              onChange={(_, p) => {
                if (p) field.onChange([...uids, p.uid]);
                setCari('');
              }}
              onBlur={field.onBlur}
              groupBy={(p) => LABEL_KELOMPOK_LAB[p.kelompok]}
              getOptionLabel={(p) => `${p.kode} – ${p.nama}`}
              isOptionEqualToValue={(a, b) => a.uid === b.uid}
              loading={aktif.isLoading}
              loadingText="Memuat…"
              noOptionsText="Tidak ada pemeriksaan aktif lain yang cocok"
              renderOption={({ key, ...props }, p) => (
                <li key={key} {...props}>
                  <Box>
                    <Typography variant="body2">{p.nama}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[p.kode, p.spesimen, p.satuan].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                </li>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label="Tambah Pemeriksaan"
                  required
                  placeholder="Cari kode atau nama pemeriksaan…"
                  error={Boolean(galat)}
                  helperText={
                    galat ??
                    (aktif.isError
                      ? 'Daftar pemeriksaan gagal dimuat'
                      : 'Pilih satu per satu; urutan = urutan cetak')
                  }
                />
              )}
            />
            <Paper variant="outlined" sx={{ mt: 1 }}>
              {uids.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                  Belum ada pemeriksaan dipilih.
                </Typography>
              ) : (
                <List dense disablePadding aria-label="Pemeriksaan dalam paket">
                  {uids.map((uid, i) => {
                    const p = perUid.get(uid);
                    const nonaktif = p?.status === 'NONAKTIF';
                    return (
                      <ListItem
                        key={uid}
                        divider={i < uids.length - 1}
                        secondaryAction={
                          <Box sx={{ display: 'flex' }}>
                            <IconButton
                              size="small"
                              aria-label={`Naikkan ${p?.nama ?? 'pemeriksaan'}`}
                              disabled={i === 0}
                              onClick={() => pindah(i, i - 1)}
                            >
                              <ArrowUpwardIcon fontSize="small" />
                            </IconButton>
                            <IconButton
                              size="small"
                              aria-label={`Turunkan ${p?.nama ?? 'pemeriksaan'}`}
                              disabled={i === uids.length - 1}
                              onClick={() => pindah(i, i + 1)}
                            >
                              <ArrowDownwardIcon fontSize="small" />
                            </IconButton>
                            <IconButton
                              size="small"
                              aria-label={`Keluarkan ${p?.nama ?? 'pemeriksaan'}`}
                              onClick={() => field.onChange(uids.filter((u) => u !== uid))}
                            >
                              <CloseIcon fontSize="small" />
                            </IconButton>
                          </Box>
                        }
                        sx={{ pr: 15 }}
                      >
                        <ListItemText
                          primary={
                            <>
                              {i + 1}. {p ? p.nama : 'Memuat…'}{' '}
                              {nonaktif ? <Chip size="small" color="warning" label="nonaktif" /> : null}
                            </>
                          }
                          secondary={p ? `${p.kode} · ${LABEL_KELOMPOK_LAB[p.kelompok]}` : null}
                        />
                      </ListItem>
                    );
                  })}
                </List>
              )}
            </Paper>
          </Box>
        );
      }}
    />
  );
}
