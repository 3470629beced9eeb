import CampaignIcon from '@mui/icons-material/Campaign';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type AntrianKlinik,
  bolehOleh,
  can,
  IZIN_ANTRIAN_POLI,
  LABEL_STATUS_ANTRIAN,
  menungguPerawat,
  type Permission,
  STATUS_ANTRIAN_FINAL,
  type TransisiAntrian,
  transisiDari,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shell/session.tsx';
import { useToast } from '../../shell/toast.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { HALAMAN_KLINIS } from '../pelayanan/halaman-klinis.ts';
import { usePanggilAntrian, useUbahStatusAntrian } from './antrian.api.ts';
import { umumkan } from './suara.ts';

/** A step back (the patient was not there, the doctor sends them to the nurse): never the row's main button. */
const mundur = (t: TransisiAntrian) =>
  t.ke === 'WAITING' || (t.dari === 'WAITING_DOKTER' && t.ke === 'ON_PROCESS');

// One line per row (issue 17): 'Panggil', the main step of the entry's state as a button, and the
// rest (steps back, the chart screens) in the '⋮' menu. The server checks every move again.
export function AksiAntrian({ antrian: a }: { antrian: AntrianKlinik }) {
  const { user } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const panggil = usePanggilAntrian();
  const ubah = useUbahStatusAntrian();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const role = user?.role;
  const punya = (p: Permission) => can(role, p);
  const keadaan = { wajibAsesmenPerawat: a.poli.wajib_asesmen_perawat, adaAsesmenPerawat: a.asesmen_perawat };
  const milik = transisiDari(a.status, a.poli.jenis).filter((t) => bolehOleh(t, punya));
  // A doctor at a clinic that wants the nurse first sees why the step is not offered yet.
  const tertahan = milik.filter((t) => menungguPerawat(t, punya, keadaan));
  const langkah = milik.filter((t) => !tertahan.includes(t));
  const utama = langkah.find((t) => !mundur(t));
  const lain = langkah.filter((t) => t !== utama);
  const halaman = a.status === 'BATAL' ? [] : HALAMAN_KLINIS[a.poli.jenis].filter((h) => punya(h.izin));
  const bisaPanggil = punya(IZIN_ANTRIAN_POLI[a.poli.jenis]) && !STATUS_ANTRIAN_FINAL.includes(a.status);
  const sibuk = panggil.isPending || ubah.isPending;

  const onPanggil = () =>
    panggil.mutate(a.uid, {
      onSuccess: (p) => {
        if (umumkan(p.teks)) toast.info(`Memanggil ${p.nomor_antrian} (panggilan ke-${p.jumlah_panggil})`);
        else
          toast.warning(
            `Browser ini tidak mendukung suara. Panggil ${p.nomor_antrian} secara langsung (panggilan ke-${p.jumlah_panggil}).`,
          );
      },
      onError: (e) => toast.error(e),
    });

  const jalankan = (t: TransisiAntrian) =>
    ubah.mutateAsync({ uid: a.uid, status: t.ke }).then(
      (hasil) => {
        toast.success(`Antrian ${hasil.nomor_antrian}: ${LABEL_STATUS_ANTRIAN[hasil.status]}`);
      },
      (e) => {
        toast.error(e);
      },
    );

  const onLangkah = (t: TransisiAntrian) => {
    setAnchor(null);
    if (!t.konfirmasi) return void jalankan(t);
    void confirm({
      title: 'Selesaikan Pelayanan',
      message: `Selesaikan pelayanan antrian ${a.nomor_antrian} – ${a.pasien.nama}? Status tidak dapat diubah lagi setelah Selesai.`,
      confirmLabel: 'Selesai',
      onConfirm: async () => {
        await jalankan(t);
      },
    });
  };

  if (!bisaPanggil && !milik.length && !halaman.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'nowrap' }}>
      {bisaPanggil ? (
        <Tooltip
          title={a.jumlah_panggil ? `Panggil lagi (sudah ${a.jumlah_panggil}×)` : 'Panggil'}
          describeChild
        >
          <span>
            <IconButton
              size="small"
              color="primary"
              disabled={sibuk}
              onClick={onPanggil}
              aria-label={`Panggil ${a.nomor_antrian}`}
              sx={{ p: 0.5, border: 1, borderColor: 'divider' }}
            >
              <CampaignIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
      {utama ? (
        <Button
          size="small"
          sx={{ py: 0.25, whiteSpace: 'nowrap', flexShrink: 0 }}
          variant="contained"
          disableElevation
          color={utama.ke === 'DONE' ? 'success' : 'primary'}
          disabled={sibuk}
          onClick={() => onLangkah(utama)}
        >
          {utama.label}
        </Button>
      ) : tertahan.length ? (
        <Tooltip
          title={`${a.poli.nama} mewajibkan asesmen perawat sebelum pemeriksaan dokter`}
          placement="top"
        >
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', px: 0.5 }}>
            Menunggu asesmen perawat
          </Typography>
        </Tooltip>
      ) : null}
      {lain.length || halaman.length ? (
        <>
          <IconButton
            size="small"
            aria-label={`Aksi lain ${a.nomor_antrian}`}
            aria-haspopup="menu"
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ ml: 'auto', p: 0.5 }}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu
            anchorEl={anchor}
            open={Boolean(anchor)}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {lain.map((t) => (
              <MenuItem key={t.ke} disabled={sibuk} onClick={() => onLangkah(t)}>
                {t.label}
              </MenuItem>
            ))}
            {lain.length && halaman.length ? <Divider /> : null}
            {halaman.length ? <ListSubheader sx={{ lineHeight: '32px' }}>Rekam Medis</ListSubheader> : null}
            {halaman.map((h) => (
              <MenuItem key={h.label} onClick={() => navigate(h.path(a.layanan_uid))}>
                {h.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
