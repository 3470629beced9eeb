import CampaignIcon from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  type AntrianKlinik,
  bolehOleh,
  can,
  IZIN_ANTRIAN_POLI,
  LABEL_STATUS_ANTRIAN,
  STATUS_ANTRIAN_FINAL,
  type TransisiAntrian,
  transisiDari,
} from '@rawat/domain';
import { useSession } from '../../shell/session.tsx';
import { useToast } from '../../shell/toast.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { usePanggilAntrian, useUbahStatusAntrian } from './antrian.api.ts';
import { umumkan } from './suara.ts';

/** 'Panggil' and the next-status buttons this user may press for this entry (the server checks too). */
export function AksiAntrian({ antrian: a }: { antrian: AntrianKlinik }) {
  const { user } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const panggil = usePanggilAntrian();
  const ubah = useUbahStatusAntrian();
  const role = user?.role;
  const langkah = transisiDari(a.status, a.poli.jenis).filter((t) => bolehOleh(t, (p) => can(role, p)));
  const bisaPanggil = can(role, IZIN_ANTRIAN_POLI[a.poli.jenis]) && !STATUS_ANTRIAN_FINAL.includes(a.status);
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

  if (!bisaPanggil && !langkah.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {bisaPanggil ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<CampaignIcon />}
          disabled={sibuk}
          onClick={onPanggil}
          aria-label={`Panggil ${a.nomor_antrian}`}
        >
          Panggil
        </Button>
      ) : null}
      {langkah.map((t) => (
        <Button
          key={t.ke}
          size="small"
          variant={t.ke === 'WAITING' ? 'text' : 'contained'}
          color={t.ke === 'DONE' ? 'success' : t.ke === 'WAITING' ? 'inherit' : 'primary'}
          disabled={sibuk}
          onClick={() => onLangkah(t)}
        >
          {t.label}
        </Button>
      ))}
    </Box>
  );
}
