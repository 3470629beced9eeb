import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  can,
  LABEL_MODALITAS_RADIOLOGI,
  type ModalitasRadiologi,
  pemeriksaanRadiologiApi,
  type Radiologi,
} from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { MasterPage } from '../../../ui/master/MasterPage.tsx';
import { kolomTarif, useTarifMaster } from '../bersama/tarif.tsx';
import { PILIHAN_MODALITAS, RadiologiForm } from './RadiologiForm.tsx';

const TULIS = 'master.layanan:manage';

const kolom = [
  {
    key: 'modalitas',
    header: 'Modalitas',
    render: (r: Radiologi) => (
      <Chip
        size="small"
        variant="outlined"
        color={r.modalitas === 'CT' || r.modalitas === 'MR' ? 'secondary' : 'primary'}
        label={LABEL_MODALITAS_RADIOLOGI[r.modalitas]}
      />
    ),
  },
  {
    key: 'bagian',
    header: 'Bagian Tubuh / Proyeksi',
    render: (r: Radiologi) => (
      <Box>
        <Typography variant="body2">{r.bagian_tubuh}</Typography>
        {r.proyeksi ? (
          <Typography variant="caption" color="text.secondary">
            {r.proyeksi}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  {
    key: 'kontras',
    header: 'Kontras',
    render: (r: Radiologi) =>
      r.kontras ? (
        <Chip size="small" color="warning" label="Kontras" />
      ) : (
        <Typography variant="body2">–</Typography>
      ),
  },
  kolomTarif<Radiologi>('Tarif Umum RJ'),
];

/** /kelola-radiologi: radiology exams doctors order, with their preparation, report template and prices. */
export default function KelolaRadiologiPage() {
  const { user } = useSession();
  const [modalitas, setModalitas] = useState<ModalitasRadiologi | ''>('');
  const { aksiTarif, tawarkanTarif, dialogTarif } = useTarifMaster({
    api: pemeriksaanRadiologiApi,
    label: 'Pemeriksaan',
    bolehUbah: can(user?.role, TULIS),
  });

  return (
    <>
      <MasterPage<Radiologi>
        judul="Tindakan Radiologi"
        keterangan="Pemeriksaan radiologi yang dapat diorder dokter, beserta persiapan pasien, template ekspertise dan tarifnya."
        api={pemeriksaanRadiologiApi}
        label="Pemeriksaan Radiologi"
        tulis={TULIS}
        Form={RadiologiForm}
        placeholderCari="Cari kode, nama atau bagian tubuh…"
        subjudul={(r) => (r.kode_icd9 ? `ICD-9-CM ${r.kode_icd9}` : null)}
        filter={{ modalitas: modalitas || undefined }}
        toolbar={
          <FilterPilih
            label="Modalitas"
            value={modalitas}
            onChange={setModalitas}
            semua="Semua modalitas"
            pilihan={PILIHAN_MODALITAS}
          />
        }
        kolom={kolom}
        aksiTambahan={aksiTarif}
        setelahBaru={tawarkanTarif}
      />
      {dialogTarif}
    </>
  );
}
