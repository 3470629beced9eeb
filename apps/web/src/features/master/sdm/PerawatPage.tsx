import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  formatTanggalPendek,
  type Perawat,
  type PerawatInput,
  perawatApi,
  perawatInputSchema,
  poliApi,
} from '@rawat/domain';
import { useState } from 'react';
import { useMasterAktif } from '../../../api/master.ts';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { FormPilih, FormTanggal, FormTeks } from '../../../ui/form/fields.tsx';
import { MasterFormDialog } from '../../../ui/master/MasterFormDialog.tsx';
import { type MasterFormProps, MasterPage } from '../../../ui/master/MasterPage.tsx';
import {
  Bagian,
  FIELDS_IDENTITAS,
  type FormDari,
  IdentitasFields,
  nilaiIdentitas,
  skemaForm,
} from './IdentitasFields.tsx';
import { segarkanKaryawan, useMilikAkun } from './sdm.api.ts';

type In = FormDari<typeof perawatInputSchema>;
const skema = skemaForm<In, PerawatInput>(perawatInputSchema);
const FIELDS = [
  ...FIELDS_IDENTITAS,
  'no_str',
  'str_berlaku_sampai',
  'no_sipp',
  'poli_uid',
  'kompetensi',
] as const;

const nilaiAwal = (p: Perawat | null): In => ({
  ...nilaiIdentitas(p),
  pegawai_uid: '',
  no_str: p?.no_str ?? '',
  str_berlaku_sampai: p?.str_berlaku_sampai ?? '',
  no_sipp: p?.no_sipp ?? '',
  poli_uid: p?.poli_uid ?? '',
  kompetensi: p?.kompetensi ?? '',
});

function PerawatForm({ open, item, onClose }: MasterFormProps<Perawat>) {
  const poli = useMasterAktif(poliApi);
  const pilihanPoli = (poli.data ?? []).map((p) => ({ value: p.uid, label: p.nama }));
  if (item?.poli_uid && !pilihanPoli.some((p) => p.value === item.poli_uid))
    pilihanPoli.push({ value: item.poli_uid, label: `${item.poli_nama ?? 'Poli'} (nonaktif)` });
  return (
    <MasterFormDialog<In, PerawatInput, Perawat>
      open={open}
      item={item}
      onClose={onClose}
      api={perawatApi}
      label="Perawat"
      schema={skema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      maxWidth="md"
      setelahSimpan={() => void segarkanKaryawan()}
    >
      <Bagian judul="Identitas" />
      <IdentitasFields karyawan={item} ambilKaryawan={!item} api={perawatApi} />
      <Bagian
        judul="Registrasi & Penempatan"
        keterangan="Unit kerja diisi di bagian Identitas; poli penempatan untuk perawat poliklinik, IGD atau hemodialisa."
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="no_str" label="Nomor STR" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTanggal<In>
          name="str_berlaku_sampai"
          label="STR Berlaku Sampai"
          noMax
          helperText="Kosongkan bila STR berlaku seumur hidup"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<In> name="no_sipp" label="Nomor SIPP" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<In> name="poli_uid" label="Poli Penempatan" kosong="Tidak di poli" pilihan={pilihanPoli} />
      </Grid>
      <Grid size={12}>
        <FormTeks<In>
          name="kompetensi"
          label="Kompetensi / Pelatihan"
          multiline
          helperText="Mis. BTCLS, PPGD, perawat hemodialisa"
        />
      </Grid>
    </MasterFormDialog>
  );
}

/** /kelola-perawat/:username?: nurses and midwives with their registration and placement. */
export default function PerawatPage({ params }: HalamanProps) {
  const username = params.username;
  const milik = useMilikAkun(perawatApi, username);
  const poli = useMasterAktif(poliApi);
  const [poliUid, setPoliUid] = useState('');
  return (
    <>
      {username && milik.data === null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Akun <b>{username}</b> belum ditautkan ke data perawat mana pun. Tautkan lewat kolom Akun Login pada
          formulir perawat.
        </Alert>
      ) : null}
      <MasterPage<Perawat>
        labelKode="NIP"
        judul="Data Perawat"
        keterangan="Perawat dan bidan beserta STR, SIPP, unit kerja dan poli penempatannya."
        api={perawatApi}
        label="Perawat"
        tulis="master.sdm:manage"
        Form={PerawatForm}
        bukaItem={milik.data ?? null}
        placeholderCari="Cari NIP atau nama perawat…"
        subjudul={(p) => p.nama_lengkap}
        filter={{ poli: poliUid || undefined }}
        toolbar={
          <FilterPilih
            label="Poli"
            value={poliUid}
            onChange={setPoliUid}
            semua="Semua penempatan"
            pilihan={(poli.data ?? []).map((p) => ({ value: p.uid, label: p.nama }))}
            lebar={[180, 220]}
          />
        }
        kolom={[
          {
            key: 'penempatan',
            header: 'Penempatan',
            render: (p) => (
              <Box sx={{ minWidth: 120 }}>
                <Typography variant="body2">{p.unit_nama ?? '–'}</Typography>
                {p.poli_nama ? (
                  <Typography variant="caption" color="text.secondary">
                    {p.poli_nama}
                  </Typography>
                ) : null}
              </Box>
            ),
          },
          {
            key: 'str',
            header: 'STR',
            render: (p) => (
              <Box>
                <Typography variant="body2">{p.no_str ?? '–'}</Typography>
                {p.str_berlaku_sampai ? (
                  <Typography variant="caption" color="text.secondary">
                    s.d. {formatTanggalPendek(p.str_berlaku_sampai)}
                  </Typography>
                ) : null}
              </Box>
            ),
          },
          {
            key: 'akun',
            header: 'Akun Login',
            render: (p) => (
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {p.akun_username ?? '–'}
              </Typography>
            ),
          },
        ]}
      />
    </>
  );
}
