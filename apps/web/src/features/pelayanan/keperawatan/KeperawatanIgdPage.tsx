import Grid from '@mui/material/Grid';
import { CARA_DATANG, type LayananKlinisDto } from '@rawat/domain';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { HalamanPelayanan } from '../HalamanPelayanan.tsx';
import { AlergiFields } from './AlergiFields.tsx';
import { FormAsesmen } from './FormAsesmen.tsx';
import { Bagian, Teks } from './fields.tsx';
import { NyeriFields } from './NyeriFields.tsx';
import { PilihTombol } from './pilihan.tsx';
import { SurveiPrimerFields } from './SurveiPrimerFields.tsx';
import { TandaVitalFields } from './TandaVitalFields.tsx';
import { TriaseField } from './TriaseField.tsx';
import { useFormAsesmen } from './useFormAsesmen.ts';

function kosongIgd(l: LayananKlinisDto) {
  return {
    triase: null,
    cara_datang: null,
    keluhan_utama: l.keluhan ?? '',
    mekanisme_cedera: '',
    survei_primer: {
      airway: null,
      airway_catatan: '',
      breathing: null,
      breathing_catatan: '',
      circulation: null,
      circulation_catatan: '',
      gcs: { e: null, v: null, m: null },
      pupil: null,
      refleks_cahaya: null,
      exposure: '',
    },
    tanda_vital: {},
    skala_nyeri: null,
    lokasi_nyeri: '',
    sifat_nyeri: null,
    alergi: { tidak_ada: false, daftar: [] },
    catatan: '',
  };
}

function FormKeperawatanIgd({ layanan }: { layanan: LayananKlinisDto }) {
  const f = useFormAsesmen(layanan, 'KEPERAWATAN_IGD', kosongIgd(layanan));
  return (
    <FormAsesmen f={f}>
      <Bagian
        judul="Triase (Australasian Triage Scale)"
        keterangan="Pilih level sesuai kondisi paling mengancam."
      >
        <TriaseField />
      </Bagian>
      <Bagian judul="Kedatangan dan Keluhan">
        <Grid container spacing={2}>
          <Grid size={12}>
            <PilihTombol name="cara_datang" label="Cara datang" pilihan={CARA_DATANG} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Teks name="keluhan_utama" label="Keluhan utama" required multiline />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Teks name="mekanisme_cedera" label="Mekanisme cedera (bila trauma)" multiline />
          </Grid>
        </Grid>
      </Bagian>
      <Bagian judul="Survei Primer (ABCDE)">
        <SurveiPrimerFields />
      </Bagian>
      <Bagian judul="Tanda Vital">
        <TandaVitalFields />
      </Bagian>
      <Bagian judul="Nyeri">
        <NyeriFields />
      </Bagian>
      <Bagian judul="Alergi">
        <AlergiFields tercatat={layanan.pasien.alergi} />
      </Bagian>
      <Bagian judul="Catatan">
        <Teks name="catatan" label="Catatan keperawatan" multiline />
      </Bagian>
    </FormAsesmen>
  );
}

/** /list-igd/keperawatan-igd/:id — triage and the primary survey by the IGD nurse. */
export default function KeperawatanIgdPage({ params }: HalamanProps) {
  return (
    <HalamanPelayanan layananUid={params.id ?? ''} judul="Asesmen Keperawatan IGD">
      {(l) => <FormKeperawatanIgd layanan={l} />}
    </HalamanPelayanan>
  );
}
