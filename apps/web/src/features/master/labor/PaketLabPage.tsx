import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  can,
  KELAS_TARIF,
  type PaketLab,
  type PaketLabInput,
  paketLabApi,
  paketLabInputSchema,
} from '@rawat/domain';
import { useSession } from '../../../shell/session.tsx';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { FieldKeterangan, FormTeks } from '../../../ui/form/fields.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';
import { kolomTarif, useTarifMaster } from '../bersama/tarif.tsx';
import { type FormPaket, PilihPemeriksaan } from './PilihPemeriksaan.tsx';

// The lab keeps its packages; their prices are set by those who keep service tariffs.
const TULIS = 'labor.paket:manage';
const TULIS_TARIF = 'master.layanan:manage';
const FIELDS = ['kode', 'nama', 'pemeriksaan_uid', 'keterangan'] as const;

const nilaiAwal = (p: PaketLab | null): FormPaket => ({
  kode: p?.kode ?? '',
  nama: p?.nama ?? '',
  pemeriksaan_uid: p?.pemeriksaan.map((u) => u.uid) ?? [],
  keterangan: p?.keterangan ?? '',
});

function PaketLabForm({ open, item, onClose, setelahBaru }: MasterFormProps<PaketLab>) {
  return (
    <MasterFormDialog<FormPaket, PaketLabInput, PaketLab>
      open={open}
      item={item}
      onClose={onClose}
      api={paketLabApi}
      label="Paket Laboratorium"
      schema={paketLabInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      maxWidth="md"
      setelahBaru={setelahBaru}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<FormPaket> api={paketLabApi} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<FormPaket> name="nama" label="Nama Paket" required helperText="Mis. Paket Fungsi Hati" />
      </Grid>
      <Grid size={12}>
        <PilihPemeriksaan tertaut={item?.pemeriksaan ?? []} />
      </Grid>
      <FieldKeterangan />
    </MasterFormDialog>
  );
}

const kolom: DataTableColumn<PaketLab>[] = [
  {
    key: 'isi',
    header: 'Pemeriksaan',
    render: (p) => (
      <Box sx={{ maxWidth: 420 }}>
        <Typography variant="body2">{p.pemeriksaan.length} pemeriksaan</Typography>
        <Typography variant="caption" color="text.secondary">
          {p.pemeriksaan.map((u) => (u.status === 'AKTIF' ? u.nama : `${u.nama} (nonaktif)`)).join(', ')}
        </Typography>
      </Box>
    ),
  },
  kolomTarif('Tarif Umum (Rawat Jalan)'),
];

/** /paket-labor: tests the lab offers together (Darah Lengkap, Fungsi Hati…) at a price of their own. */
export default function PaketLabPage() {
  const { user } = useSession();
  const { aksiTarif, tawarkanTarif, dialogTarif } = useTarifMaster({
    api: paketLabApi,
    label: 'Paket',
    bolehUbah: can(user?.role, TULIS_TARIF),
    kelas: KELAS_TARIF,
  });

  return (
    <>
      <MasterPage<PaketLab>
        judul="Paket Laboratorium"
        keterangan="Kumpulan pemeriksaan yang dipesan bersama dengan tarif tersendiri. Tarif paket diatur oleh manajemen."
        api={paketLabApi}
        label="Paket"
        tulis={TULIS}
        Form={PaketLabForm}
        subjudul={(p) => p.keterangan}
        kolom={kolom}
        aksiTambahan={aksiTarif}
        setelahBaru={tawarkanTarif}
      />
      {dialogTarif}
    </>
  );
}
