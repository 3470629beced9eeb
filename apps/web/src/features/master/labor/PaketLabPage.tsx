import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { can, KELAS_TARIF, type PaketLab, type PaketLabInput, paketLabInputSchema } from '@rawat/domain';
import { useCallback, useContext, useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { FormKode, FormTeks } from '../bersama/fields.tsx';
import { MasterFormDialog } from '../bersama/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../bersama/MasterPage.tsx';
import { TarifDialog } from '../bersama/TarifDialog.tsx';
import { KolomTarif } from './KolomTarif.tsx';
import { type ItemTarif, PAKET_LAB_PATH, SetelahBaruLab } from './lab.form.ts';
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

function PaketLabForm({ open, item, onClose }: MasterFormProps<PaketLab>) {
  const setelahBaru = useContext(SetelahBaruLab);
  return (
    <MasterFormDialog<FormPaket, PaketLabInput, PaketLab>
      open={open}
      item={item}
      onClose={onClose}
      path={PAKET_LAB_PATH}
      label="Paket Laboratorium"
      schema={paketLabInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      maxWidth="md"
      setelahSimpan={(saved, baru) => {
        if (baru) setelahBaru(saved);
      }}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<FormPaket> path={PAKET_LAB_PATH} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<FormPaket> name="nama" label="Nama Paket" required helperText="Mis. Paket Fungsi Hati" />
      </Grid>
      <Grid size={12}>
        <PilihPemeriksaan tertaut={item?.pemeriksaan ?? []} />
      </Grid>
      <Grid size={12}>
        <FormTeks<FormPaket> name="keterangan" label="Keterangan" multiline />
      </Grid>
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
  {
    key: 'tarif',
    header: 'Tarif Umum (Rawat Jalan)',
    align: 'right',
    render: (p) => <KolomTarif jumlah={p.tarif_umum_rj} />,
  },
];

/** /paket-labor: tests the lab offers together (Darah Lengkap, Fungsi Hati…) at a price of their own. */
export default function PaketLabPage() {
  const { user } = useSession();
  const confirm = useConfirm();
  const bolehTarif = can(user?.role, TULIS_TARIF);
  const [tarif, setTarif] = useState<ItemTarif | null>(null);

  const tawarkanTarif = useCallback(
    async (p: ItemTarif) => {
      if (!bolehTarif) return;
      const ok = await confirm({
        title: 'Atur tarif sekarang?',
        message: (
          <>
            Paket <b>{`${p.kode} – ${p.nama}`}</b> belum memiliki tarif, sehingga belum dapat ditagihkan.
          </>
        ),
        confirmLabel: 'Atur Tarif',
        cancelLabel: 'Nanti Saja',
      });
      if (ok) setTarif(p);
    },
    [confirm, bolehTarif],
  );

  const aksiTarif = useCallback(
    (p: PaketLab) => (
      <Tooltip title="Tarif">
        <IconButton size="small" aria-label={`Tarif paket ${p.kode}`} onClick={() => setTarif(p)}>
          <RequestQuoteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
    [],
  );

  return (
    <SetelahBaruLab.Provider value={tawarkanTarif}>
      <MasterPage<PaketLab>
        judul="Paket Laboratorium"
        keterangan="Kumpulan pemeriksaan yang dipesan bersama dengan tarif tersendiri. Tarif paket diatur oleh manajemen."
        path={PAKET_LAB_PATH}
        label="Paket"
        tulis={TULIS}
        Form={PaketLabForm}
        subjudul={(p) => p.keterangan}
        kolom={kolom}
        aksiTambahan={aksiTarif}
      />
      <TarifDialog
        item={tarif}
        path={PAKET_LAB_PATH}
        kelas={KELAS_TARIF}
        onClose={() => setTarif(null)}
        bolehUbah={bolehTarif && tarif?.status === 'AKTIF'}
      />
    </SetelahBaruLab.Provider>
  );
}
