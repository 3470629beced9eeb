import Grid from '@mui/material/Grid';
import type { LayananKlinisDto } from '@rawat/domain';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { HalamanPelayanan } from '../HalamanPelayanan.tsx';
import { AlergiFields } from './AlergiFields.tsx';
import { FormAsesmen } from './FormAsesmen.tsx';
import { Bagian, Teks } from './fields.tsx';
import { NyeriFields } from './NyeriFields.tsx';
import { FungsionalFields, RisikoJatuhFields, SkriningGiziFields } from './SkriningFields.tsx';
import { TandaVitalFields } from './TandaVitalFields.tsx';
import { useFormAsesmen } from './useFormAsesmen.ts';

// The questions are asked, not pre-answered: null until the nurse chooses.
const belum = null as unknown as boolean;

function kosongPoli(l: LayananKlinisDto) {
  return {
    tanda_vital: {},
    keluhan_utama: l.keluhan ?? '',
    skala_nyeri: null,
    lokasi_nyeri: '',
    sifat_nyeri: null,
    risiko_jatuh: { jalan_tidak_seimbang: belum, menopang_saat_duduk: belum },
    alergi: { tidak_ada: false, daftar: [] },
    skrining_gizi: { penurunan_bb: null, asupan_berkurang: belum },
    status_fungsional: null,
    alat_bantu: '',
    status_psikologis: [],
    hubungan_keluarga: null,
    catatan: '',
  };
}

function FormKeperawatanPoli({ layanan }: { layanan: LayananKlinisDto }) {
  const f = useFormAsesmen(layanan, 'KEPERAWATAN_POLI', kosongPoli(layanan));
  return (
    <FormAsesmen f={f}>
      <Bagian judul="Keluhan Utama">
        <Teks name="keluhan_utama" label="Keluhan utama" required multiline />
      </Bagian>
      <Bagian judul="Tanda Vital" keterangan="IMT dihitung otomatis dari berat dan tinggi badan.">
        <TandaVitalFields />
      </Bagian>
      <Bagian judul="Nyeri" keterangan="Numeric Rating Scale: 0 tidak nyeri, 10 nyeri terberat.">
        <NyeriFields />
      </Bagian>
      <RisikoJatuhFields />
      <Bagian judul="Alergi">
        <AlergiFields tercatat={layanan.pasien.alergi} />
      </Bagian>
      <SkriningGiziFields />
      <FungsionalFields />
      <Bagian judul="Catatan">
        <Grid container>
          <Grid size={12}>
            <Teks name="catatan" label="Catatan keperawatan" multiline />
          </Grid>
        </Grid>
      </Bagian>
    </FormAsesmen>
  );
}

/** /list-antrian-klinik/keperawatan-poli/:id — the clinic nurse's first assessment of the visit. */
export default function KeperawatanPoliPage({ params }: HalamanProps) {
  return (
    <HalamanPelayanan layananUid={params.id ?? ''} judul="Asesmen Keperawatan">
      {(l) => <FormKeperawatanPoli layanan={l} />}
    </HalamanPelayanan>
  );
}
