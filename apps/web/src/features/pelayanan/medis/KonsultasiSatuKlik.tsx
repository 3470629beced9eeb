import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatRupiah, type LayananKlinisDto, type TindakanLayanan } from '@rawat/domain';
import { useState } from 'react';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useKonsultasiPoli, useTambahTindakan } from './medis.api.ts';

/**
 * The clinic's consultation in one click, with its price for this visit's payer; once charged it
 * says so (a second consultation is still possible from the picker).
 */
export function KonsultasiSatuKlik({
  layanan: l,
  tercatat,
}: {
  layanan: LayananKlinisDto;
  tercatat: TindakanLayanan[];
}) {
  const toast = useToast();
  const k = useKonsultasiPoli(l.uid);
  const tambah = useTambahTindakan(l.uid);
  const [galat, setGalat] = useState<string | null>(null);
  const konsul = k.data;
  if (!konsul) return null;
  const sudah = tercatat.some((t) => t.tindakan.uid === konsul.uid && t.status === 'AKTIF');
  const catat = async () => {
    setGalat(null);
    try {
      const t = await tambah.mutateAsync({ tindakan_uid: konsul.uid, jumlah: 1, catatan: null });
      toast.success(`${t.tindakan.nama} dicatat (${formatRupiah(t.total)})`);
    } catch (err) {
      setGalat(pesanError(err));
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {sudah ? (
        <Chip
          color="success"
          variant="outlined"
          icon={<CheckCircleIcon />}
          label={`${konsul.nama} sudah dicatat`}
        />
      ) : (
        <Button
          variant="outlined"
          startIcon={<MedicalServicesIcon />}
          onClick={() => void catat()}
          loading={tambah.isPending}
        >
          Catat {konsul.nama} · {formatRupiah(konsul.harga ?? 0)}
        </Button>
      )}
      {galat ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {galat}
        </Alert>
      ) : null}
    </Box>
  );
}
