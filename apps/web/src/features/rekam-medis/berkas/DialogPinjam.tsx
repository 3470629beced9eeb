import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  KEPERLUAN_PINJAM,
  LABEL_KEPERLUAN_PINJAM,
  type PinjamInput,
  pinjamInputSchema,
  toJakartaIsoDate,
} from '@rawat/domain';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../../shell/toast.tsx';
import { FormDialog } from '../../../ui/form/FormDialog.tsx';
import { FormPilih, FormTanggal, FormTeks } from '../../../ui/form/fields.tsx';
import { usePinjamBerkas } from './berkas.api.ts';

type Nilai = z.input<typeof pinjamInputSchema>;
const FIELDS = Object.keys(pinjamInputSchema.shape) as Path<Nilai>[];
const KEPERLUAN = KEPERLUAN_PINJAM.map((k) => ({ value: k, label: LABEL_KEPERLUAN_PINJAM[k] }));

/** Three days out: a clinic returns a file after the visit; the desk changes it for research or court. */
function jatuhTempoAwal(): string {
  const d = new Date(`${toJakartaIsoDate(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 3);
  return d.toISOString().slice(0, 10);
}

/** 'Pinjamkan Berkas': the record by No. RM, who takes it, where, why, and until when. */
export function DialogPinjam({
  onClose,
  onTersimpan,
}: {
  onClose: () => void;
  onTersimpan: (r: { uid: string; nomor: string }) => void;
}) {
  const toast = useToast();
  const pinjam = usePinjamBerkas();
  const form = useForm<Nilai, unknown, PinjamInput>({
    resolver: zodResolver(pinjamInputSchema),
    defaultValues: {
      no_rm: '',
      peminjam: '',
      unit: '',
      keperluan: 'RAWAT_JALAN',
      jatuh_tempo: jatuhTempoAwal(),
      catatan: '',
    },
  });
  const simpan = async (v: PinjamInput) => {
    const r = await pinjam.mutateAsync(v);
    toast.success(`Berkas ${r.pasien.no_rm} – ${r.pasien.nama} dipinjamkan (${r.nomor})`);
    onTersimpan(r);
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      judul="Pinjamkan Berkas Rekam Medis"
      form={form}
      onSimpan={simpan}
      fields={FIELDS}
      fokus="no_rm"
      tombolSimpan="Pinjamkan"
      labelForm="Pinjamkan berkas"
      grid
    >
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTeks<Nilai> name="no_rm" label="No. RM" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormPilih<Nilai> name="keperluan" label="Keperluan" required pilihan={KEPERLUAN} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<Nilai> name="peminjam" label="Nama peminjam" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<Nilai> name="unit" label="Unit / instansi" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTanggal<Nilai> name="jatuh_tempo" label="Jatuh tempo" required disablePast noMax />
      </Grid>
      <Grid size={12}>
        <FormTeks<Nilai> name="catatan" label="Catatan" multiline />
      </Grid>
    </FormDialog>
  );
}
