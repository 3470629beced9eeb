import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type KamarOperasi,
  type KamarOperasiInput,
  kamarOperasiApi,
  kamarOperasiInputSchema,
} from '@rawat/domain';
import type { z } from 'zod';
import { FormTeks } from '../../../ui/form/fields.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';

type In = z.input<typeof kamarOperasiInputSchema>;
const FIELDS = ['kode', 'nama'] as const;

const nilaiAwal = (k: KamarOperasi | null): In => ({ kode: k?.kode ?? '', nama: k?.nama ?? '' });

function KamarOperasiForm({ open, item, onClose }: MasterFormProps<KamarOperasi>) {
  return (
    <MasterFormDialog<In, KamarOperasiInput, KamarOperasi>
      open={open}
      item={item}
      onClose={onClose}
      api={kamarOperasiApi}
      label="Kamar Operasi"
      schema={kamarOperasiInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={kamarOperasiApi} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In>
          name="nama"
          label="Nama Kamar Operasi"
          required
          helperText="Tampil sebagai kolom papan jadwal Ruang Operasi, mis. OK 3"
        />
      </Grid>
    </MasterFormDialog>
  );
}

/** /kelola-kamar-operasi: the theatres the board of /ruang-operasi shows and bookings choose from. */
export default function KelolaKamarOperasiPage() {
  return (
    <MasterPage<KamarOperasi>
      judul="Kamar Operasi"
      keterangan="Kamar operasi yang aktif tampil di papan jadwal Ruang Operasi dan dapat dipilih saat menjadwalkan operasi. Kamar yang masih memiliki operasi terjadwal belum selesai tidak dapat dinonaktifkan."
      api={kamarOperasiApi}
      label="Kamar Operasi"
      tulis="master.kamar-operasi:manage"
      Form={KamarOperasiForm}
      placeholderCari="Cari kode atau nama kamar…"
      kolom={[
        {
          key: 'operasi',
          header: 'Operasi Belum Selesai',
          align: 'right',
          render: (k) => (
            <Typography variant="body2" color={k.operasi_belum_selesai ? 'text.primary' : 'text.secondary'}>
              {k.operasi_belum_selesai ? `${k.operasi_belum_selesai} operasi` : '–'}
            </Typography>
          ),
        },
      ]}
    />
  );
}
