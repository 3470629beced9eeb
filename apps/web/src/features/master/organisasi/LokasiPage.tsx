import Grid from '@mui/material/Grid';
import { type Lokasi, type LokasiInput, lokasiInputSchema } from '@rawat/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { FormKode, FormTeks } from '../bersama/fields.tsx';
import { MasterFormDialog } from '../bersama/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../bersama/MasterPage.tsx';
import { FormRujukan, SaringRujukan, TeksAtauStrip } from './rujukan.tsx';

const PATH = '/master/lokasi';
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

function LokasiForm({ open, item, onClose }: MasterFormProps<Lokasi>) {
  return (
    <MasterFormDialog<In, LokasiInput, Lokasi>
      open={open}
      item={item}
      onClose={onClose}
      path={PATH}
      label="Lokasi"
      schema={lokasiInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> path={PATH} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In>
          name="nama"
          label="Nama Lokasi"
          required
          helperText="Mis. Gedung A Lantai 2, Ruang Tunggu IGD"
        />
      </Grid>
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
          path="/master/organisasi"
          saatIni={item ? { uid: item.organisasi_uid, nama: item.organisasi_nama } : undefined}
          helperText="Pemilik atau pengelola lokasi"
        />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

/** /lokasi: buildings, floors and rooms where services happen (spec §2); not the pharmacy depots. */
export default function LokasiPage() {
  const [organisasi, setOrganisasi] = useState('');
  return (
    <MasterPage<Lokasi>
      judul="Lokasi"
      keterangan="Tempat fisik pelayanan: gedung, lantai dan ruang. Depo dan gudang farmasi dikelola terpisah di menu Farmasi."
      path={PATH}
      label="Lokasi"
      tulis="master.organisasi:manage"
      Form={LokasiForm}
      placeholderCari="Cari kode, nama atau gedung…"
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
