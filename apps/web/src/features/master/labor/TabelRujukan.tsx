import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  JENIS_KELAMIN,
  type JenisHasilLab,
  LABEL_JENIS_KELAMIN,
  LABEL_JENIS_KELAMIN_RUJUKAN,
  LABEL_SATUAN_UMUR_RUJUKAN,
  SATUAN_UMUR_RUJUKAN,
} from '@rawat/domain';
import { Fragment, type ReactNode } from 'react';
import {
  Controller,
  type FieldError,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { type BarisRujukanForm, barisRujukanBaru, type FormLab } from './lab.form.ts';

type KolomBaris = keyof BarisRujukanForm;

const LABEL_KOLOM: Partial<Record<KolomBaris, string>> = {
  jenis_kelamin: 'Jenis kelamin',
  umur_min: 'Umur dari',
  umur_maks: 'Umur sampai',
  nilai_min: 'Min',
  nilai_maks: 'Maks',
  kritis_min: 'Kritis bawah',
  kritis_maks: 'Kritis atas',
  teks_normal: 'Teks normal',
  keterangan: 'Keterangan',
};

/** One box of a range row, bound to `nilai_rujukan.i.<kolom>`; its error is listed under the row. */
function Sel({
  i,
  kolom,
  label,
  lebar = 96,
  angka,
  select,
  children,
}: {
  i: number;
  kolom: KolomBaris;
  label: string;
  lebar?: number;
  angka?: boolean;
  select?: boolean;
  children?: ReactNode;
}) {
  const { control } = useFormContext<FormLab>();
  return (
    <Controller
      control={control}
      name={`nilai_rujukan.${i}.${kolom}`}
      render={({ field, fieldState }) => (
        <TextField
          select={select}
          size="small"
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) =>
            field.onChange(angka ? e.target.value.replace(/[^\d,.-]/g, '').replace('.', ',') : e.target.value)
          }
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          sx={{ width: lebar }}
          slotProps={{
            htmlInput: {
              'aria-label': `${label} baris ${i + 1}`,
              ...(angka ? { inputMode: 'decimal' } : {}),
            },
            // A select is read out from its display box, not the hidden input.
            ...(select
              ? { select: { SelectDisplayProps: { 'aria-label': `${label} baris ${i + 1}` } } }
              : {}),
          }}
        >
          {children}
        </TextField>
      )}
    />
  );
}

/** An age bound: the number and its unit (tahun/bulan/hari). */
function SelUmur({ i, batas }: { i: number; batas: 'umur_min' | 'umur_maks' }) {
  const label = batas === 'umur_min' ? 'Umur dari' : 'Umur sampai';
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Sel i={i} kolom={batas} label={label} lebar={64} angka />
      <Sel i={i} kolom={`${batas}_satuan`} label={`Satuan ${label.toLowerCase()}`} lebar={92} select>
        {SATUAN_UMUR_RUJUKAN.map((s) => (
          <MenuItem key={s} value={s}>
            {LABEL_SATUAN_UMUR_RUJUKAN[s]}
          </MenuItem>
        ))}
      </Sel>
    </Box>
  );
}

function pesanBaris(galat: unknown): string[] {
  if (!galat || typeof galat !== 'object') return [];
  return Object.entries(galat as Record<string, FieldError | undefined>).flatMap(([k, e]) =>
    e?.message ? [`${LABEL_KOLOM[k as KolomBaris] ?? k}: ${e.message}`] : [],
  );
}

/**
 * The reference ranges of a test as an editable table. Columns follow the kind of result:
 * limits for numbers, the normal option for a choice, the normal text for free text.
 */
export function TabelRujukan({ jenis }: { jenis: JenisHasilLab }) {
  const { control } = useFormContext<FormLab>();
  const { fields, append, remove } = useFieldArray({ control, name: 'nilai_rujukan' });
  const { errors } = useFormState({ control, name: 'nilai_rujukan' });
  const pilihan = useWatch({ control, name: 'pilihan' }) ?? [];
  const galatBaris = errors.nilai_rujukan;
  const galatUmum = galatBaris?.message ?? galatBaris?.root?.message;
  const angka = jenis === 'ANGKA';
  const kolomIsi = angka ? 6 : 1;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
        <Box>
          <Typography variant="subtitle2">Nilai Rujukan</Typography>
          <Typography variant="caption" color="text.secondary">
            Umur "dari" termasuk, "sampai" tidak termasuk; kosongkan "sampai" bila tanpa batas atas. Rentang
            khusus laki-laki/perempuan didahulukan dari rentang "Semua"; rentang berjenis kelamin sama tidak
            boleh tumpang tindih umurnya.
          </Typography>
        </Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => append(barisRujukanBaru())}
          sx={{ flexShrink: 0 }}
        >
          Tambah Rentang
        </Button>
      </Box>
      {galatUmum ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {galatUmum}
        </Alert>
      ) : null}
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          Belum ada nilai rujukan. {angka ? 'Hasil tidak akan diberi tanda L/H tanpa nilai rujukan.' : ''}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Tabel nilai rujukan" sx={{ '& td, & th': { px: 0.5 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Jenis Kelamin</TableCell>
                <TableCell>Umur Dari</TableCell>
                <TableCell>Umur Sampai</TableCell>
                {angka ? (
                  <>
                    <TableCell>Min</TableCell>
                    <TableCell>Maks</TableCell>
                    <TableCell>Kritis &lt;</TableCell>
                    <TableCell>Kritis &gt;</TableCell>
                    <TableCell>Teks Rujukan</TableCell>
                  </>
                ) : (
                  <TableCell>{jenis === 'PILIHAN' ? 'Nilai Normal' : 'Teks Normal'}</TableCell>
                )}
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((f, i) => {
                const pesan = pesanBaris(galatBaris?.[i]);
                return (
                  <Fragment key={f.id}>
                    <TableRow sx={pesan.length ? { '& td': { borderBottom: 0 } } : undefined}>
                      <TableCell>
                        <Sel i={i} kolom="jenis_kelamin" label="Jenis kelamin" lebar={120} select>
                          <MenuItem value="">{LABEL_JENIS_KELAMIN_RUJUKAN.SEMUA}</MenuItem>
                          {JENIS_KELAMIN.map((jk) => (
                            <MenuItem key={jk} value={jk}>
                              {LABEL_JENIS_KELAMIN[jk]}
                            </MenuItem>
                          ))}
                        </Sel>
                      </TableCell>
                      <TableCell>
                        <SelUmur i={i} batas="umur_min" />
                      </TableCell>
                      <TableCell>
                        <SelUmur i={i} batas="umur_maks" />
                      </TableCell>
                      {angka ? (
                        <>
                          <TableCell>
                            <Sel i={i} kolom="nilai_min" label="Nilai minimum" lebar={80} angka />
                          </TableCell>
                          <TableCell>
                            <Sel i={i} kolom="nilai_maks" label="Nilai maksimum" lebar={80} angka />
                          </TableCell>
                          <TableCell>
                            <Sel i={i} kolom="kritis_min" label="Batas kritis bawah" lebar={80} angka />
                          </TableCell>
                          <TableCell>
                            <Sel i={i} kolom="kritis_maks" label="Batas kritis atas" lebar={80} angka />
                          </TableCell>
                          <TableCell>
                            <Sel i={i} kolom="teks_normal" label="Teks rujukan" lebar={110} />
                          </TableCell>
                        </>
                      ) : (
                        <TableCell>
                          {jenis === 'PILIHAN' ? (
                            <Sel i={i} kolom="teks_normal" label="Nilai normal" lebar={180} select>
                              {pilihan
                                .filter((o) => o.nilai.trim())
                                .map((o) => (
                                  <MenuItem key={o.nilai} value={o.nilai}>
                                    {o.nilai}
                                  </MenuItem>
                                ))}
                            </Sel>
                          ) : (
                            <Sel i={i} kolom="teks_normal" label="Teks normal" lebar={240} />
                          )}
                        </TableCell>
                      )}
                      <TableCell padding="checkbox">
                        <Tooltip title="Hapus rentang">
                          <IconButton
                            size="small"
                            aria-label={`Hapus rentang baris ${i + 1}`}
                            onClick={() => remove(i)}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                    {pesan.length ? (
                      <TableRow>
                        <TableCell colSpan={4 + kolomIsi} sx={{ pt: 0 }}>
                          {pesan.map((p) => (
                            <Typography key={p} variant="caption" color="error" component="div">
                              Baris {i + 1} – {p}
                            </Typography>
                          ))}
                        </TableCell>
                      </TableRow>
                    ) : null}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {angka && fields.length ? (
        <Typography variant="caption" color="text.secondary">
          Batas min/maks termasuk nilai normal. Kosongkan salah satu untuk rentang satu sisi (mis. isi Maks
          199 dan Teks Rujukan "&lt; 200"). Hasil di bawah "Kritis &lt;" atau di atas "Kritis &gt;" ditandai
          LL/HH.
        </Typography>
      ) : null}
    </Box>
  );
}
