import Grid from '@mui/material/Grid';
import { type Unit, type UnitInput, unitInputSchema } from '@rawat/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { FormKode, FormTeks } from '../bersama/fields.tsx';
import { MasterFormDialog } from '../bersama/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../bersama/MasterPage.tsx';
import { FormRujukan, SaringRujukan, TeksAtauStrip } from './rujukan.tsx';

const PATH = '/master/unit';
type In = z.input<typeof unitInputSchema>;
const FIELDS = ['kode', 'nama', 'divisi_uid', 'lokasi_uid', 'keterangan'] as const;

const nilaiAwal = (u: Unit | null): In => ({
  kode: u?.kode ?? '',
  nama: u?.nama ?? '',
  divisi_uid: u?.divisi_uid ?? '',
  lokasi_uid: u?.lokasi_uid ?? '',
  keterangan: u?.keterangan ?? '',
});

function UnitForm({ open, item, onClose }: MasterFormProps<Unit>) {
  return (
    <MasterFormDialog<In, UnitInput, Unit>
      open={open}
      item={item}
      onClose={onClose}
      path={PATH}
      label="Unit"
      schema={unitInputSchema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> path={PATH} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In>
          name="nama"
          label="Nama Unit"
          required
          helperText="Mis. Instalasi Gawat Darurat, Farmasi"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormRujukan<In>
          name="divisi_uid"
          label="Divisi"
          path="/master/divisi"
          saatIni={item ? { uid: item.divisi_uid, nama: item.divisi_nama } : undefined}
          helperText="Divisi yang membawahi unit"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormRujukan<In>
          name="lokasi_uid"
          label="Lokasi"
          path="/master/lokasi"
          saatIni={item ? { uid: item.lokasi_uid, nama: item.lokasi_nama } : undefined}
          helperText="Tempat unit berada"
        />
      </Grid>
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

/** /unit: working units (instalasi, ruangan, bagian) that staff and other modules point at (spec §2). */
export default function UnitPage() {
  const [divisi, setDivisi] = useState('');
  const [lokasi, setLokasi] = useState('');
  return (
    <MasterPage<Unit>
      judul="Unit"
      keterangan="Unit kerja (instalasi, ruangan, bagian) yang dipilih pada data karyawan dan modul lain."
      path={PATH}
      label="Unit"
      tulis="master.organisasi:manage"
      Form={UnitForm}
      filter={{ divisi: divisi || undefined, lokasi: lokasi || undefined }}
      toolbar={
        <>
          <SaringRujukan
            label="Divisi"
            path="/master/divisi"
            value={divisi}
            onChange={setDivisi}
            semua="Semua divisi"
          />
          <SaringRujukan
            label="Lokasi"
            path="/master/lokasi"
            value={lokasi}
            onChange={setLokasi}
            semua="Semua lokasi"
          />
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
