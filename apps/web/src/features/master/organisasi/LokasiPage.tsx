import Grid from '@mui/material/Grid';
import { type Lokasi, type LokasiInput, lokasiApi, lokasiInputSchema, organisasiApi } from '@rawat/domain';
import type { z } from 'zod';
import { FormTeks } from '../../../ui/form/fields.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';
import { FormMaster } from '../bersama/FormMaster.tsx';
import { FormRujukan, SARING_ORGANISASI, TeksAtauStrip, useSaringRujukan } from './rujukan.tsx';

type In = z.input<typeof lokasiInputSchema>;
const FIELDS = ['kode', 'nama', 'organisasi_uid', 'gedung', 'lantai', 'keterangan'] as const;

const nilaiAwal = (l: Lokasi | null): In => ({
  kode: l?.kode ?? '',
  nama: l?.nama ?? '',
  organisasi_uid: l?.organisasi_uid ?? '',
  gedung: l?.gedung ?? '',
  lantai: l?.lantai ?? '',
  keterangan: l?.keterangan ?? '',
});

function LokasiForm(p: MasterFormProps<Lokasi>) {
  const { item } = p;
  return (
    <FormMaster<In, LokasiInput, Lokasi>
      {...p}
      api={lokasiApi}
      label="Lokasi"
      schema={lokasiInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      labelNama="Nama Lokasi"
      contohNama="Mis. Gedung A Lantai 2, Ruang Tunggu IGD"
    >
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="gedung" label="Gedung" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<In> name="lantai" label="Lantai" helperText="Mis. 1, 2, B1" />
      </Grid>
      <Grid size={12}>
        <FormRujukan<In>
          name="organisasi_uid"
          label="Organisasi"
          api={organisasiApi}
          saatIni={item ? { uid: item.organisasi_uid, nama: item.organisasi_nama } : undefined}
          helperText="Pemilik atau pengelola lokasi"
        />
      </Grid>
    </FormMaster>
  );
}

/** /lokasi: buildings, floors and rooms where services happen (spec §2); not the pharmacy depots. */
export default function LokasiPage() {
  const organisasi = useSaringRujukan('organisasi', SARING_ORGANISASI);
  return (
    <MasterPage<Lokasi>
      judul="Lokasi"
      keterangan="Tempat fisik pelayanan: gedung, lantai dan ruang. Depo dan gudang farmasi dikelola terpisah di menu Farmasi."
      api={lokasiApi}
      label="Lokasi"
      tulis="master.organisasi:manage"
      Form={LokasiForm}
      placeholderCari="Cari kode, nama atau gedung…"
      filter={organisasi.filter}
      toolbar={organisasi.toolbar}
      subjudul={(l) => l.keterangan}
      kolom={[
        { key: 'gedung', header: 'Gedung', render: (l) => <TeksAtauStrip teks={l.gedung} /> },
        { key: 'lantai', header: 'Lantai', render: (l) => <TeksAtauStrip teks={l.lantai} /> },
        {
          key: 'organisasi',
          header: 'Organisasi',
          render: (l) => <TeksAtauStrip teks={l.organisasi_nama} />,
        },
      ]}
    />
  );
}
