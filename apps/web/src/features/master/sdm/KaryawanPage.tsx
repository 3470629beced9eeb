import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  JENIS_PEGAWAI,
  type JenisPegawai,
  type Karyawan,
  type KaryawanInput,
  karyawanApi,
  karyawanInputSchema,
  LABEL_JENIS_PEGAWAI,
} from '@rawat/domain';
import { useState } from 'react';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { FormPilih } from '../../../ui/form/fields.tsx';
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

type In = Omit<FormDari<typeof karyawanInputSchema>, 'jenis_pegawai'> & { jenis_pegawai: JenisPegawai | '' };
const FIELDS = [...FIELDS_IDENTITAS.filter((f) => f !== 'pegawai_uid'), 'jenis_pegawai'] as const;
const PILIHAN_JENIS = JENIS_PEGAWAI.map((j) => ({ value: j, label: LABEL_JENIS_PEGAWAI[j] }));
const skema = skemaForm<In, KaryawanInput>(karyawanInputSchema);

const nilaiAwal = (k: Karyawan | null): In => ({
  ...nilaiIdentitas(k),
  jenis_pegawai: k?.jenis_pegawai ?? '',
});

function KaryawanForm({ open, item, onClose }: MasterFormProps<Karyawan>) {
  return (
    <MasterFormDialog<In, KaryawanInput, Karyawan>
      open={open}
      item={item}
      onClose={onClose}
      api={karyawanApi}
      label="Karyawan"
      schema={skema}
      nilaiAwal={nilaiAwal}
      fields={FIELDS}
      maxWidth="md"
    >
      <Bagian judul="Identitas" />
      <IdentitasFields karyawan={item} />
      <Bagian
        judul="Kepegawaian"
        keterangan={
          item?.profil
            ? `Terdaftar sebagai ${item.profil === 'DOKTER' ? 'dokter' : 'perawat'}; data praktiknya diubah di menu Data ${item.profil === 'DOKTER' ? 'Dokter' : 'Perawat'}.`
            : 'Dokter dan perawat ditambahkan dari menu Data Dokter / Data Perawat agar data praktiknya ikut tercatat.'
        }
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<In>
          name="jenis_pegawai"
          label="Jenis Pegawai"
          required
          pilihan={PILIHAN_JENIS}
          disabled={Boolean(item?.profil)}
        />
      </Grid>
    </MasterFormDialog>
  );
}

/** /kelola-karyawan: every employee with personal data, position, unit and login account. */
export default function KaryawanPage() {
  const [jenis, setJenis] = useState<JenisPegawai | ''>('');
  return (
    <MasterPage<Karyawan>
      labelKode="NIP"
      judul="Data Karyawan"
      keterangan="Seluruh pegawai rumah sakit: identitas, jabatan, unit kerja dan akun login yang dipakainya."
      api={karyawanApi}
      label="Karyawan"
      tulis="master.sdm:manage"
      Form={KaryawanForm}
      placeholderCari="Cari NIP, nama atau NIK…"
      subjudul={(k) =>
        [k.nama_lengkap !== k.nama ? k.nama_lengkap : null, k.jabatan_nama].filter(Boolean).join(' · ')
      }
      filter={{ jenis_pegawai: jenis || undefined }}
      toolbar={
        <FilterPilih
          label="Jenis Pegawai"
          value={jenis}
          onChange={setJenis}
          semua="Semua jenis"
          pilihan={PILIHAN_JENIS}
        />
      }
      kolom={[
        {
          key: 'jenis',
          header: 'Jenis',
          render: (k) => (
            <>
              <Typography variant="body2">{LABEL_JENIS_PEGAWAI[k.jenis_pegawai]}</Typography>
              {k.profil ? (
                <Chip
                  size="small"
                  variant="outlined"
                  color={k.profil === 'DOKTER' ? 'primary' : 'secondary'}
                  label={k.profil === 'DOKTER' ? 'Dokter' : 'Perawat'}
                  sx={{ mt: 0.5 }}
                />
              ) : null}
            </>
          ),
        },
        { key: 'unit', header: 'Unit Kerja', render: (k) => k.unit_nama ?? '–' },
        {
          key: 'akun',
          header: 'Akun Login',
          render: (k) =>
            k.akun_username ? (
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {k.akun_username}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                –
              </Typography>
            ),
        },
      ]}
    />
  );
}
