import Grid from '@mui/material/Grid';
import { divisiApi, lokasiApi, type Unit, type UnitInput, unitApi, unitInputSchema } from '@rawat/domain';
import type { z } from 'zod';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';
import { FormMaster } from '../bersama/FormMaster.tsx';
import { FormRujukan, TeksAtauStrip, useSaringRujukan } from './rujukan.tsx';

type In = z.input<typeof unitInputSchema>;
const FIELDS = ['kode', 'nama', 'divisi_uid', 'lokasi_uid', 'keterangan'] as const;

const nilaiAwal = (u: Unit | null): In => ({
  kode: u?.kode ?? '',
  nama: u?.nama ?? '',
  divisi_uid: u?.divisi_uid ?? '',
  lokasi_uid: u?.lokasi_uid ?? '',
  keterangan: u?.keterangan ?? '',
});

function UnitForm(p: MasterFormProps<Unit>) {
  const { item } = p;
  return (
    <FormMaster<In, UnitInput, Unit>
      {...p}
      api={unitApi}
      label="Unit"
      schema={unitInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      labelNama="Nama Unit"
      contohNama="Mis. Instalasi Gawat Darurat, Farmasi"
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormRujukan<In>
          name="divisi_uid"
          label="Divisi"
          api={divisiApi}
          saatIni={item ? { uid: item.divisi_uid, nama: item.divisi_nama } : undefined}
          helperText="Divisi yang membawahi unit"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormRujukan<In>
          name="lokasi_uid"
          label="Lokasi"
          api={lokasiApi}
          saatIni={item ? { uid: item.lokasi_uid, nama: item.lokasi_nama } : undefined}
          helperText="Tempat unit berada"
        />
      </Grid>
    </FormMaster>
  );
}

/** /unit: working units (instalasi, ruangan, bagian) that staff and other modules point at (spec §2). */
export default function UnitPage() {
  const divisi = useSaringRujukan('divisi', {
    label: 'Divisi',
    api: divisiApi,
    semua: 'Semua divisi',
  });
  const lokasi = useSaringRujukan('lokasi', {
    label: 'Lokasi',
    api: lokasiApi,
    semua: 'Semua lokasi',
  });
  return (
    <MasterPage<Unit>
      judul="Unit"
      keterangan="Unit kerja (instalasi, ruangan, bagian) yang dipilih pada data karyawan dan modul lain."
      api={unitApi}
      label="Unit"
      tulis="master.organisasi:manage"
      Form={UnitForm}
      filter={{ ...divisi.filter, ...lokasi.filter }}
      toolbar={
        <>
          {divisi.toolbar}
          {lokasi.toolbar}
        </>
      }
      subjudul={(u) => u.keterangan}
      kolom={[
        { key: 'divisi', header: 'Divisi', render: (u) => <TeksAtauStrip teks={u.divisi_nama} /> },
        { key: 'lokasi', header: 'Lokasi', render: (u) => <TeksAtauStrip teks={u.lokasi_nama} /> },
      ]}
    />
  );
}
