import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type Dokter,
  type DokterInput,
  dokterApi,
  dokterInputSchema,
  type Hari,
  type Karyawan,
  KODE_SPESIALISASI,
  labelSpesialisasi,
  poliApi,
  type Spesialisasi,
} from '@rawat/domain';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useMasterAktif } from '../../../api/master.ts';
import { useToast } from '../../../shell/toast.tsx';
import { FormPilih, FormTanggal, FormTeks } from '../../../ui/form/fields.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import type { MasterFormProps } from '../../../ui/master/MasterPage.tsx';
import {
  Bagian,
  FIELDS_IDENTITAS,
  type FormDari,
  IdentitasFields,
  nilaiIdentitas,
  skemaForm,
} from './IdentitasFields.tsx';
import { JadwalFields } from './JadwalFields.tsx';
import { segarkanKaryawan, useKaryawanDokter } from './sdm.api.ts';

export interface SesiIn {
  poli_uid: string;
  hari: Hari;
  jam_mulai: string;
  jam_selesai: string;
  kuota: string;
  /** '' = not split between JKN and non-JKN. */
  kuota_jkn: string;
}
export type DokterIn = Omit<
  FormDari<typeof dokterInputSchema>,
  'spesialisasi' | 'jadwal' | 'polis' | 'tampil_online'
> & {
  spesialisasi: Spesialisasi | '';
  polis: string[];
  tampil_online: boolean;
  jadwal: SesiIn[];
};
type In = DokterIn;
const skema = skemaForm<In, DokterInput>(dokterInputSchema);
const FIELDS = [
  ...FIELDS_IDENTITAS,
  'spesialisasi',
  'no_sip',
  'sip_berlaku_sampai',
  'no_str',
  'kode_dpjp_bpjs',
  'tampil_online',
  'polis',
  'jadwal',
] as const;
const PILIHAN_SPESIALISASI = KODE_SPESIALISASI.map((k) => ({ value: k, label: labelSpesialisasi(k) }));

function nilaiAwal(d: Dokter | null, k: Karyawan | null): In {
  return {
    ...nilaiIdentitas(k),
    pegawai_uid: '',
    spesialisasi: d?.spesialisasi ?? '',
    no_sip: d?.no_sip ?? '',
    sip_berlaku_sampai: d?.sip_berlaku_sampai ?? '',
    no_str: d?.no_str ?? '',
    kode_dpjp_bpjs: d?.kode_dpjp_bpjs ?? '',
    tampil_online: d?.tampil_online ?? true,
    polis: d?.polis.map((p) => p.uid) ?? [],
    jadwal:
      d?.jadwal.map((s) => ({
        poli_uid: s.poli_uid,
        hari: s.hari,
        jam_mulai: s.jam_mulai,
        jam_selesai: s.jam_selesai,
        kuota: String(s.kuota),
        kuota_jkn: s.kuota_jkn === null ? '' : String(s.kuota_jkn),
      })) ?? [],
  };
}

/** The clinics the doctor practises at: active ones, plus any retired one already linked. */
function PoliPraktik({ pilihan }: { pilihan: { uid: string; nama: string }[] }) {
  const { control } = useFormContext<In>();
  return (
    <Controller
      control={control}
      name="polis"
      render={({ field, fieldState }) => (
        <Autocomplete<{ uid: string; nama: string }, true, false, false>
          multiple
          options={pilihan}
          value={pilihan.filter((p) => field.value.includes(p.uid))}
          onChange={(_, v) => field.onChange(v.map((p) => p.uid))}
          onBlur={field.onBlur}
          getOptionLabel={(p) => p.nama}
          isOptionEqualToValue={(a, b) => a.uid === b.uid}
          noOptionsText="Tidak ada poli aktif lain"
          renderValue={(v, getItemProps) =>
            v.map((p, i) => {
              const { key, ...props } = getItemProps({ index: i });
              return <Chip key={key} size="small" label={p.nama} {...props} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label="Poli Praktik"
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? 'Jadwal hanya dapat dibuat di poli yang dipilih di sini'
              }
            />
          )}
        />
      )}
    />
  );
}

/**
 * The doctor dialog: Identitas (the employee record), Praktik (licences, specialty, clinics) and
 * Jadwal (the week), saved in one request. Editing first loads the employee record, which the
 * doctor DTO leaves out.
 */
export function DokterForm({ open, item, onClose }: MasterFormProps<Dokter>) {
  const toast = useToast();
  const karyawan = useKaryawanDokter(open && item ? item.uid : null);
  const poliAktif = useMasterAktif(poliApi);
  const gagal = karyawan.isError;
  useEffect(() => {
    if (open && gagal) {
      toast.error(karyawan.error);
      onClose();
    }
  }, [open, gagal, karyawan.error, toast, onClose]);

  const pilihanPoli = (poliAktif.data ?? []).map((p) => ({ uid: p.uid, nama: p.nama }));
  for (const p of item?.polis ?? [])
    if (!pilihanPoli.some((x) => x.uid === p.uid))
      pilihanPoli.push({ uid: p.uid, nama: p.status === 'AKTIF' ? p.nama : `${p.nama} (nonaktif)` });
  const namaPoli = new Map(pilihanPoli.map((p) => [p.uid, p.nama]));
  const siap = !item || karyawan.data !== undefined;

  return (
    <MasterFormDialog<In, DokterInput, Dokter>
      open={open && siap}
      item={item}
      onClose={onClose}
      api={dokterApi}
      label="Dokter"
      schema={skema}
      nilaiAwal={(d) => nilaiAwal(d, d ? (karyawan.data ?? null) : null)}
      fields={FIELDS}
      larik={['jadwal']}
      maxWidth="lg"
      // A doctor's save links an account and takes an employee: their pickers must see it.
      setelahSimpan={() => void segarkanKaryawan()}
    >
      <Bagian judul="Identitas" />
      <IdentitasFields karyawan={karyawan.data ?? null} ambilKaryawan={!item} api={dokterApi} />
      <Bagian
        judul="Praktik"
        keterangan="Surat izin praktik, registrasi dan poli tempat dokter berpraktik."
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<In> name="spesialisasi" label="Spesialisasi" required pilihan={PILIHAN_SPESIALISASI} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In>
          name="kode_dpjp_bpjs"
          label="Kode DPJP BPJS"
          helperText="Angka dari VClaim, untuk SEP"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="no_sip" label="Nomor SIP" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTanggal<In> name="sip_berlaku_sampai" label="SIP Berlaku Sampai" noMax />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="no_str" label="Nomor STR" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TampilOnline />
      </Grid>
      <Grid size={12}>
        <PoliPraktik pilihan={pilihanPoli} />
      </Grid>
      <Bagian
        judul="Jadwal"
        keterangan="Jadwal praktik mingguan. Sesi dokter yang sama pada hari yang sama tidak boleh bertumpuk."
      />
      <JadwalFields namaPoli={namaPoli} />
    </MasterFormDialog>
  );
}

function TampilOnline() {
  const { control } = useFormContext<In>();
  return (
    <Controller
      control={control}
      name="tampil_online"
      render={({ field }) => (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              name={field.name}
            />
          }
          label="Tampilkan di jadwal dokter online"
        />
      )}
    />
  );
}
