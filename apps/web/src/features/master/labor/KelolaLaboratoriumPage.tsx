import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  can,
  KELAS_TARIF,
  type KelompokLab,
  LABEL_KELOMPOK_LAB,
  type PemeriksaanLab,
  pemeriksaanLabApi,
  ringkasRujukan,
} from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { MasterPage } from '../../../ui/master/MasterPage.tsx';
import { kolomTarif, useTarifMaster } from '../bersama/tarif.tsx';
import { PemeriksaanLabForm, PILIHAN_KELOMPOK } from './PemeriksaanLabForm.tsx';

const TULIS = 'master.layanan:manage';

const kolom: DataTableColumn<PemeriksaanLab>[] = [
  {
    key: 'kelompok',
    header: 'Kelompok',
    render: (p) => <Chip size="small" variant="outlined" label={LABEL_KELOMPOK_LAB[p.kelompok]} />,
  },
  { key: 'satuan', header: 'Satuan', render: (p) => p.satuan ?? '–' },
  {
    key: 'rujukan',
    header: 'Nilai Rujukan',
    render: (p) => (
      <Typography variant="body2" sx={{ minWidth: 140 }}>
        {ringkasRujukan(p)}
      </Typography>
    ),
  },
  kolomTarif('Tarif Umum (Rawat Jalan)'),
];

/** /kelola-laboratorium: lab tests with their unit, reference ranges by sex and age, and prices. */
export default function KelolaLaboratoriumPage() {
  const { user } = useSession();
  const [kelompok, setKelompok] = useState<KelompokLab | ''>('');
  const { aksiTarif, tawarkanTarif, dialogTarif } = useTarifMaster({
    api: pemeriksaanLabApi,
    label: 'Pemeriksaan',
    bolehUbah: can(user?.role, TULIS),
    kelas: KELAS_TARIF,
  });

  return (
    <>
      <MasterPage<PemeriksaanLab>
        judul="Tindakan Laboratorium"
        keterangan="Pemeriksaan laboratorium beserta spesimen, satuan, nilai rujukan menurut jenis kelamin dan umur, serta tarifnya per penjamin dan kelas."
        api={pemeriksaanLabApi}
        label="Pemeriksaan"
        tulis={TULIS}
        Form={PemeriksaanLabForm}
        subjudul={(p) => [p.spesimen, p.metode].filter(Boolean).join(' · ')}
        filter={{ kelompok: kelompok || undefined }}
        toolbar={
          <FilterPilih
            label="Kelompok"
            value={kelompok}
            onChange={setKelompok}
            semua="Semua kelompok"
            pilihan={PILIHAN_KELOMPOK}
            lebar={[180, 220]}
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
