import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type DokumenStok, formatRupiah, grInputSchema } from '@rawat/domain';
import { useEffect, useRef } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormAngka, FormPilih, FormTanggal, FormTeks } from '../../../ui/form/fields.tsx';
import { useBolehDi, useDokumen, useDokumenTerbuka } from './dokumen.api.ts';
import { jumlahKemasan, satuanPas } from './dokumen.format.ts';
import { FormDokumenDialog } from './FormDokumenDialog.tsx';

type In = z.input<typeof grInputSchema>;
type BarisGr = In['items'][number];

/** Every open line of the PO, pre-filled with what is still awaited, in the largest unit that fits. */
function barisDariPo(po: DokumenStok): BarisGr[] {
  return po.items
    .filter((i) => i.sisa > 0)
    .map((i) => {
      const s = satuanPas(i.sisa, i.konversi);
      return {
        po_item_uid: i.uid,
        satuan: s.satuan,
        jumlah: String(s.jumlah),
        batch: '',
        kedaluwarsa: '',
        harga_satuan: '',
      };
    });
}

function BarisTerima({ po }: { po: DokumenStok }) {
  const { control, formState } = useFormContext<In>();
  const { fields, append, remove, insert } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const perUid = new Map(po.items.map((i) => [i.uid, i]));
  const galat = formState.errors.items?.root?.message ?? formState.errors.items?.message;
  const sisaDipakai = new Set(items?.map((x) => x.po_item_uid));
  const belum = po.items.filter((i) => i.sisa > 0 && !sisaDipakai.has(i.uid));
  return (
    <Grid size={12}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Barang Diterima
      </Typography>
      {fields.map((f, n) => {
        const b = perUid.get(items?.[n]?.po_item_uid ?? '');
        if (!b) return null;
        return (
          <Box
            key={f.id}
            role="group"
            aria-label={`Terima ${b.produk.nama}`}
            sx={{ display: 'flex', gap: 1, mb: 2 }}
          >
            <Grid container spacing={1} sx={{ flex: 1 }}>
              <Grid size={12}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {b.produk.nama}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    dipesan {jumlahKemasan(b.jumlah, b)} · sisa {jumlahKemasan(b.sisa, b)} · harga PO{' '}
                    {formatRupiah(b.harga_satuan)}/{b.produk.satuan_dasar}
                  </Typography>
                </Typography>
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <FormAngka<In> name={`items.${n}.jumlah`} label="Jumlah" required />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <Controller
                  control={control}
                  name={`items.${n}.satuan`}
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      fullWidth
                      label="Satuan"
                      required
                      {...field}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    >
                      {b.konversi.map((k) => (
                        <MenuItem key={k.satuan} value={k.satuan}>
                          {k.satuan}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 2.5 }}>
                <FormTeks<In>
                  name={`items.${n}.batch`}
                  label="No. Batch"
                  required
                  ubah={(v) => v.toUpperCase()}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 2.5 }}>
                <FormTanggal<In>
                  name={`items.${n}.kedaluwarsa`}
                  label="Kedaluwarsa"
                  required
                  noMax
                  disablePast
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <FormAngka<In>
                  name={`items.${n}.harga_satuan`}
                  label={`Harga/${b.produk.satuan_dasar}`}
                  rupiah
                  helperText="Kosong = harga PO"
                />
              </Grid>
            </Grid>
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              <Tooltip title="Batch lain untuk barang ini">
                <IconButton
                  aria-label={`Tambah batch ${b.produk.nama}`}
                  onClick={() =>
                    insert(n + 1, {
                      po_item_uid: b.uid,
                      satuan: b.produk.satuan_dasar,
                      jumlah: '',
                      batch: '',
                      kedaluwarsa: '',
                      harga_satuan: '',
                    })
                  }
                >
                  <AddIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Tidak diterima sekarang">
                <span>
                  <IconButton
                    aria-label={`Hapus baris ${b.produk.nama}`}
                    onClick={() => remove(n)}
                    disabled={fields.length === 1}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          </Box>
        );
      })}
      {galat ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {galat}
        </Alert>
      ) : null}
      {belum.length ? (
        <TextField
          select
          size="small"
          label="Tambah barang PO"
          value=""
          onChange={(e) => {
            const b = perUid.get(e.target.value);
            if (b) append(barisDariPo({ ...po, items: [b] }));
          }}
          sx={{ minWidth: 260 }}
        >
          {belum.map((i) => (
            <MenuItem key={i.uid} value={i.uid}>
              {i.produk.nama}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Grid>
  );
}

/** The PO chosen (or given) and, once loaded, its open lines as receipt rows. */
function IsiPo({ poTetap }: { poTetap?: string }) {
  const { control, setValue } = useFormContext<In>();
  const poUid = useWatch({ control, name: 'po_uid' });
  const bolehDi = useBolehDi();
  const terbuka = useDokumenTerbuka('PO', ['DIPESAN', 'SEBAGIAN'], '');
  const po = useDokumen('PO', poUid || null);
  const diisi = useRef<string | null>(null);
  useEffect(() => {
    if (!po.data || diisi.current === po.data.uid) return;
    diisi.current = po.data.uid;
    setValue('items', barisDariPo(po.data));
  }, [po.data, setValue]);
  const pilihan = (terbuka.data ?? [])
    .filter((d) => bolehDi(d.lokasi.uid, 'goods_receipt_create'))
    .map((d) => ({ value: d.uid, label: `${d.nomor} · ${d.supplier?.nama ?? '-'} · ${d.lokasi.nama}` }));
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormPilih<In>
          name="po_uid"
          label="Pesanan Pembelian (PO)"
          required
          disabled={Boolean(poTetap)}
          pilihan={
            po.data && !pilihan.some((p) => p.value === po.data.uid)
              ? [...pilihan, { value: po.data.uid, label: po.data.nomor }]
              : pilihan
          }
          helperText="PO berstatus Dipesan atau Sebagian di lokasi tempat Anda berhak menerima barang"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTeks<In> name="no_faktur" label="No. Faktur / Surat Jalan" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTanggal<In> name="tanggal" label="Tanggal Terima" helperText="Kosong = hari ini" />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="catatan" label="Catatan" />
      </Grid>
      {po.data ? <BarisTerima po={po.data} /> : null}
    </>
  );
}

/**
 * A goods receipt against a PO: per line the quantity, batch, expiry (after today) and price per
 * base unit; a line may arrive in several batches. More than still awaited is refused (409).
 */
export function GrFormDialog({
  open,
  onClose,
  poUid,
}: {
  open: boolean;
  onClose: () => void;
  poUid?: string;
}) {
  return (
    <FormDokumenDialog<In, z.output<typeof grInputSchema>>
      jenis="GR"
      open={open}
      onClose={onClose}
      schema={grInputSchema}
      nilaiAwal={{ po_uid: poUid ?? '', no_faktur: '', tanggal: '', catatan: '', items: [] }}
    >
      <IsiPo poTetap={poUid} />
    </FormDokumenDialog>
  );
}
