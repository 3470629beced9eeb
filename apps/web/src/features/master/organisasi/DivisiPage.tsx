import Grid from '@mui/material/Grid';
import { type Divisi, type DivisiInput, divisiInputSchema } from '@rawat/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { FormKode, FormTeks } from '../bersama/fields.tsx';
import { MasterFormDialog } from '../bersama/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../bersama/MasterPage.tsx';
import { FormRujukan, SaringRujukan, TeksAtauStrip } from './rujukan.tsx';

const PATH = '/master/divisi';
type In = z.input<typeof divisiInputSchema>;
const FIELDS = ['kode', 'nama', 'organisasi_uid', 'kepala', 'keterangan'] as const;

const nilaiAwal = (d: Divisi | null): In => ({
  kode: d?.kode ?? '',
  nama: d?.nama ?? '',
  organisasi_uid: d?.organisasi_uid ?? '',
  kepala: d?.kepala ?? '',
  keterangan: d?.keterangan ?? '',
});

function DivisiForm({ open, item, onClose }: MasterFormProps<Divisi>) {
  return (
    <MasterFormDialog<In, DivisiInput, Divisi>
      open={open}
      item={item}
      onClose={onClose}
      path={PATH}
      label="Divisi"
      schema={divisiInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> path={PATH} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Divisi" required helperText="Mis. Pelayanan Medis, Keuangan" />
      </Grid>
      <Grid size={12}>
        <FormRujukan<In>
          name="organisasi_uid"
          label="Organisasi"
          path="/master/organisasi"
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
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

/** /divisi: the divisions (bidang) of an organisation, which units belong to (spec §2). */
export default function DivisiPage() {
  const [organisasi, setOrganisasi] = useState('');
  return (
    <MasterPage<Divisi>
      judul="Divisi"
      keterangan="Bidang atau bagian besar organisasi yang membawahi unit-unit kerja."
      path={PATH}
      label="Divisi"
      tulis="master.organisasi:manage"
      Form={DivisiForm}
      placeholderCari="Cari kode, nama atau kepala…"
      filter={{ organisasi: organisasi || undefined }}
      toolbar={
        <SaringRujukan
          label="Organisasi"
          path="/master/organisasi"
          value={organisasi}
          onChange={setOrganisasi}
          semua="Semua organisasi"
        />
      }
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
