import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AKHIR_KEHAMILAN_LALU,
  bagianJakarta,
  FAKTOR_RISIKO_OBSTETRI,
  formatTanggal,
  HODGE,
  KETUBAN_VT,
  PRESENTASI,
  taksiranPersalinan,
  WARNA_KETUBAN,
} from '@rawat/domain';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormTanggal } from '../../../ui/form/fields.tsx';
import { AlergiFields } from './AlergiFields.tsx';
import { Angka, Bagian, Pilih, Teks, useHanyaBaca } from './fields.tsx';
import { PilihBanyak, PilihTombol, YaTidak } from './pilihan.tsx';
import { TandaVitalFields } from './TandaVitalFields.tsx';

// The midwife's first assessment in the delivery room (KEBIDANAN), as the VK form asks it:
// obstetric history, complaints, vital signs, obstetric and vaginal examination, risks, diagnosis.

/** The blank assessment; the delivery room starts it from the mother's record (G P A, HPHT). */
export const KOSONG_KEBIDANAN = {
  gravida: null,
  para: null,
  abortus: null,
  hpht: '',
  usia_kehamilan_minggu: null,
  riwayat_kehamilan: [],
  anc_kali: null,
  anc_tempat: '',
  keluhan_utama: '',
  his_sejak: '',
  lendir_darah: null,
  ketuban_pecah: null,
  ketuban_pecah_pada: '',
  warna_ketuban: null,
  tanda_vital: {},
  tfu_cm: null,
  leopold_1: '',
  leopold_2: '',
  leopold_3: '',
  leopold_4: '',
  djj: null,
  his_per_10: null,
  lama_his_detik: null,
  pembukaan_cm: null,
  effacement_persen: null,
  ketuban: null,
  presentasi: null,
  penurunan_hodge: null,
  faktor_risiko: [],
  faktor_risiko_lain: '',
  alergi: { tidak_ada: false, daftar: [] },
  diagnosis_kebidanan: '',
  rencana: '',
};

const dua = (n: number) => String(n).padStart(2, '0');
/** A stored ISO moment as the datetime-local field shows it (Jakarta wall clock). */
function keLokal(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const b = bagianJakarta(iso);
  return `${b.tahun}-${dua(b.bulan)}-${dua(b.tanggal)}T${dua(b.jam)}:${dua(b.menit)}`;
}

/** A moment typed on the Jakarta clock, kept in the form as the ISO string the schema takes. */
function Waktu({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="datetime-local"
          fullWidth
          disabled={hanyaBaca}
          value={keLokal(field.value)}
          onChange={(e) => field.onChange(e.target.value ? `${e.target.value}:00+07:00` : '')}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'WIB'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}

/** The due date as it will be stored (Naegele, from the HPHT typed above). */
function Hpl() {
  const { control } = useFormContext();
  const hpht = useWatch({ control, name: 'hpht' });
  const hpl = typeof hpht === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(hpht) ? taksiranPersalinan(hpht) : null;
  return (
    <Box
      role="status"
      aria-label="HPL"
      sx={{ px: 1.5, py: 0.75, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="caption" color="text.secondary">
        HPL (Naegele, otomatis)
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 700 }}>
        {hpl ? formatTanggal(hpl) : 'Isi HPHT'}
      </Typography>
    </Box>
  );
}

/** Earlier pregnancies, one row each, as the history table of the paper form. */
function RiwayatKehamilan() {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  const { fields, append, remove } = useFieldArray({ control, name: 'riwayat_kehamilan' });
  return (
    <Box>
      {fields.map((f, i) => (
        <Grid key={f.id} container spacing={1.5} sx={{ mb: 1.5, alignItems: 'flex-start' }}>
          <Grid size={{ xs: 4, md: 1.5 }}>
            <Angka name={`riwayat_kehamilan.${i}.tahun`} label={`Tahun (${i + 1})`} />
          </Grid>
          <Grid size={{ xs: 8, md: 2 }}>
            <Pilih
              name={`riwayat_kehamilan.${i}.cara`}
              label="Cara persalinan"
              pilihan={AKHIR_KEHAMILAN_LALU}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>
            <Teks name={`riwayat_kehamilan.${i}.usia_kehamilan`} label="Usia hamil" />
          </Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>
            <Teks name={`riwayat_kehamilan.${i}.penolong`} label="Penolong" />
          </Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>
            <Pilih name={`riwayat_kehamilan.${i}.jenis_kelamin`} label="JK" pilihan={['L', 'P']} />
          </Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>
            <Angka name={`riwayat_kehamilan.${i}.berat_lahir_gram`} label="BB lahir" satuan="g" />
          </Grid>
          <Grid size={{ xs: 10, md: 2 }}>
            <Teks name={`riwayat_kehamilan.${i}.keadaan`} label="Keadaan anak" />
          </Grid>
          <Grid size={{ xs: 2, md: 0.5 }}>
            <IconButton
              aria-label={`Hapus kehamilan ${i + 1}`}
              disabled={hanyaBaca}
              onClick={() => remove(i)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Grid>
        </Grid>
      ))}
      {fields.length ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Belum ada riwayat; kosongkan untuk kehamilan pertama.
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        disabled={hanyaBaca}
        onClick={() =>
          append({
            tahun: null,
            cara: '',
            usia_kehamilan: '',
            penolong: '',
            jenis_kelamin: null,
            berat_lahir_gram: null,
            keadaan: '',
          })
        }
      >
        Tambah kehamilan lalu
      </Button>
    </Box>
  );
}

/** Ruptured membranes: when, and the colour of the fluid, asked only once answered Ya. */
function KetubanPecah() {
  const { control } = useFormContext();
  const pecah = useWatch({ control, name: 'ketuban_pecah' });
  if (pecah !== true) return null;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <Waktu name="ketuban_pecah_pada" label="Ketuban pecah sejak" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PilihTombol name="warna_ketuban" label="Warna ketuban" pilihan={WARNA_KETUBAN} />
      </Grid>
    </>
  );
}

/** The sections of the maternity assessment, inside a FormAsesmen of kind KEBIDANAN. */
export function BagianKebidanan({ alergiTercatat }: { alergiTercatat: string[] }) {
  return (
    <>
      <Bagian judul="Riwayat Obstetri" keterangan="Kehamilan ini dihitung pada G, belum pada P atau A.">
        <Grid container spacing={2}>
          <Grid size={{ xs: 4, md: 1.5 }}>
            <Angka name="gravida" label="Gravida (G)" />
          </Grid>
          <Grid size={{ xs: 4, md: 1.5 }}>
            <Angka name="para" label="Para (P)" />
          </Grid>
          <Grid size={{ xs: 4, md: 1.5 }}>
            <Angka name="abortus" label="Abortus (A)" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormTanggal name="hpht" label="HPHT" disabled={useHanyaBaca()} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Hpl />
          </Grid>
          <Grid size={{ xs: 6, md: 2.5 }}>
            <Angka name="usia_kehamilan_minggu" label="Usia kehamilan (UK)" satuan="minggu" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="anc_kali" label="Kunjungan ANC" satuan="kali" />
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <Teks name="anc_tempat" label="Tempat ANC (bidan, puskesmas, dokter SpOG)" />
          </Grid>
        </Grid>
      </Bagian>
      <Bagian judul="Riwayat Kehamilan dan Persalinan Lalu">
        <RiwayatKehamilan />
      </Bagian>
      <Bagian judul="Keluhan">
        <Grid container spacing={2}>
          <Grid size={12}>
            <Teks name="keluhan_utama" label="Keluhan utama" required multiline />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Waktu name="his_sejak" label="His / kontraksi sejak" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <YaTidak name="lendir_darah" label="Keluar lendir darah" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <YaTidak name="ketuban_pecah" label="Ketuban pecah" />
          </Grid>
          <KetubanPecah />
        </Grid>
      </Bagian>
      <Bagian judul="Tanda Vital">
        <TandaVitalFields />
      </Bagian>
      <Bagian judul="Pemeriksaan Obstetri">
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="tfu_cm" label="TFU" satuan="cm" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="djj" label="DJJ" satuan="x/menit" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="his_per_10" label="His per 10 menit" satuan="kali" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="lama_his_detik" label="Lama his" satuan="detik" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Teks name="leopold_1" label="Leopold I (fundus)" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Teks name="leopold_2" label="Leopold II (punggung janin)" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Teks name="leopold_3" label="Leopold III (bagian terbawah)" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Teks name="leopold_4" label="Leopold IV (masuk PAP)" />
          </Grid>
        </Grid>
      </Bagian>
      <Bagian judul="Pemeriksaan Dalam (VT)">
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="pembukaan_cm" label="Pembukaan" satuan="cm" desimal />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="effacement_persen" label="Effacement (pendataran)" satuan="%" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PilihTombol name="ketuban" label="Ketuban" pilihan={KETUBAN_VT} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PilihTombol name="presentasi" label="Presentasi" pilihan={PRESENTASI} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PilihTombol name="penurunan_hodge" label="Penurunan (Hodge)" pilihan={HODGE} />
          </Grid>
        </Grid>
      </Bagian>
      <Bagian judul="Faktor Risiko">
        <Grid container spacing={2}>
          <Grid size={12}>
            <PilihBanyak
              name="faktor_risiko"
              label="Faktor risiko"
              pilihan={FAKTOR_RISIKO_OBSTETRI}
              warna="warning"
            />
          </Grid>
          <Grid size={12}>
            <Teks name="faktor_risiko_lain" label="Faktor risiko lain" />
          </Grid>
        </Grid>
      </Bagian>
      <Bagian judul="Alergi">
        <AlergiFields tercatat={alergiTercatat} />
      </Bagian>
      <Bagian judul="Diagnosis dan Rencana Asuhan Kebidanan">
        <Grid container spacing={2}>
          <Grid size={12}>
            <Alert severity="info" sx={{ mb: 1 }}>
              Contoh: G2P1A0 hamil 39 minggu inpartu kala I fase aktif, janin tunggal hidup intrauterin,
              presentasi kepala.
            </Alert>
            <Teks name="diagnosis_kebidanan" label="Diagnosis kebidanan" required multiline />
          </Grid>
          <Grid size={12}>
            <Teks name="rencana" label="Rencana asuhan" multiline />
          </Grid>
        </Grid>
      </Bagian>
    </>
  );
}
