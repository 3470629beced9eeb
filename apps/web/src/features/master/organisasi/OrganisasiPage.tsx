import Grid from '@mui/material/Grid';
import {
  JENIS_ORGANISASI,
  type JenisOrganisasi,
  LABEL_JENIS_ORGANISASI,
  type Organisasi,
  type OrganisasiInput,
  organisasiInputSchema,
} from '@rawat/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { FormKode, FormPilih, FormTeks } from '../bersama/fields.tsx';
import { MasterFormDialog } from '../bersama/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../bersama/MasterPage.tsx';
import { FormRujukan, pilihanDari, SaringPilihan, TeksAtauStrip } from './rujukan.tsx';

const PATH = '/master/organisasi';
type In = z.input<typeof organisasiInputSchema>;
const FIELDS = ['kode', 'nama', 'jenis', 'induk_uid', 'keterangan'] as const;
const PILIHAN_JENIS = pilihanDari(JENIS_ORGANISASI, LABEL_JENIS_ORGANISASI);

const nilaiAwal = (o: Organisasi | null): In => ({
  kode: o?.kode ?? '',
  nama: o?.nama ?? '',
  // Chosen by the user: an empty select answers 'Jenis organisasi wajib dipilih'.
  jenis: o?.jenis ?? ('' as JenisOrganisasi),
  induk_uid: o?.induk_uid ?? '',
  keterangan: o?.keterangan ?? '',
});

function OrganisasiForm({ open, item, onClose }: MasterFormProps<Organisasi>) {
  return (
    <MasterFormDialog<In, OrganisasiInput, Organisasi>
      open={open}
      item={item}
      onClose={onClose}
      path={PATH}
      label="Organisasi"
      schema={organisasiInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> path={PATH} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Organisasi" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormPilih<In> name="jenis" label="Jenis" required pilihan={PILIHAN_JENIS} />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormRujukan<In>
          name="induk_uid"
          label="Organisasi Induk"
          path={PATH}
          kecuali={item?.uid}
          saatIni={item ? { uid: item.induk_uid, nama: item.induk_nama } : undefined}
          kosong="Tidak ada (organisasi puncak)"
          helperText="Badan yang menaungi, mis. yayasan pemilik rumah sakit"
        />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

/** /organisasi: the legal bodies that own and run the hospital (spec §2). */
export default function OrganisasiPage() {
  const [jenis, setJenis] = useState('');
  return (
    <MasterPage<Organisasi>
      judul="Organisasi"
      keterangan="Badan hukum pemilik dan penyelenggara layanan: yayasan, rumah sakit, klinik. Organisasi induk menunjukkan badan yang menaunginya."
      path={PATH}
      label="Organisasi"
      tulis="master.organisasi:manage"
      Form={OrganisasiForm}
      filter={{ jenis: jenis || undefined }}
      toolbar={
        <SaringPilihan
          label="Jenis"
          value={jenis}
          onChange={setJenis}
          semua="Semua jenis"
          pilihan={PILIHAN_JENIS}
        />
      }
      subjudul={(o) => o.keterangan}
      kolom={[
        { key: 'jenis', header: 'Jenis', render: (o) => LABEL_JENIS_ORGANISASI[o.jenis] },
        { key: 'induk', header: 'Organisasi Induk', render: (o) => <TeksAtauStrip teks={o.induk_nama} /> },
      ]}
    />
  );
}
