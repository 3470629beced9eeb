import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  can,
  formatRupiah,
  KATEGORI_TINDAKAN,
  type KategoriTindakan,
  LABEL_GOLONGAN_OPERASI,
  LABEL_KATEGORI_TINDAKAN,
  type Tindakan,
} from '@rawat/domain';
import { useCallback, useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { MasterPage } from '../bersama/MasterPage.tsx';
import { TarifDialog } from '../bersama/TarifDialog.tsx';
import { PILIHAN_KATEGORI, SetelahBaru, TINDAKAN_PATH, TindakanForm } from './TindakanForm.tsx';

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

function isKategori(v: string): v is KategoriTindakan {
  return (KATEGORI_TINDAKAN as readonly string[]).includes(v);
}

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
  {
    key: 'tarif',
    header: 'Tarif Umum (Rawat Jalan)',
    align: 'right',
    render: (t) =>
      t.tarif_umum_rj === null ? (
        <Typography variant="body2" color="text.secondary">
          Belum diatur
        </Typography>
      ) : (
        formatRupiah(t.tarif_umum_rj)
      ),
  },
];

const tempat = (t: Tindakan) => (t.poli.length ? t.poli.map((p) => p.nama).join(', ') : 'Semua poliklinik');

/** /kelola-tindakan: procedures clinics pick and the cashier bills, with their ICD-9-CM code and prices. */
export default function KelolaTindakanPage() {
  const { user } = useSession();
  const confirm = useConfirm();
  const bolehTulis = can(user?.role, TULIS);
  const [kategori, setKategori] = useState<KategoriTindakan | ''>('');
  const [tarif, setTarif] = useState<Tindakan | null>(null);

  // A new procedure cannot be billed until it has a price: offer to set one right away.
  const tawarkanTarif = useCallback(
    async (t: Tindakan) => {
      const ok = await confirm({
        title: 'Atur tarif sekarang?',
        message: (
          <>
            Tindakan <b>{`${t.kode} – ${t.nama}`}</b> belum memiliki tarif, sehingga belum dapat ditagihkan.
          </>
        ),
        confirmLabel: 'Atur Tarif',
        cancelLabel: 'Nanti Saja',
      });
      if (ok) setTarif(t);
    },
    [confirm],
  );

  const aksiTarif = useCallback(
    (t: Tindakan) => (
      <Tooltip title="Tarif">
        <IconButton size="small" aria-label={`Tarif tindakan ${t.kode}`} onClick={() => setTarif(t)}>
          <RequestQuoteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
    [],
  );

  return (
    <SetelahBaru.Provider value={tawarkanTarif}>
      <MasterPage<Tindakan>
        judul="Tindakan Medis"
        keterangan="Konsultasi, visite, tindakan dan administrasi yang ditagihkan kasir, beserta kode ICD-9-CM, poliklinik dan tarifnya per penjamin dan kelas."
        path={TINDAKAN_PATH}
        label="Tindakan"
        tulis={TULIS}
        Form={TindakanForm}
        placeholderCari="Cari kode, nama atau kode ICD-9-CM…"
        subjudul={tempat}
        filter={{ kategori: kategori || undefined }}
        toolbar={
          <TextField
            select
            size="small"
            label="Kategori"
            value={kategori}
            onChange={(e) => setKategori(isKategori(e.target.value) ? e.target.value : '')}
            sx={{ flex: '1 1 200px', maxWidth: { sm: 260 } }}
          >
            <MenuItem value="">Semua kategori</MenuItem>
            {PILIHAN_KATEGORI.map((p) => (
              <MenuItem key={p.value} value={p.value}>
                {p.label}
              </MenuItem>
            ))}
          </TextField>
        }
        kolom={kolom}
        aksiTambahan={aksiTarif}
      />
      <TarifDialog
        item={tarif}
        path={TINDAKAN_PATH}
        onClose={() => setTarif(null)}
        bolehUbah={bolehTulis && tarif?.status === 'AKTIF'}
      />
    </SetelahBaru.Provider>
  );
}
