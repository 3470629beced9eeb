import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { AKSES_VASKULAR, formatAngkaMaks, HEPARINISASI, hitungBeratHd, KOMPLIKASI_HD } from '@rawat/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { AlergiFields } from './AlergiFields.tsx';
import { Angka, Bagian, Pilih, Teks } from './fields.tsx';
import { IntraHdTable } from './IntraHdTable.tsx';
import { PilihBanyak, PilihTombol } from './pilihan.tsx';
import { TandaVitalFields } from './TandaVitalFields.tsx';

// The HD nurse's session record (KEPERAWATAN_HD): one set of sections for the outpatient room
// (/list-hd/keperawatan-poli/:id) and for an inpatient session (/hd/:id).

/** The blank session record: what the form starts from. */
export const KOSONG_HD = {
  keluhan: '',
  bb_kering: null,
  bb_pre: null,
  bb_post: null,
  target_uf: null,
  durasi_jam: null,
  akses_vaskular: null,
  lokasi_akses: '',
  qb: null,
  heparinisasi: null,
  heparin_awal: null,
  heparin_lanjutan: null,
  tanda_vital_pre: {},
  intra: [],
  tanda_vital_post: {},
  komplikasi: [],
  alergi: { tidak_ada: false, daftar: [] },
  catatan: '',
};

/** The weight arithmetic as the server will store it, shown while typing. */
function RingkasanBerat() {
  const { control } = useFormContext();
  const [bbKering, bbPre, bbPost] = useWatch({ control, name: ['bb_kering', 'bb_pre', 'bb_post'] });
  if (typeof bbPre !== 'number') return null;
  const h = hitungBeratHd({ bb_kering: bbKering, bb_pre: bbPre, bb_post: bbPost, intra: [] });
  const kg = (n: number) => `${n > 0 ? '+' : ''}${formatAngkaMaks(n, 1)} kg`;
  const bagian = [
    h.kenaikan_bb != null
      ? `Kenaikan BB dari BB kering: ${kg(h.kenaikan_bb)} (${formatAngkaMaks(h.persen_kenaikan_bb ?? 0, 1)}%)`
      : null,
    h.penurunan_bb != null ? `BB turun selama HD: ${formatAngkaMaks(h.penurunan_bb, 1)} kg` : null,
  ].filter(Boolean);
  if (!bagian.length) return null;
  // Interdialytic gain above 5 % of dry weight is the usual warning line.
  const berlebih = (h.persen_kenaikan_bb ?? 0) > 5;
  return (
    <Alert severity={berlebih ? 'warning' : 'info'} role="status" sx={{ mt: 2 }}>
      {bagian.join(' · ')}
      {berlebih ? ' — kenaikan > 5% BB kering' : ''}
    </Alert>
  );
}

/**
 * The sections of one HD session record (pre-HD, access and machine, intra-HD, post-HD, allergies,
 * note), inside a FormAsesmen of kind KEPERAWATAN_HD.
 */
export function BagianKeperawatanHd({ alergiTercatat }: { alergiTercatat: string[] }) {
  return (
    <>
      <Bagian judul="Pre-HD: Berat Badan dan Program">
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="bb_kering" label="BB kering" satuan="kg" desimal />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="bb_pre" label="BB pre-HD" satuan="kg" desimal />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="target_uf" label="Target UF" satuan="ml" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="durasi_jam" label="Durasi HD" satuan="jam" desimal />
          </Grid>
        </Grid>
        <RingkasanBerat />
      </Bagian>
      <Bagian judul="Akses Vaskular dan Mesin">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PilihTombol name="akses_vaskular" label="Akses vaskular" pilihan={AKSES_VASKULAR} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Teks name="lokasi_akses" label="Lokasi akses (mis. lengan bawah kiri)" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="qb" label="QB" satuan="ml/menit" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Pilih name="heparinisasi" label="Heparinisasi" pilihan={HEPARINISASI} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="heparin_awal" label="Heparin awal" satuan="IU" />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Angka name="heparin_lanjutan" label="Heparin lanjutan" satuan="IU/jam" />
          </Grid>
        </Grid>
      </Bagian>
      <Bagian judul="Tanda Vital Pre-HD">
        <Grid container spacing={2}>
          <Grid size={12}>
            <TandaVitalFields nama="tanda_vital_pre" tanpaBeratTinggi />
          </Grid>
          <Grid size={12}>
            <Teks name="keluhan" label="Keluhan pre-HD" multiline />
          </Grid>
        </Grid>
      </Bagian>
      <Bagian judul="Observasi Intra-HD" keterangan="UF tercapai diisi kumulatif dari mesin.">
        <IntraHdTable />
      </Bagian>
      <Bagian judul="Post-HD">
        <Grid container spacing={2}>
          <Grid size={12}>
            <TandaVitalFields nama="tanda_vital_post" tanpaBeratTinggi>
              <Angka name="bb_post" label="BB post-HD" satuan="kg" desimal />
            </TandaVitalFields>
          </Grid>
          <Grid size={12}>
            <PilihBanyak
              name="komplikasi"
              label="Komplikasi selama HD"
              pilihan={KOMPLIKASI_HD}
              warna="warning"
            />
          </Grid>
        </Grid>
      </Bagian>
      <Bagian judul="Alergi">
        <AlergiFields tercatat={alergiTercatat} />
      </Bagian>
      <Bagian judul="Catatan">
        <Teks name="catatan" label="Catatan keperawatan" multiline />
      </Bagian>
    </>
  );
}
