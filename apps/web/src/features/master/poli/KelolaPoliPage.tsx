import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  JENIS_POLI_MASTER,
  type JenisPoli,
  LABEL_JENIS_POLI,
  type Poli,
  type PoliInput,
  poliApi,
  poliInputSchema,
} from '@rawat/domain';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { FieldKeterangan, FormPilih, FormTeks } from '../../../ui/form/fields.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';

type In = z.input<typeof poliInputSchema>;
const FIELDS = [
  'kode',
  'nama',
  'jenis',
  'prefix_antrian',
  'kode_bpjs',
  'lokasi',
  'keterangan',
  'wajib_asesmen_perawat',
] as const;
const PILIHAN_JENIS = JENIS_POLI_MASTER.map((j) => ({ value: j, label: LABEL_JENIS_POLI[j] }));

const nilaiAwal = (p: Poli | null): In => ({
  kode: p?.kode ?? '',
  nama: p?.nama ?? '',
  jenis: p?.jenis === 'RAWAT_INAP' || !p ? 'RAWAT_JALAN' : p.jenis,
  prefix_antrian: p?.prefix_antrian ?? '',
  kode_bpjs: p?.kode_bpjs ?? '',
  lokasi: p?.lokasi ?? '',
  keterangan: p?.keterangan ?? '',
  wajib_asesmen_perawat: p?.wajib_asesmen_perawat ?? true,
});

/** Whether the doctor waits for the nurse's assessment at this clinic (docs/antrian.md). */
function SaklarAsesmenPerawat() {
  const { control } = useFormContext<In>();
  return (
    <Controller
      control={control}
      name="wajib_asesmen_perawat"
      render={({ field }) => (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                name={field.name}
              />
            }
            label="Dokter menunggu asesmen perawat"
          />
          <FormHelperText sx={{ mt: 0 }}>
            Nyalakan bila poli ini punya perawat: dokter baru dapat memulai pasien setelah asesmen
            keperawatan. Matikan bila dokter bekerja tanpa perawat.
          </FormHelperText>
        </>
      )}
    />
  );
}

function PoliForm({ open, item, onClose }: MasterFormProps<Poli>) {
  return (
    <MasterFormDialog<In, PoliInput, Poli>
      open={open}
      item={item}
      onClose={onClose}
      api={poliApi}
      label="Poliklinik"
      schema={poliInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={poliApi} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In>
          name="nama"
          label="Nama Poliklinik"
          required
          helperText="Ruang gawat darurat bernama 'IGD' (kunjungannya tercatat Gawat Darurat)"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<In> name="jenis" label="Jenis" required pilihan={PILIHAN_JENIS} />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTeks<In>
          name="prefix_antrian"
          label="Prefix Antrian"
          required
          ubah={(v) => v.toUpperCase()}
          helperText="Mis. A → A-012"
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTeks<In>
          name="kode_bpjs"
          label="Kode Poli BPJS"
          ubah={(v) => v.toUpperCase()}
          helperText="Mis. INT"
        />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="lokasi" label="Lokasi / Ruang" helperText="Mis. Gedung A Lantai 2" />
      </Grid>
      <Grid size={12}>
        <SaklarAsesmenPerawat />
      </Grid>
      <FieldKeterangan />
    </MasterFormDialog>
  );
}

/** /kelola-poli-klinik: polyclinics, the IGD and the hemodialysis room, with their queue prefixes. */
export default function KelolaPoliPage() {
  const [jenis, setJenis] = useState<JenisPoli | ''>('');
  return (
    <MasterPage<Poli>
      judul="Poliklinik"
      keterangan="Poliklinik rawat jalan, IGD dan ruang hemodialisa, beserta prefix nomor antriannya."
      api={poliApi}
      label="Poliklinik"
      tulis="master.poli:manage"
      Form={PoliForm}
      subjudul={(p) => p.lokasi}
      filter={{ jenis: jenis || undefined }}
      toolbar={
        <FilterPilih
          label="Jenis"
          value={jenis}
          onChange={setJenis}
          semua="Semua jenis"
          pilihan={PILIHAN_JENIS}
          lebar={[160, 200]}
        />
      }
      kolom={[
        {
          key: 'jenis',
          header: 'Jenis',
          render: (p) => (
            <Chip
              size="small"
              variant="outlined"
              color={p.jenis === 'IGD' ? 'error' : p.jenis === 'HEMODIALISA' ? 'secondary' : 'primary'}
              label={LABEL_JENIS_POLI[p.jenis]}
            />
          ),
        },
        {
          key: 'prefix',
          header: 'Antrian',
          render: (p) => (
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {p.prefix_antrian}-001
            </Typography>
          ),
        },
        { key: 'bpjs', header: 'Kode BPJS', render: (p) => p.kode_bpjs ?? '–' },
        {
          key: 'asesmen',
          header: 'Asesmen Perawat',
          render: (p) =>
            p.wajib_asesmen_perawat ? (
              <Chip size="small" color="info" variant="outlined" label="Sebelum dokter" />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Tidak wajib
              </Typography>
            ),
        },
      ]}
    />
  );
}
