import Grid from '@mui/material/Grid';
import {
  type Jabatan,
  type JabatanInput,
  JENIS_JABATAN,
  type JenisJabatan,
  jabatanApi,
  jabatanInputSchema,
  LABEL_JENIS_JABATAN,
} from '@rawat/domain';
import type { z } from 'zod';
import { useFilterPilih } from '../../../ui/FilterPilih.tsx';
import { FormAngka, FormPilih } from '../../../ui/form/fields.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';
import { FormMaster } from '../bersama/FormMaster.tsx';
import { pilihanDari, TeksAtauStrip } from './rujukan.tsx';

type In = z.input<typeof jabatanInputSchema>;
const FIELDS = ['kode', 'nama', 'jenis', 'tingkat', 'keterangan'] as const;
const PILIHAN_JENIS = pilihanDari(JENIS_JABATAN, LABEL_JENIS_JABATAN);

const nilaiAwal = (j: Jabatan | null): In => ({
  kode: j?.kode ?? '',
  nama: j?.nama ?? '',
  // Chosen by the user: an empty select answers 'Jenis jabatan wajib dipilih'.
  jenis: j?.jenis ?? ('' as JenisJabatan),
  tingkat: j?.tingkat ? String(j.tingkat) : '',
  keterangan: j?.keterangan ?? '',
});

function JabatanForm(p: MasterFormProps<Jabatan>) {
  return (
    <FormMaster<In, JabatanInput, Jabatan>
      {...p}
      api={jabatanApi}
      label="Jabatan"
      schema={jabatanInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      labelNama="Nama Jabatan"
    >
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormPilih<In>
          name="jenis"
          label="Jenis Jabatan"
          required
          pilihan={PILIHAN_JENIS}
          helperText="Struktural memimpin; fungsional sesuai keahlian; pelaksana tugas umum"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormAngka<In> name="tingkat" label="Tingkat" helperText="Urutan 1–99; 1 = tertinggi. Boleh kosong" />
      </Grid>
    </FormMaster>
  );
}

/** /jabatan: the positions staff hold, highest first (spec §2). */
export default function JabatanPage() {
  const jenis = useFilterPilih('jenis', { label: 'Jenis', semua: 'Semua jenis', pilihan: PILIHAN_JENIS });
  return (
    <MasterPage<Jabatan>
      judul="Jabatan"
      keterangan="Jabatan struktural, fungsional dan pelaksana yang dipilih pada data karyawan; diurutkan menurut tingkat."
      api={jabatanApi}
      label="Jabatan"
      tulis="master.organisasi:manage"
      Form={JabatanForm}
      filter={jenis.filter}
      toolbar={jenis.toolbar}
      subjudul={(j) => j.keterangan}
      kolom={[
        { key: 'jenis', header: 'Jenis', render: (j) => LABEL_JENIS_JABATAN[j.jenis] },
        {
          key: 'tingkat',
          header: 'Tingkat',
          align: 'right',
          render: (j) => <TeksAtauStrip teks={j.tingkat} />,
        },
      ]}
    />
  );
}
