import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import {
  BENTUK_INFORMASI,
  DASAR_PELEPASAN,
  DASAR_TANPA_PERSETUJUAN,
  JENIS_PEMOHON,
  LABEL_BENTUK_INFORMASI,
  LABEL_DASAR_PELEPASAN,
  LABEL_JENIS_PEMOHON,
  type PelepasanInput,
  type PersetujuanInput,
  pelepasanInputSchema,
  persetujuanInputSchema,
} from '@rawat/domain';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useToast } from '../../../shell/toast.tsx';
import { FormDialog } from '../../../ui/form/FormDialog.tsx';
import { FormPilih, FormSaklar, FormTeks } from '../../../ui/form/fields.tsx';
import { useAjukanPelepasan, usePersetujuanPelepasan } from './berkas.api.ts';
import {
  FieldPersetujuan,
  kePersetujuan,
  type NilaiPersetujuan,
  persetujuanAwal,
  resolverDari,
} from './FieldPersetujuan.tsx';

interface Nilai {
  no_rm: string;
  pemohon_jenis: string;
  pemohon_nama: string;
  pemohon_instansi: string;
  dasar: string;
  nomor_surat: string;
  bentuk: string;
  isi: string;
  keperluan: string;
  ada_persetujuan: boolean;
  persetujuan: NilaiPersetujuan;
}
const FIELDS = [
  ...Object.keys(pelepasanInputSchema.shape),
  ...Object.keys(persetujuanInputSchema.shape).map((k) => `persetujuan.${k}`),
] as Path<Nilai>[];
const pilihan = <K extends string>(daftar: readonly K[], label: Record<K, string>) =>
  daftar.map((v) => ({ value: v, label: label[v] }));

/** 'Catat Permintaan': the request, its legal basis, and the patient's consent when already given. */
export function DialogPelepasan({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const ajukan = useAjukanPelepasan();
  const form = useForm<Nilai, unknown, PelepasanInput>({
    resolver: resolverDari<Nilai, PelepasanInput>(pelepasanInputSchema, ({ ada_persetujuan, ...v }) => ({
      ...v,
      persetujuan:
        ada_persetujuan && v.dasar !== DASAR_TANPA_PERSETUJUAN ? kePersetujuan(v.persetujuan) : null,
    })),
    defaultValues: {
      no_rm: '',
      pemohon_jenis: 'PASIEN',
      pemohon_nama: '',
      pemohon_instansi: '',
      dasar: 'PERMINTAAN_PASIEN',
      nomor_surat: '',
      bentuk: 'RINGKASAN',
      isi: '',
      keperluan: '',
      ada_persetujuan: true,
      persetujuan: persetujuanAwal(),
    },
  });
  const [dasar, ada] = useWatch({ control: form.control, name: ['dasar', 'ada_persetujuan'] });
  const hukum = dasar === DASAR_TANPA_PERSETUJUAN;
  const simpan = async (v: PelepasanInput) => {
    const r = await ajukan.mutateAsync(v);
    toast.success(`Permintaan ${r.nomor} untuk ${r.pasien.no_rm} – ${r.pasien.nama} dicatat`);
    onClose();
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      judul="Catat Permintaan Pelepasan Informasi"
      form={form}
      onSimpan={simpan}
      fields={FIELDS}
      fokus="no_rm"
      tombolSimpan="Simpan Permintaan"
      labelForm="Permintaan pelepasan informasi"
      maxWidth="md"
      grid
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<Nilai> name="no_rm" label="No. RM" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormPilih<Nilai>
          name="pemohon_jenis"
          label="Pemohon"
          required
          pilihan={pilihan(JENIS_PEMOHON, LABEL_JENIS_PEMOHON)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<Nilai> name="pemohon_nama" label="Nama pemohon" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<Nilai> name="pemohon_instansi" label="Instansi / hubungan dengan pasien" />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormPilih<Nilai>
          name="dasar"
          label="Dasar hukum"
          required
          pilihan={pilihan(DASAR_PELEPASAN, LABEL_DASAR_PELEPASAN)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<Nilai> name="nomor_surat" label="Nomor surat permintaan" required={hukum} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<Nilai>
          name="bentuk"
          label="Bentuk"
          required
          pilihan={pilihan(BENTUK_INFORMASI, LABEL_BENTUK_INFORMASI)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<Nilai> name="isi" label="Informasi yang diminta" required />
      </Grid>
      <Grid size={12}>
        <FormTeks<Nilai> name="keperluan" label="Keperluan" />
      </Grid>
      <Grid size={12}>
        <Divider />
      </Grid>
      {hukum ? (
        <Grid size={12}>
          <Alert severity="info">
            Permintaan tertulis aparat penegak hukum atau perintah pengadilan tidak memerlukan persetujuan
            pasien (Permenkes 24/2022). Nomor surat wajib dicatat.
          </Alert>
        </Grid>
      ) : (
        <>
          <Grid size={12}>
            <FormSaklar<Nilai> name="ada_persetujuan" label="Persetujuan pasien sudah diberikan" />
          </Grid>
          {ada ? (
            <FieldPersetujuan awalan="persetujuan." />
          ) : (
            <Grid size={12}>
              <Alert severity="warning">
                Tanpa persetujuan, permintaan tersimpan sebagai diajukan dan belum dapat disetujui sampai
                persetujuan pasien dicatat.
              </Alert>
            </Grid>
          )}
        </>
      )}
    </FormDialog>
  );
}

/** 'Catat Persetujuan' for a request recorded before the patient consented. */
export function DialogPersetujuan({
  uid,
  nomor,
  onClose,
}: {
  uid: string;
  nomor: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const catat = usePersetujuanPelepasan(uid);
  const form = useForm<NilaiPersetujuan, unknown, PersetujuanInput>({
    resolver: resolverDari<NilaiPersetujuan, PersetujuanInput>(persetujuanInputSchema, kePersetujuan),
    defaultValues: persetujuanAwal(),
  });
  const simpan = async (v: PersetujuanInput) => {
    await catat.mutateAsync(v);
    toast.success(`Persetujuan pasien untuk ${nomor} dicatat`);
    onClose();
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      judul={`Persetujuan Pasien — ${nomor}`}
      form={form}
      onSimpan={simpan}
      fields={Object.keys(persetujuanInputSchema.shape) as Path<NilaiPersetujuan>[]}
      fokus="nama"
      tombolSimpan="Simpan Persetujuan"
      labelForm="Persetujuan pasien"
      grid
    >
      <FieldPersetujuan />
    </FormDialog>
  );
}
