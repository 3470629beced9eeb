import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  can,
  type KategoriTindakan,
  LABEL_GOLONGAN_OPERASI,
  LABEL_KATEGORI_TINDAKAN,
  type Tindakan,
  tindakanApi,
} from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { MasterPage } from '../../../ui/master/MasterPage.tsx';
import { kolomTarif, useTarifMaster } from '../bersama/tarif.tsx';
import { PILIHAN_KATEGORI, TindakanForm } from './TindakanForm.tsx';

const TULIS = 'master.layanan:manage';

const WARNA_KATEGORI: Record<
  KategoriTindakan,
  'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning' | 'default'
> = {
  KONSULTASI: 'primary',
  VISITE: 'info',
  TINDAKAN_MEDIS: 'secondary',
  TINDAKAN_OPERATIF: 'error',
  TINDAKAN_KEPERAWATAN: 'success',
  TINDAKAN_KEBIDANAN: 'warning',
  ADMINISTRASI: 'default',
};

const kolom: DataTableColumn<Tindakan>[] = [
  {
    key: 'kategori',
    header: 'Kategori',
    render: (t) => (
      <Chip
        size="small"
        variant="outlined"
        color={WARNA_KATEGORI[t.kategori]}
        label={t.golongan ? LABEL_GOLONGAN_OPERASI[t.golongan] : LABEL_KATEGORI_TINDAKAN[t.kategori]}
      />
    ),
  },
  {
    key: 'icd9',
    header: 'ICD-9-CM',
    render: (t) =>
      t.kode_icd9 ? (
        <Box sx={{ maxWidth: 260 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {t.kode_icd9}
          </Typography>
          {t.judul_icd9 ? (
            <Typography variant="caption" color="text.secondary">
              {t.judul_icd9}
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          –
        </Typography>
      ),
  },
  kolomTarif('Tarif Umum (Rawat Jalan)'),
];

const tempat = (t: Tindakan) => (t.poli.length ? t.poli.map((p) => p.nama).join(', ') : 'Semua poliklinik');

/** /kelola-tindakan: procedures clinics pick and the cashier bills, with their ICD-9-CM code and prices. */
export default function KelolaTindakanPage() {
  const { user } = useSession();
  const [kategori, setKategori] = useState<KategoriTindakan | ''>('');
  const { aksiTarif, tawarkanTarif, dialogTarif } = useTarifMaster({
    api: tindakanApi,
    label: 'Tindakan',
    bolehUbah: can(user?.role, TULIS),
  });

  return (
    <>
      <MasterPage<Tindakan>
        judul="Tindakan Medis"
        keterangan="Konsultasi, visite, tindakan dan administrasi yang ditagihkan kasir, beserta kode ICD-9-CM, poliklinik dan tarifnya per penjamin dan kelas."
        api={tindakanApi}
        label="Tindakan"
        tulis={TULIS}
        Form={TindakanForm}
        placeholderCari="Cari kode, nama atau kode ICD-9-CM…"
        subjudul={tempat}
        filter={{ kategori: kategori || undefined }}
        toolbar={
          <FilterPilih
            label="Kategori"
            value={kategori}
            onChange={setKategori}
            semua="Semua kategori"
            pilihan={PILIHAN_KATEGORI}
            lebar={[200, 260]}
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
