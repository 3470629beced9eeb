import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  GOLONGAN_OBAT,
  kategoriFarmasiApi,
  kelasTerapiApi,
  LABEL_GOLONGAN_OBAT,
  type Produk,
  type ProdukInput,
  produkApi,
  produkInputSchema,
  sediaanFarmasiApi,
  supplierFarmasiApi,
  varianFarmasiApi,
} from '@rawat/domain';
import { useMemo, useState } from 'react';
import { useMasterAktif } from '../../api/master.ts';
import { FilterPilih } from '../../ui/FilterPilih.tsx';
import { FormAngka, FormPilih, FormTeks } from '../../ui/form/fields.tsx';
import { FormKode } from '../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../ui/master/MasterPage.tsx';
import {
  FormCentang,
  HargaDasarInfo,
  type ProdukIn as In,
  KonversiFields,
  StokMinimumFields,
} from './ProdukFields.tsx';

const API = produkApi;
const FIELDS = [
  'kode',
  'nama',
  'nama_generik',
  'kode_kfa',
  'kategori_uid',
  'varian_uid',
  'sediaan_uid',
  'kelas_terapi_uid',
  'supplier_uid',
  'golongan',
  'hna',
  'ppn_persen',
  'konversi',
  'stok_minimum',
  'keterangan',
] as const;

const pilihan = (rows: { uid: string; kode: string; nama: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: r.uid, label: r.nama }));

function useReferensi() {
  const kategori = useMasterAktif(kategoriFarmasiApi);
  const varian = useMasterAktif(varianFarmasiApi);
  const sediaan = useMasterAktif(sediaanFarmasiApi);
  const kelas = useMasterAktif(kelasTerapiApi);
  const supplier = useMasterAktif(supplierFarmasiApi);
  return useMemo(
    () => ({
      kategori: pilihan(kategori.data),
      varian: pilihan(varian.data),
      sediaan: pilihan(sediaan.data),
      // Sub-classes read "Induk › Sub-kelas" so the tree shows in one select.
      kelas: (kelas.data ?? []).map((k) => ({
        value: k.uid,
        label: k.induk_nama ? `${k.induk_nama} › ${k.nama}` : k.nama,
      })),
      supplier: pilihan(supplier.data),
    }),
    [kategori.data, varian.data, sediaan.data, kelas.data, supplier.data],
  );
}

const nilaiAwal = (p: Produk | null): In => ({
  kode: p?.kode ?? '',
  nama: p?.nama ?? '',
  nama_generik: p?.nama_generik ?? '',
  kode_kfa: p?.kode_kfa ?? '',
  kategori_uid: p?.kategori_uid ?? '',
  varian_uid: p?.varian_uid ?? '',
  sediaan_uid: p?.sediaan_uid ?? '',
  kelas_terapi_uid: p?.kelas_terapi_uid ?? '',
  supplier_uid: p?.supplier_uid ?? '',
  formularium: p?.formularium ?? false,
  fornas: p?.fornas ?? false,
  high_alert: p?.high_alert ?? false,
  golongan: p?.golongan ?? 'BIASA',
  hna: p ? String(p.hna) : '',
  ppn_persen: p ? String(p.ppn_persen) : '11',
  konversi: p?.konversi.map((k) => ({
    satuan: k.satuan,
    isi: String(k.isi),
    satuan_isi: k.satuan_isi ?? '',
  })) ?? [{ satuan: 'Tablet', isi: '1', satuan_isi: '' }],
  stok_minimum:
    p?.stok_minimum.map((s) => ({ lokasi_uid: s.lokasi_uid, stok_minimum: String(s.stok_minimum) })) ?? [],
  keterangan: p?.keterangan ?? '',
});

function ProdukForm({ open, item, onClose }: MasterFormProps<Produk>) {
  const ref = useReferensi();
  return (
    <MasterFormDialog<In, ProdukInput, Produk>
      open={open}
      item={item}
      onClose={onClose}
      api={API}
      label="Produk"
      schema={produkInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      larik={['konversi', 'stok_minimum']}
      maxWidth="lg"
    >
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormKode<In> api={API} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTeks<In> name="nama" label="Nama Produk" required helperText="Mis. Paracetamol 500 mg Tablet" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="nama_generik" label="Nama Generik" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In> name="kategori_uid" label="Kategori" required pilihan={ref.kategori} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In> name="varian_uid" label="Varian" pilihan={ref.varian} kosong="Tidak ada" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In> name="sediaan_uid" label="Sediaan (Satuan)" pilihan={ref.sediaan} kosong="Tidak ada" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<In> name="kelas_terapi_uid" label="Kelas Terapi" pilihan={ref.kelas} kosong="Tidak ada" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<In> name="supplier_uid" label="Supplier Utama" pilihan={ref.supplier} kosong="Tidak ada" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In>
          name="golongan"
          label="Golongan"
          pilihan={GOLONGAN_OBAT.map((g) => ({ value: g, label: LABEL_GOLONGAN_OBAT[g] }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In>
          name="kode_kfa"
          label="Kode KFA"
          helperText="Kode Kamus Farmasi dan Alat Kesehatan (SATUSEHAT)"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }} sx={{ display: 'flex', flexWrap: 'wrap' }}>
        <FormCentang name="formularium" label="Formularium RS" />
        <FormCentang name="fornas" label="Fornas (BPJS)" />
        <FormCentang name="high_alert" label="High alert" />
      </Grid>
      <Grid size={12}>
        <Divider />
      </Grid>
      <KonversiFields />
      <Grid size={12}>
        <Divider />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormAngka<In> name="hna" label="HNA per satuan dasar" rupiah required />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormAngka<In> name="ppn_persen" label="PPN" satuan="%" desimal />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <HargaDasarInfo />
      </Grid>
      <Grid size={12}>
        <Divider />
      </Grid>
      <StokMinimumFields />
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

const BENDERA = [
  { value: 'formularium', label: 'Formularium RS' },
  { value: 'fornas', label: 'Fornas (BPJS)' },
] as const;

/** /produk/produk-data (also /farmasi/manajemen): the product catalogue with conversions and minimum stock. */
export default function ProdukPage() {
  const ref = useReferensi();
  const [kategori, setKategori] = useState('');
  const [kelas, setKelas] = useState('');
  const [bendera, setBendera] = useState<'' | 'formularium' | 'fornas'>('');
  return (
    <MasterPage<Produk>
      judul="Data Produk"
      keterangan="Obat, alat kesehatan dan BMHP: satuan dan konversinya, harga beli, serta stok minimum per lokasi."
      api={API}
      label="Produk"
      tulis="farmasi.obat:manage"
      Form={ProdukForm}
      placeholderCari="Cari nama, nama generik, atau kode"
      filter={{
        kategori_uid: kategori || undefined,
        kelas_terapi_uid: kelas || undefined,
        ...(bendera ? { [bendera]: 'true' } : {}),
      }}
      toolbar={
        <>
          <FilterPilih
            label="Kategori"
            semua="Semua kategori"
            value={kategori}
            onChange={setKategori}
            pilihan={ref.kategori}
          />
          <FilterPilih
            label="Kelas terapi"
            semua="Semua kelas"
            value={kelas}
            onChange={setKelas}
            pilihan={ref.kelas}
            lebar={[220, 320]}
          />
          <FilterPilih label="Daftar" semua="Semua" value={bendera} onChange={setBendera} pilihan={BENDERA} />
        </>
      }
      subjudul={(p) => [p.nama_generik, p.kelas_terapi_nama].filter(Boolean).join(' · ')}
      kolom={[
        { key: 'kategori', header: 'Kategori', render: (p) => p.kategori_nama ?? '–' },
        {
          key: 'satuan',
          header: 'Satuan',
          render: (p) => (
            <Typography variant="body2">
              {p.konversi
                .slice(1)
                .map((k) => `${k.satuan} ${k.isi_dasar}`)
                .join(' · ') || p.satuan_dasar}
              {p.konversi.length > 1 ? (
                <Typography component="span" variant="caption" color="text.secondary">
                  {` ${p.satuan_dasar}`}
                </Typography>
              ) : null}
            </Typography>
          ),
        },
        {
          key: 'harga',
          header: 'Harga Dasar',
          align: 'right',
          render: (p) => `${formatRupiah(p.harga_dasar)}/${p.satuan_dasar}`,
        },
        {
          key: 'label',
          header: 'Label',
          render: (p) => (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {p.fornas ? <Chip size="small" color="success" label="Fornas" /> : null}
              {p.formularium ? <Chip size="small" label="Formularium" /> : null}
              {p.high_alert ? <Chip size="small" color="error" label="High alert" /> : null}
              {p.golongan !== 'BIASA' ? (
                <Chip size="small" color="warning" label={LABEL_GOLONGAN_OBAT[p.golongan]} />
              ) : null}
            </Box>
          ),
        },
      ]}
    />
  );
}
