import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import {
  HUBUNGAN_KELUARGA,
  hasilRisikoJatuh,
  PENURUNAN_BB_MST,
  type PenurunanBbMst,
  STATUS_FUNGSIONAL,
  STATUS_PSIKOLOGIS,
  skorMst,
} from '@rawat/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { Bagian, Pilih, Teks } from './fields.tsx';
import { PilihBanyak, YaTidak } from './pilihan.tsx';

const WARNA_JATUH = {
  'Tidak berisiko': 'success',
  'Risiko rendah': 'warning',
  'Risiko tinggi': 'error',
} as const;

/** Get Up and Go: two observations, the result computed as the server will store it. */
export function RisikoJatuhFields() {
  const { control } = useFormContext();
  const [a, b] = useWatch({
    control,
    name: ['risiko_jatuh.jalan_tidak_seimbang', 'risiko_jatuh.menopang_saat_duduk'],
  });
  const hasil =
    typeof a === 'boolean' && typeof b === 'boolean'
      ? hasilRisikoJatuh({ jalan_tidak_seimbang: a, menopang_saat_duduk: b })
      : null;
  return (
    <Bagian
      judul="Risiko Jatuh (Get Up and Go)"
      keterangan="Amati pasien saat berjalan dan duduk."
      aksi={
        hasil ? (
          <Chip label={hasil} color={WARNA_JATUH[hasil]} sx={{ fontWeight: 700 }} />
        ) : (
          <Chip label="Belum dinilai" variant="outlined" />
        )
      }
    >
      <Stack spacing={1.5}>
        <YaTidak
          name="risiko_jatuh.jalan_tidak_seimbang"
          label="a. Cara berjalan tidak seimbang / sempoyongan, atau memakai alat bantu?"
          keterangan="Kruk, walker, kursi roda, atau dipapah orang lain."
        />
        <YaTidak
          name="risiko_jatuh.menopang_saat_duduk"
          label="b. Menopang saat akan duduk?"
          keterangan="Memegang pinggiran kursi, meja, atau benda lain sebagai penopang."
        />
      </Stack>
    </Bagian>
  );
}

const OPSI_PENURUNAN = Object.keys(PENURUNAN_BB_MST) as PenurunanBbMst[];

/** Malnutrition Screening Tool: score 2 or more is a referral to the dietitian. */
export function SkriningGiziFields() {
  const { control } = useFormContext();
  const [turun, asupan] = useWatch({
    control,
    name: ['skrining_gizi.penurunan_bb', 'skrining_gizi.asupan_berkurang'],
  });
  const skor =
    turun in PENURUNAN_BB_MST && typeof asupan === 'boolean'
      ? skorMst({ penurunan_bb: turun as PenurunanBbMst, asupan_berkurang: asupan })
      : null;
  return (
    <Bagian
      judul="Skrining Gizi (MST)"
      aksi={
        skor == null ? (
          <Chip label="Belum dinilai" variant="outlined" />
        ) : (
          <Chip
            color={skor >= 2 ? 'error' : 'success'}
            sx={{ fontWeight: 700 }}
            label={`Skor ${skor} · ${skor >= 2 ? 'Berisiko malnutrisi, konsul gizi' : 'Tidak berisiko'}`}
          />
        )
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Pilih
            name="skrining_gizi.penurunan_bb"
            label="Penurunan berat badan tidak diinginkan (6 bulan)"
            pilihan={OPSI_PENURUNAN}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <YaTidak
            name="skrining_gizi.asupan_berkurang"
            label="Asupan makan berkurang karena nafsu makan menurun?"
          />
        </Grid>
      </Grid>
    </Bagian>
  );
}

/** Functional and psychosocial status, briefly, as the outpatient form asks. */
export function FungsionalFields() {
  return (
    <Bagian judul="Status Fungsional dan Psikososial">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Pilih name="status_fungsional" label="Aktivitas sehari-hari" pilihan={STATUS_FUNGSIONAL} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Teks name="alat_bantu" label="Alat bantu" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Pilih name="hubungan_keluarga" label="Hubungan dengan keluarga" pilihan={HUBUNGAN_KELUARGA} />
        </Grid>
        <Grid size={12}>
          <PilihBanyak name="status_psikologis" label="Status psikologis" pilihan={STATUS_PSIKOLOGIS} />
        </Grid>
      </Grid>
    </Bagian>
  );
}
