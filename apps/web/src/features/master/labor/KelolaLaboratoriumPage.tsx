import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  can,
  KELAS_TARIF,
  KELOMPOK_LAB,
  type KelompokLab,
  LABEL_KELOMPOK_LAB,
  type PemeriksaanLab,
  ringkasRujukan,
} from '@rawat/domain';
import { useCallback, useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { MasterPage } from '../bersama/MasterPage.tsx';
import { TarifDialog } from '../bersama/TarifDialog.tsx';
import { KolomTarif } from './KolomTarif.tsx';
import { type ItemTarif, LAB_PATH, SetelahBaruLab } from './lab.form.ts';
import { PemeriksaanLabForm, PILIHAN_KELOMPOK } from './PemeriksaanLabForm.tsx';

const TULIS = 'master.layanan:manage';

function isKelompok(v: string): v is KelompokLab {
  return (KELOMPOK_LAB as readonly string[]).includes(v);
}

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
  {
    key: 'tarif',
    header: 'Tarif Umum (Rawat Jalan)',
    align: 'right',
    render: (p) => <KolomTarif jumlah={p.tarif_umum_rj} />,
  },
];

/** /kelola-laboratorium: lab tests with their unit, reference ranges by sex and age, and prices. */
export default function KelolaLaboratoriumPage() {
  const { user } = useSession();
  const confirm = useConfirm();
  const bolehTulis = can(user?.role, TULIS);
  const [kelompok, setKelompok] = useState<KelompokLab | ''>('');
  const [tarif, setTarif] = useState<ItemTarif | null>(null);

  // A new test cannot be billed until it has a price: offer to set one right away.
  const tawarkanTarif = useCallback(
    async (p: ItemTarif) => {
      const ok = await confirm({
        title: 'Atur tarif sekarang?',
        message: (
          <>
            Pemeriksaan <b>{`${p.kode} – ${p.nama}`}</b> belum memiliki tarif, sehingga belum dapat
            ditagihkan.
          </>
        ),
        confirmLabel: 'Atur Tarif',
        cancelLabel: 'Nanti Saja',
      });
      if (ok) setTarif(p);
    },
    [confirm],
  );

  const aksiTarif = useCallback(
    (p: PemeriksaanLab) => (
      <Tooltip title="Tarif">
        <IconButton size="small" aria-label={`Tarif pemeriksaan ${p.kode}`} onClick={() => setTarif(p)}>
          <RequestQuoteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
    [],
  );

  return (
    <SetelahBaruLab.Provider value={tawarkanTarif}>
      <MasterPage<PemeriksaanLab>
        judul="Tindakan Laboratorium"
        keterangan="Pemeriksaan laboratorium beserta spesimen, satuan, nilai rujukan menurut jenis kelamin dan umur, serta tarifnya per penjamin dan kelas."
        path={LAB_PATH}
        label="Pemeriksaan"
        tulis={TULIS}
        Form={PemeriksaanLabForm}
        subjudul={(p) => [p.spesimen, p.metode].filter(Boolean).join(' · ')}
        filter={{ kelompok: kelompok || undefined }}
        toolbar={
          <TextField
            select
            size="small"
            label="Kelompok"
            value={kelompok}
            onChange={(e) => setKelompok(isKelompok(e.target.value) ? e.target.value : '')}
            sx={{ flex: '1 1 180px', maxWidth: { sm: 220 } }}
          >
            <MenuItem value="">Semua kelompok</MenuItem>
            {PILIHAN_KELOMPOK.map((p) => (
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
        path={LAB_PATH}
        kelas={KELAS_TARIF}
        onClose={() => setTarif(null)}
        bolehUbah={bolehTulis && tarif?.status === 'AKTIF'}
      />
    </SetelahBaruLab.Provider>
  );
}
