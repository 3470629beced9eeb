import Grid from '@mui/material/Grid';
import { type Divisi, type DivisiInput, divisiApi, divisiInputSchema, organisasiApi } from '@rawat/domain';
import type { z } from 'zod';
import { FormTeks } from '../../../ui/form/fields.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';
import { FormMaster } from '../bersama/FormMaster.tsx';
import { FormRujukan, SARING_ORGANISASI, TeksAtauStrip, useSaringRujukan } from './rujukan.tsx';

type In = z.input<typeof divisiInputSchema>;
const FIELDS = ['kode', 'nama', 'organisasi_uid', 'kepala', 'keterangan'] as const;

const nilaiAwal = (d: Divisi | null): In => ({
  kode: d?.kode ?? '',
  nama: d?.nama ?? '',
  organisasi_uid: d?.organisasi_uid ?? '',
  kepala: d?.kepala ?? '',
  keterangan: d?.keterangan ?? '',
});

function DivisiForm(p: MasterFormProps<Divisi>) {
  const { item } = p;
  return (
    <FormMaster<In, DivisiInput, Divisi>
      {...p}
      api={divisiApi}
      label="Divisi"
      schema={divisiInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      labelNama="Nama Divisi"
      contohNama="Mis. Pelayanan Medis, Keuangan"
    >
      <Grid size={12}>
        <FormRujukan<In>
          name="organisasi_uid"
          label="Organisasi"
          api={organisasiApi}
          saatIni={item ? { uid: item.organisasi_uid, nama: item.organisasi_nama } : undefined}
        />
      </Grid>
      <Grid size={12}>
        <FormTeks<In>
          name="kepala"
          label="Kepala Divisi"
          helperText="Nama dan gelar pejabat yang memimpin divisi"
        />
      </Grid>
    </FormMaster>
  );
}

/** /divisi: the divisions (bidang) of an organisation, which units belong to (spec §2). */
export default function DivisiPage() {
  const organisasi = useSaringRujukan('organisasi', SARING_ORGANISASI);
  return (
    <MasterPage<Divisi>
      judul="Divisi"
      keterangan="Bidang atau bagian besar organisasi yang membawahi unit-unit kerja."
      api={divisiApi}
      label="Divisi"
      tulis="master.organisasi:manage"
      Form={DivisiForm}
      placeholderCari="Cari kode, nama atau kepala…"
      filter={organisasi.filter}
      toolbar={organisasi.toolbar}
      subjudul={(d) => d.keterangan}
      kolom={[
        { key: 'kepala', header: 'Kepala Divisi', render: (d) => <TeksAtauStrip teks={d.kepala} /> },
        {
          key: 'organisasi',
          header: 'Organisasi',
          render: (d) => <TeksAtauStrip teks={d.organisasi_nama} />,
        },
      ]}
    />
  );
}
