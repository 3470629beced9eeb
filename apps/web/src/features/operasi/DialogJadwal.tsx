import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  type JadwalOperasiInput,
  jadwalOperasiInputSchema,
  type KodeNamaOperasi,
  LABEL_JENIS_KUNJUNGAN,
  LABEL_URGENSI_OPERASI,
  type LayananOperasi,
  URGENSI_OPERASI,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '../../shell/toast.tsx';
import { FormDialog } from '../../ui/form/FormDialog.tsx';
import { FormAngka, FormPilih, FormTeks, FormWaktu } from '../../ui/form/fields.tsx';
import { keAngka, keIso, PILIHAN_ANESTESI, resolverKontrak } from './formOperasi.ts';
import { useCariLayananOperasi, useJadwalkanOperasi, useReferensiOperasi } from './operasi.api.ts';
import { FormKode } from './PilihKode.tsx';

type Kode = 'prosedur' | 'diagnosis';
/** What the fields hold; `layanan_uid` keeps the whole layanan picked, for its label. */
type Nilai = Record<Exclude<keyof JadwalOperasiInput, Kode | 'layanan_uid'>, string> &
  Record<Kode, KodeNamaOperasi | null> & { layanan_uid: LayananOperasi | null };
const FIELDS = Object.keys(jadwalOperasiInputSchema.shape) as Path<Nilai>[];
const URGENSI = URGENSI_OPERASI.map((u) => ({ value: u, label: LABEL_URGENSI_OPERASI[u] }));
const kosong = { kode: '', nama: '' };
const labelLayanan = (l: LayananOperasi) =>
  `${l.pasien.nama} (${l.pasien.no_rm}) — ${l.unit}, ${LABEL_JENIS_KUNJUNGAN[l.jenis as keyof typeof LABEL_JENIS_KUNJUNGAN] ?? l.jenis}`;

/**
 * "Jadwalkan Operasi": the patient's active layanan, theatre, time, team and plan. From the board
 * the layanan is searched; from a patient's page (the clinic, the ward) it comes as `layananTetap`
 * and cannot be changed.
 */
export function DialogJadwal({
  tanggal,
  onClose,
  layananTetap = null,
}: {
  tanggal: string;
  onClose: () => void;
  layananTetap?: LayananOperasi | null;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const ref = useReferensiOperasi();
  const simpan = useJadwalkanOperasi();
  const [cari, setCari] = useState('');
  const layananList = useCariLayananOperasi(layananTetap ? '' : cari);
  const form = useForm<Nilai, unknown, JadwalOperasiInput>({
    resolver: resolverKontrak<Nilai, JadwalOperasiInput>(jadwalOperasiInputSchema, (v) => ({
      ...v,
      layanan_uid: v.layanan_uid?.layanan_uid ?? '',
      mulai: keIso(v.mulai),
      durasi_menit: keAngka(v.durasi_menit),
      asisten_uid: v.asisten_uid || null,
      anestesi_uid: v.anestesi_uid || null,
      prosedur: v.prosedur ?? kosong,
      diagnosis: v.diagnosis ?? kosong,
    })),
    defaultValues: {
      layanan_uid: layananTetap,
      kamar_operasi_uid: '',
      mulai: `${tanggal}T08:00`,
      durasi_menit: '60',
      urgensi: 'ELEKTIF',
      tindakan_uid: '',
      prosedur: null,
      diagnosis: null,
      operator_uid: '',
      asisten_uid: '',
      anestesi_uid: '',
      jenis_anestesi: '',
      catatan: '',
    },
  });
  const dokter = (ref.data?.dokter ?? []).map((d) => ({ value: d.uid, label: d.nama }));
  const tarif = ref.data?.tindakan ?? [];
  const kamar = (ref.data?.kamar ?? []).map((k) => ({ value: k.uid, label: k.nama }));
  const tindakan = tarif.map((t) => ({
    value: t.uid,
    label: `${t.nama} ${t.golongan ? `(${t.golongan.toLowerCase()})` : ''}`,
  }));

  // A tariff with an ICD-9-CM code fills the planned procedure, unless one was already chosen.
  const tindakanUid = useWatch({ control: form.control, name: 'tindakan_uid' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the tariff changes
  useEffect(() => {
    const t = tarif.find((x) => x.uid === tindakanUid);
    if (t?.kode_icd9 && !form.getValues('prosedur'))
      form.setValue('prosedur', { kode: t.kode_icd9, nama: t.nama });
  }, [tindakanUid]);

  const kirim = async (v: JadwalOperasiInput) => {
    const r = await simpan.mutateAsync(v);
    toast.success(`Operasi ${r.respon.pasien.nama} dijadwalkan (${r.respon.kode_booking})`);
    onClose();
    navigate(`/ruang-operasi/${r.respon.uid}`);
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      judul="Jadwalkan Operasi"
      form={form}
      onSimpan={kirim}
      fields={FIELDS}
      tombolSimpan="Simpan Jadwal"
      maxWidth="md"
      grid
    >
      <Grid size={12}>
        <Controller
          control={form.control}
          name="layanan_uid"
          render={({ field, fieldState }) => (
            <Autocomplete<LayananOperasi, false, false, false>
              options={layananTetap ? [layananTetap] : (layananList.data ?? [])}
              disabled={Boolean(layananTetap)}
              value={field.value}
              onChange={(_, v) => field.onChange(v)}
              inputValue={cari}
              onInputChange={(_, v) => setCari(v)}
              filterOptions={(x) => x}
              getOptionLabel={labelLayanan}
              isOptionEqualToValue={(a, b) => a.layanan_uid === b.layanan_uid}
              loading={layananList.isFetching}
              loadingText="Mencari…"
              noOptionsText={
                cari.trim().length < 2 ? 'Ketik minimal 2 huruf nama atau No. RM' : 'Tidak ada layanan aktif'
              }
              renderInput={(p) => (
                <TextField
                  {...p}
                  size="small"
                  label="Pasien (kunjungan poli/IGD minggu ini, atau rawat inap)"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih
          size="small"
          name="kamar_operasi_uid"
          label="Kamar operasi"
          pilihan={kamar}
          helperText=" "
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormWaktu size="small" name="mulai" label="Mulai" helperText="WIB" />
      </Grid>
      <Grid size={{ xs: 6, sm: 2 }}>
        <FormAngka size="small" name="durasi_menit" label="Durasi (menit)" spin helperText=" " />
      </Grid>
      <Grid size={{ xs: 6, sm: 2 }}>
        <FormPilih size="small" name="urgensi" label="Urgensi" pilihan={URGENSI} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih
          size="small"
          name="tindakan_uid"
          label="Tindakan operasi (tarif)"
          pilihan={tindakan}
          helperText=" "
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormKode name="prosedur" jenis="ICD9" label="Rencana tindakan (ICD-9-CM)" />
      </Grid>
      <Grid size={12}>
        <FormKode name="diagnosis" jenis="ICD10" label="Diagnosis pra-operasi (ICD-10)" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih
          size="small"
          name="operator_uid"
          label="Operator"
          pilihan={dokter}
          required
          helperText=" "
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih
          size="small"
          name="asisten_uid"
          label="Asisten"
          pilihan={dokter}
          kosong="Tidak ada"
          helperText=" "
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih
          size="small"
          name="anestesi_uid"
          label="Dokter anestesi"
          pilihan={dokter}
          kosong="Tidak ada"
          helperText=" "
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih
          size="small"
          name="jenis_anestesi"
          label="Jenis anestesi"
          pilihan={PILIHAN_ANESTESI}
          helperText=" "
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks size="small" name="catatan" label="Catatan" helperText=" " />
      </Grid>
    </FormDialog>
  );
}
