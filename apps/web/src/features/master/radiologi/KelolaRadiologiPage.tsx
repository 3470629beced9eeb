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
  LABEL_MODALITAS_RADIOLOGI,
  MODALITAS_RADIOLOGI,
  type ModalitasRadiologi,
  type Radiologi,
} from '@rawat/domain';
import { useCallback, useState } from 'react';
import { useSession } from '../../../shell/session.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { MasterPage } from '../bersama/MasterPage.tsx';
import { TarifDialog } from '../bersama/TarifDialog.tsx';
import { PILIHAN_MODALITAS, RADIOLOGI_PATH, RadiologiForm, SetelahBaru } from './RadiologiForm.tsx';

const TULIS = 'master.layanan:manage';

function isModalitas(v: string): v is ModalitasRadiologi {
  return (MODALITAS_RADIOLOGI as readonly string[]).includes(v);
}

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
  {
    key: 'tarif',
    header: 'Tarif Umum RJ',
    align: 'right' as const,
    render: (r: Radiologi) =>
      r.tarif_umum_rj === null ? (
        <Typography variant="body2" color="text.secondary">
          Belum diatur
        </Typography>
      ) : (
        formatRupiah(r.tarif_umum_rj)
      ),
  },
];

/** /kelola-radiologi: radiology exams doctors order, with their preparation, report template and prices. */
export default function KelolaRadiologiPage() {
  const { user } = useSession();
  const confirm = useConfirm();
  const bolehTulis = can(user?.role, TULIS);
  const [modalitas, setModalitas] = useState<ModalitasRadiologi | ''>('');
  const [tarif, setTarif] = useState<Radiologi | null>(null);

  // A new exam cannot be billed until it has a price: offer to set one right away.
  const tawarkanTarif = useCallback(
    async (r: Radiologi) => {
      const ok = await confirm({
        title: 'Atur tarif sekarang?',
        message: (
          <>
            Pemeriksaan <b>{`${r.kode} – ${r.nama}`}</b> belum memiliki tarif, sehingga belum dapat
            ditagihkan.
          </>
        ),
        confirmLabel: 'Atur Tarif',
        cancelLabel: 'Nanti Saja',
      });
      if (ok) setTarif(r);
    },
    [confirm],
  );

  const aksiTarif = useCallback(
    (r: Radiologi) => (
      <Tooltip title="Tarif">
        <IconButton size="small" aria-label={`Tarif pemeriksaan ${r.kode}`} onClick={() => setTarif(r)}>
          <RequestQuoteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
    [],
  );

  return (
    <SetelahBaru.Provider value={tawarkanTarif}>
      <MasterPage<Radiologi>
        judul="Tindakan Radiologi"
        keterangan="Pemeriksaan radiologi yang dapat diorder dokter, beserta persiapan pasien, template ekspertise dan tarifnya."
        path={RADIOLOGI_PATH}
        label="Pemeriksaan Radiologi"
        tulis={TULIS}
        Form={RadiologiForm}
        placeholderCari="Cari kode, nama atau bagian tubuh…"
        subjudul={(r) => (r.kode_icd9 ? `ICD-9-CM ${r.kode_icd9}` : null)}
        filter={{ modalitas: modalitas || undefined }}
        toolbar={
          <TextField
            select
            size="small"
            label="Modalitas"
            value={modalitas}
            onChange={(e) => setModalitas(isModalitas(e.target.value) ? e.target.value : '')}
            sx={{ flex: '1 1 180px', maxWidth: { sm: 240 } }}
          >
            <MenuItem value="">Semua modalitas</MenuItem>
            {PILIHAN_MODALITAS.map((p) => (
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
        path={RADIOLOGI_PATH}
        onClose={() => setTarif(null)}
        bolehUbah={bolehTulis && tarif?.status === 'AKTIF'}
      />
    </SetelahBaru.Provider>
  );
}
