import Grid from '@mui/material/Grid';
import { type DokumenStok, poInputSchema } from '@rawat/domain';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import { BARIS_KOSONG, type BarisForm, BarisProdukFields } from './BarisProdukFields.tsx';
import {
  type ProdukPilihan,
  useDokumen,
  useDokumenTerbuka,
  useLokasiBerhak,
  useSupplier,
} from './dokumen.api.ts';
import { FormDokumenDialog } from './FormDokumenDialog.tsx';

type In = z.input<typeof poInputSchema>;

/** A PR's lines as PO lines, in the unit the PR asked for; the price starts empty (harga dasar). */
function barisDariPr(pr: DokumenStok): BarisForm[] {
  return pr.items.map((i) => ({
    produk_uid: i.produk.uid,
    satuan: i.satuan,
    jumlah: String(i.isi > 0 ? Math.ceil(i.jumlah / i.isi) : i.jumlah),
    harga_satuan: '',
  }));
}

const produkDari = (pr: DokumenStok | undefined): ProdukPilihan[] =>
  (pr?.items ?? []).map((i) => ({
    ...i.produk,
    konversi: i.konversi.map((k) => ({ ...k, isi: k.isi_dasar, satuan_isi: null })),
  }));

/** Choosing a PR fills the location and the lines from it (once per PR chosen). */
function PilihPr() {
  const { control, setValue } = useFormContext<In>();
  const [lokasi, prUid] = useWatch({ control, name: ['lokasi_uid', 'pr_uid'] });
  const terbuka = useDokumenTerbuka('PR', ['DIAJUKAN'], lokasi ?? '');
  const pr = useDokumen('PR', prUid || null);
  const diisi = useRef<string | null>(null);
  useEffect(() => {
    if (!pr.data || diisi.current === pr.data.uid) return;
    diisi.current = pr.data.uid;
    setValue('lokasi_uid', pr.data.lokasi.uid);
    setValue('items', barisDariPr(pr.data));
  }, [pr.data, setValue]);
  return (
    <FormPilih<In>
      name="pr_uid"
      label="Dari PR"
      kosong="Tanpa PR (pesanan langsung)"
      pilihan={(terbuka.data ?? []).map((d) => ({ value: d.uid, label: `${d.nomor} · ${d.lokasi.nama}` }))}
    />
  );
}

function BarisPo() {
  const { control } = useFormContext<In>();
  const prUid = useWatch({ control, name: 'pr_uid' });
  const pr = useDokumen('PR', prUid || null);
  return <BarisProdukFields harga produkAwal={produkDari(pr.data)} />;
}

/**
 * A purchase order: delivery location (where the user holds purchase_order_create), supplier,
 * optionally the PR it fulfils (its lines are copied and may be edited), prices per base unit.
 */
export function PoFormDialog({
  open,
  onClose,
  pr,
  setelahSimpan,
}: {
  open: boolean;
  onClose: () => void;
  pr?: DokumenStok | null;
  setelahSimpan?: (d: DokumenStok) => void;
}) {
  const lokasi = useLokasiBerhak('purchase_order_create');
  const supplier = useSupplier();
  return (
    <FormDokumenDialog<In, z.output<typeof poInputSchema>>
      jenis="PO"
      open={open}
      onClose={onClose}
      schema={poInputSchema}
      judul={pr ? `Buat Pesanan Pembelian dari ${pr.nomor}` : undefined}
      setelahSimpan={setelahSimpan}
      nilaiAwal={{
        lokasi_uid: pr?.lokasi.uid ?? (lokasi.length === 1 ? (lokasi[0]?.value ?? '') : ''),
        supplier_uid: '',
        pr_uid: pr?.uid ?? '',
        catatan: '',
        items: pr ? barisDariPr(pr) : [{ ...BARIS_KOSONG }],
      }}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In> name="lokasi_uid" label="Lokasi Pengiriman" required pilihan={lokasi} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In> name="supplier_uid" label="Supplier (PBF)" required pilihan={supplier} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <PilihPr />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="catatan" label="Catatan untuk supplier" />
      </Grid>
      <BarisPo />
    </FormDokumenDialog>
  );
}
