import Grid from '@mui/material/Grid';
import {
  type KelasTerapi,
  type KelasTerapiInput,
  kelasTerapiApi,
  kelasTerapiInputSchema,
} from '@rawat/domain';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useMasterAktif } from '../../api/master.ts';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { FilterPilih } from '../../ui/FilterPilih.tsx';
import { FormPilih, FormTeks } from '../../ui/form/fields.tsx';
import { FormKode } from '../../ui/master/FormKode.tsx';
import { MasterFormDialog } from '../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../ui/master/MasterPage.tsx';

const API = kelasTerapiApi;
type In = z.input<typeof kelasTerapiInputSchema>;
const FIELDS = ['kode', 'nama', 'induk_uid', 'keterangan'] as const;

function useInduk() {
  const q = useMasterAktif(API, { tingkat: '1' });
  return useMemo(
    () => (q.data ?? []).map((k) => ({ value: k.uid, label: `${k.kode} – ${k.nama}` })),
    [q.data],
  );
}

function KelasTerapiForm({ open, item, onClose, sub }: MasterFormProps<KelasTerapi> & { sub: boolean }) {
  const induk = useInduk();
  return (
    <MasterFormDialog<In, KelasTerapiInput, KelasTerapi>
      open={open}
      item={item}
      onClose={onClose}
      api={API}
      label={sub ? 'Kelas Terapi Item' : 'Kelas Terapi Obat'}
      schema={kelasTerapiInputSchema}
      nilaiAwal={(k) => ({
        kode: k?.kode ?? '',
        nama: k?.nama ?? '',
        induk_uid: k?.induk_uid ?? null,
        keterangan: k?.keterangan ?? '',
      })}
      keBody={(v) => ({ ...v, induk_uid: sub ? v.induk_uid : null })}
      fields={FIELDS}
    >
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<In> api={API} kecuali={item?.uid} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<In> name="nama" label="Nama Kelas Terapi" required />
      </Grid>
      {sub ? (
        <Grid size={12}>
          <FormPilih<In> name="induk_uid" label="Kelas Terapi Obat (induk)" required pilihan={induk} />
        </Grid>
      ) : null}
      <Grid size={12}>
        <FormTeks<In> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </MasterFormDialog>
  );
}

function FormObat(p: MasterFormProps<KelasTerapi>) {
  return <KelasTerapiForm {...p} sub={false} />;
}

function FormItem(p: MasterFormProps<KelasTerapi>) {
  return <KelasTerapiForm {...p} sub />;
}

/**
 * /kelas-terapi: a two-level tree. Tab /data lists the top-level classes (Kelas Terapi Obat);
 * tab /subject lists the sub-classes (Kelas Terapi Item), each under its parent.
 */
export default function KelasTerapiPage({ tab }: HalamanProps) {
  const sub = tab?.path === 'subject';
  const induk = useInduk();
  const [indukUid, setIndukUid] = useState('');
  if (!sub)
    return (
      <MasterPage<KelasTerapi>
        key="data"
        judul="Kelas Terapi Obat"
        keterangan="Kelompok besar terapi (gaya Fornas/WHO), mis. Antiinfeksi, Obat Kardiovaskular."
        api={API}
        label="Kelas terapi"
        tulis="farmasi.obat:manage"
        Form={FormObat}
        filter={{ tingkat: '1' }}
      />
    );
  return (
    <MasterPage<KelasTerapi>
      key="subject"
      judul="Kelas Terapi Item"
      keterangan="Sub-kelas terapi di bawah satu Kelas Terapi Obat; produk diberi kelas terapi dari daftar ini."
      api={API}
      label="Kelas terapi"
      tulis="farmasi.obat:manage"
      Form={FormItem}
      filter={{ tingkat: '2', induk_uid: indukUid || undefined }}
      subjudul={(k) => k.induk_nama ?? ''}
      toolbar={
        <FilterPilih
          label="Kelas Terapi Obat"
          semua="Semua kelas"
          value={indukUid}
          onChange={setIndukUid}
          pilihan={induk}
          lebar={[220, 320]}
        />
      }
    />
  );
}
