import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  hargaDasar,
  lokasiFarmasiApi,
  periksaKonversi,
  type produkInputSchema,
} from '@rawat/domain';
import { Controller, type Path, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useMasterAktif } from '../../api/master.ts';
import { FormAngka, FormPilih, FormTeks } from '../../ui/form/fields.tsx';

export type ProdukIn = z.input<typeof produkInputSchema>;
type In = ProdukIn;

/** A yes/no flag of the product (formulary, Fornas, high alert). */
export function FormCentang({ name, label }: { name: Path<In>; label: string }) {
  const { control } = useFormContext<In>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );
}

/** HNA + PPN → harga dasar, computed as the server will (one rounding rule). */
export function HargaDasarInfo() {
  const { control } = useFormContext<In>();
  const [hna, ppn] = useWatch({ control, name: ['hna', 'ppn_persen'] });
  let teks = '–';
  try {
    teks = formatRupiah(hargaDasar(Number(hna ?? 0), Number(ppn ?? 0)));
  } catch {
    // Incomplete input: the fields show their own errors.
  }
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      Harga dasar (HNA + PPN) per satuan dasar: <b>{teks}</b>
    </Typography>
  );
}

/** Unit conversions: the base unit first, then packing units holding an earlier unit. */
export function KonversiFields() {
  const { control, formState } = useFormContext<In>();
  const { fields, append, remove } = useFieldArray({ control, name: 'konversi' });
  const rows = useWatch({ control, name: 'konversi' }) ?? [];
  const galat = formState.errors.konversi?.root?.message ?? formState.errors.konversi?.message;
  const cek = periksaKonversi(
    rows.map((r) => ({
      satuan: String(r.satuan ?? ''),
      isi: Number(r.isi),
      satuan_isi: r.satuan_isi || null,
    })),
  );
  return (
    <Grid size={12}>
      <Typography variant="subtitle2">Konversi Satuan</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Baris pertama adalah satuan dasar (terkecil yang diserahkan, mis. Tablet). Baris berikutnya satuan
        kemasan berisi satuan sebelumnya, mis. Strip = 10 Tablet, Box = 10 Strip.
      </Typography>
      {fields.map((f, i) => {
        const sebelum = rows
          .slice(0, i)
          .map((r) => String(r.satuan ?? ''))
          .filter(Boolean)
          .map((s) => ({ value: s, label: s }));
        return (
          <Box
            key={f.id}
            role="group"
            aria-label={`Satuan ${i + 1}`}
            sx={{ display: 'flex', gap: 1, mb: 1.5 }}
          >
            <Grid container spacing={1} sx={{ flex: 1 }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTeks<In>
                  name={`konversi.${i}.satuan`}
                  label={i === 0 ? 'Satuan dasar' : 'Satuan kemasan'}
                  required
                />
              </Grid>
              {i > 0 ? (
                <>
                  <Grid size={{ xs: 5, sm: 3 }}>
                    <FormAngka<In> name={`konversi.${i}.isi`} label="Isi" required />
                  </Grid>
                  <Grid size={{ xs: 7, sm: 5 }}>
                    <FormPilih<In>
                      name={`konversi.${i}.satuan_isi`}
                      label="Satuan isi"
                      required
                      pilihan={sebelum}
                    />
                  </Grid>
                </>
              ) : (
                <Grid size={{ xs: 12, sm: 8 }}>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    Harga, stok minimum dan resep dihitung dalam satuan ini.
                  </Typography>
                </Grid>
              )}
            </Grid>
            {i > 0 ? (
              <Tooltip title="Hapus satuan">
                <IconButton aria-label={`Hapus satuan ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 1 }}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            ) : (
              <Box sx={{ width: 40 }} />
            )}
          </Box>
        );
      })}
      {cek.ok && rows.length > 1 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {rows
            .slice(1)
            .map((r, i) => `1 ${r.satuan} = ${cek.isiDasar[i + 1]} ${rows[0]?.satuan ?? ''}`)
            .join(' · ')}
        </Typography>
      ) : null}
      {galat ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {galat}
        </Alert>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        disabled={fields.length >= 6}
        onClick={() => append({ satuan: '', isi: '10', satuan_isi: String(rows.at(-1)?.satuan ?? '') })}
      >
        Tambah Satuan Kemasan
      </Button>
    </Grid>
  );
}

/** Minimum stock per location, in base units. */
export function StokMinimumFields() {
  const { control } = useFormContext<In>();
  const { fields, append, remove } = useFieldArray({ control, name: 'stok_minimum' });
  const lokasi = useMasterAktif(lokasiFarmasiApi);
  const satuan = useWatch({ control, name: 'konversi.0.satuan' });
  const pilihan = (lokasi.data ?? []).map((l) => ({ value: l.uid, label: `${l.kode} – ${l.nama}` }));
  return (
    <Grid size={12}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Stok Minimum per Lokasi
      </Typography>
      {fields.map((f, i) => (
        <Box
          key={f.id}
          role="group"
          aria-label={`Stok minimum ${i + 1}`}
          sx={{ display: 'flex', gap: 1, mb: 1.5 }}
        >
          <Grid container spacing={1} sx={{ flex: 1 }}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormPilih<In>
                name={`stok_minimum.${i}.lokasi_uid`}
                label="Lokasi"
                required
                pilihan={pilihan}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormAngka<In>
                name={`stok_minimum.${i}.stok_minimum`}
                label="Stok minimum"
                satuan={String(satuan ?? '')}
              />
            </Grid>
          </Grid>
          <Tooltip title="Hapus baris">
            <IconButton aria-label={`Hapus stok minimum ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 1 }}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={fields.length >= pilihan.length}
        onClick={() => append({ lokasi_uid: '', stok_minimum: '0' })}
      >
        Tambah Lokasi
      </Button>
    </Grid>
  );
}
