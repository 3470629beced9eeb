import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import {
  JENIS_LOKASI,
  type LokasiFarmasi,
  type LokasiFarmasiInput,
  lokasiFarmasiApi,
  lokasiFarmasiInputSchema,
} from '@rawat/domain';
import type { z } from 'zod';
import { useFilterPilih } from '../../ui/FilterPilih.tsx';
import { FormPilih, FormTeks } from '../../ui/form/fields.tsx';
import { FormKode } from '../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../ui/master/MasterPage.tsx';

const API = lokasiFarmasiApi;
type In = z.input<typeof lokasiFarmasiInputSchema>;
const FIELDS = ['kode', 'nama', 'jenis', 'keterangan'] as const;
const LABEL_JENIS = { GUDANG: 'Gudang', DEPO: 'Depo' } as const;
const PILIHAN = JENIS_LOKASI.map((j) => ({ value: j, label: LABEL_JENIS[j] }));

function LokasiForm({ open, item, onClose }: MasterFormProps<LokasiFarmasi>) {
  return (
    <MasterFormDialog<In, LokasiFarmasiInput, LokasiFarmasi>
      open={open}
      item={item}
      onClose={onClose}
      api={API}
      label="Lokasi"
      schema={lokasiFarmasiInputSchema}
      nilaiAwal={(l) => ({
        kode: l?.kode ?? '',
        nama: l?.nama ?? '',
        jenis: l?.jenis ?? 'DEPO',
        keterangan: l?.keterangan ?? '',
      })}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={API} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Lokasi" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<In> name="jenis" label="Jenis" required pilihan={PILIHAN} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="keterangan" label="Keterangan" />
      </Grid>
    </MasterFormDialog>
  );
}

/** /produk/produk-lokasi: the warehouse and depots that hold stock. */
export default function LokasiPage() {
  const jenis = useFilterPilih('jenis', { label: 'Jenis', semua: 'Semua jenis', pilihan: PILIHAN });
  return (
    <MasterPage<LokasiFarmasi>
      judul="Lokasi Farmasi"
      keterangan="Gudang dan depo farmasi. Hak akses pengguna per lokasi diatur di Akses Lokasi."
      api={API}
      label="Lokasi"
      tulis="farmasi.obat:manage"
      Form={LokasiForm}
      filter={jenis.filter}
      toolbar={jenis.toolbar}
      kolom={[
        {
          key: 'jenis',
          header: 'Jenis',
          width: 110,
          render: (l) => (
            <Chip
              size="small"
              label={LABEL_JENIS[l.jenis]}
              color={l.jenis === 'GUDANG' ? 'primary' : 'default'}
            />
          ),
        },
      ]}
    />
  );
}
