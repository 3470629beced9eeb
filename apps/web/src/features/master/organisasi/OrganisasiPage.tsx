import Grid from '@mui/material/Grid';
import {
  JENIS_ORGANISASI,
  type JenisOrganisasi,
  LABEL_JENIS_ORGANISASI,
  type Organisasi,
  type OrganisasiInput,
  organisasiApi,
  organisasiInputSchema,
} from '@rawat/domain';
import type { z } from 'zod';
import { useFilterPilih } from '../../../ui/FilterPilih.tsx';
import { FormPilih } from '../../../ui/form/fields.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';
import { FormMaster } from '../bersama/FormMaster.tsx';
import { FormRujukan, pilihanDari, TeksAtauStrip } from './rujukan.tsx';

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

function OrganisasiForm(p: MasterFormProps<Organisasi>) {
  const { item } = p;
  return (
    <FormMaster<In, OrganisasiInput, Organisasi>
      {...p}
      api={organisasiApi}
      label="Organisasi"
      schema={organisasiInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      labelNama="Nama Organisasi"
    >
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormPilih<In> name="jenis" label="Jenis" required pilihan={PILIHAN_JENIS} />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormRujukan<In>
          name="induk_uid"
          label="Organisasi Induk"
          api={organisasiApi}
          kecuali={item?.uid}
          saatIni={item ? { uid: item.induk_uid, nama: item.induk_nama } : undefined}
          kosong="Tidak ada (organisasi puncak)"
          helperText="Badan yang menaungi, mis. yayasan pemilik rumah sakit"
        />
      </Grid>
    </FormMaster>
  );
}

/** /organisasi: the legal bodies that own and run the hospital (spec §2). */
export default function OrganisasiPage() {
  const jenis = useFilterPilih('jenis', { label: 'Jenis', semua: 'Semua jenis', pilihan: PILIHAN_JENIS });
  return (
    <MasterPage<Organisasi>
      judul="Organisasi"
      keterangan="Badan hukum pemilik dan penyelenggara layanan: yayasan, rumah sakit, klinik. Organisasi induk menunjukkan badan yang menaunginya."
      api={organisasiApi}
      label="Organisasi"
      tulis="master.organisasi:manage"
      Form={OrganisasiForm}
      filter={jenis.filter}
      toolbar={jenis.toolbar}
      subjudul={(o) => o.keterangan}
      kolom={[
        { key: 'jenis', header: 'Jenis', render: (o) => LABEL_JENIS_ORGANISASI[o.jenis] },
        { key: 'induk', header: 'Organisasi Induk', render: (o) => <TeksAtauStrip teks={o.induk_nama} /> },
      ]}
    />
  );
}
