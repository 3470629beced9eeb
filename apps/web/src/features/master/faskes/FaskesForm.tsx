import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type Faskes,
  type FaskesInput,
  faskesApi,
  faskesInputSchema,
  isRumahSakit,
  JENIS_FASKES,
  type JenisFaskes,
  KELAS_RS,
  LABEL_JENIS_FASKES,
  type WilayahFaskes,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormPilih, FormTanggal, FormTeks } from '../../../ui/form/fields.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import type { MasterFormProps } from '../../../ui/master/MasterPage.tsx';
import { type NilaiWilayah, WilayahSelect } from '../../../ui/WilayahSelect.tsx';

type In = z.input<typeof faskesInputSchema>;
const KODE_WILAYAH = ['provinsi_kode', 'kabupaten_kode', 'kecamatan_kode', 'desa_kode'] as const;
const FIELDS = [
  'kode',
  'nama',
  'jenis',
  'kelas_rs',
  'no_izin',
  'izin_berlaku_sampai',
  'alamat',
  ...KODE_WILAYAH,
  'kode_pos',
  'telepon',
  'fax',
  'email',
  'website',
  'direktur',
  'nip_direktur',
  'motto',
  'keterangan',
] as const;

const nilaiAwal = (f: Faskes | null): In => ({
  kode: f?.kode ?? '',
  nama: f?.nama ?? '',
  jenis: f?.jenis ?? ('' as JenisFaskes),
  kelas_rs: f?.kelas_rs ?? '',
  no_izin: f?.no_izin ?? '',
  izin_berlaku_sampai: f?.izin_berlaku_sampai ?? '',
  alamat: f?.alamat ?? '',
  provinsi_kode: f?.provinsi_kode ?? '',
  kabupaten_kode: f?.kabupaten_kode ?? '',
  kecamatan_kode: f?.kecamatan_kode ?? '',
  desa_kode: f?.desa_kode ?? '',
  kode_pos: f?.kode_pos ?? '',
  telepon: f?.telepon ?? '',
  fax: f?.fax ?? '',
  email: f?.email ?? '',
  website: f?.website ?? '',
  direktur: f?.direktur ?? '',
  nip_direktur: f?.nip_direktur ?? '',
  motto: f?.motto ?? '',
  keterangan: f?.keterangan ?? '',
});

const PILIHAN_JENIS = JENIS_FASKES.map((j) => ({ value: j, label: LABEL_JENIS_FASKES[j] }));
const PILIHAN_KELAS = KELAS_RS.map((k) => ({ value: k, label: `Kelas ${k}` }));

/** The class only applies to hospitals: a clinic's is cleared and the field disabled. */
function FormKelas() {
  const { control, setValue, getValues } = useFormContext<In>();
  const jenis = useWatch({ control, name: 'jenis' }) as JenisFaskes | '';
  const rs = jenis !== '' && isRumahSakit(jenis);
  useEffect(() => {
    if (jenis !== '' && !rs && getValues('kelas_rs')) setValue('kelas_rs', '');
  }, [jenis, rs, getValues, setValue]);
  return (
    <FormPilih<In>
      name="kelas_rs"
      label="Kelas Rumah Sakit"
      required={rs}
      disabled={!rs}
      kosong="Tidak ada"
      pilihan={PILIHAN_KELAS}
      helperText={rs ? undefined : 'Hanya untuk rumah sakit'}
    />
  );
}

function keNilai(w: WilayahFaskes | undefined): NilaiWilayah {
  const n: NilaiWilayah = {};
  if (w?.provinsi) n.provinsi = w.provinsi;
  if (w?.kabupaten) n.kabupaten = w.kabupaten;
  if (w?.kecamatan) n.kecamatan = w.kecamatan;
  if (w?.desa) n.desa = w.desa;
  return n;
}

/** The four region pickers, writing the dotted codes into the form's *_kode fields. */
function FormWilayah({ awal }: { awal: WilayahFaskes | undefined }) {
  const { setValue, getFieldState, formState } = useFormContext<In>();
  const [nilai, setNilai] = useState<NilaiWilayah>(() => keNilai(awal));
  const ubah = (v: NilaiWilayah) => {
    setNilai(v);
    const kode = [v.provinsi, v.kabupaten, v.kecamatan, v.desa].map((w) => w?.kode ?? '');
    KODE_WILAYAH.forEach((field, i) => {
      setValue(field, kode[i] ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
    });
  };
  // 'Wajib dipilih' shows on the empty picker itself; other messages (from the server) show here.
  const galat = KODE_WILAYAH.map((f) => getFieldState(f, formState).error?.message).find(
    (m) => m && !m.includes('wajib dipilih'),
  );
  return (
    <>
      <WilayahSelect value={nilai} onChange={ubah} required showErrors={formState.isSubmitted} />
      {galat ? <FormHelperText error>{galat}</FormHelperText> : null}
    </>
  );
}

/** Create/edit a facility profile: identity, licence, address with regions, contacts, director. */
export function FaskesForm({ open, item, onClose }: MasterFormProps<Faskes>) {
  return (
    <MasterFormDialog<In, FaskesInput, Faskes>
      open={open}
      item={item}
      onClose={onClose}
      api={faskesApi}
      label="Profil Faskes"
      schema={faskesInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      maxWidth="md"
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In>
          api={faskesApi}
          kecuali={item?.uid}
          label="Kode Faskes"
          helperText="Kode PPK BPJS atau kode faskes Kemenkes"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Faskes" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<In> name="jenis" label="Jenis Faskes" required pilihan={PILIHAN_JENIS} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormKelas />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="no_izin" label="Nomor Izin Operasional" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTanggal<In> name="izin_berlaku_sampai" label="Izin Berlaku Sampai" noMax />
      </Grid>

      <Grid size={12}>
        <Typography variant="subtitle2" color="text.secondary">
          Alamat
        </Typography>
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="alamat" label="Jalan, Nomor, RT/RW" required />
      </Grid>
      <Grid size={12}>
        <FormWilayah key={item?.uid ?? 'baru'} awal={item?.wilayah} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="kode_pos" label="Kode Pos" ubah={(v) => v.replace(/\D/g, '').slice(0, 5)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="telepon" label="Telepon" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="fax" label="Fax" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="email" label="Email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="website" label="Website" helperText="Contoh: rsrawat.co.id" />
      </Grid>

      <Grid size={{ xs: 12, sm: 7 }}>
        <FormTeks<In> name="direktur" label="Nama Direktur" />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTeks<In> name="nip_direktur" label="NIP Direktur" />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="motto" label="Motto" helperText="Dicetak miring di bawah kop surat" />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}
