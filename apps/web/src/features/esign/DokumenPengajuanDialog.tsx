import DrawIcon from '@mui/icons-material/Draw';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alasanSchema, formatTanggalJam, LABEL_JENIS_DOKUMEN_TTD, type Pengajuan } from '@rawat/domain';
import { useState } from 'react';
import { useToast } from '../../shell/toast.tsx';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { urlPdfPengajuan, useTolakPengajuan } from './esign.api.ts';
import { StatusPengajuanChip } from './esign.label.tsx';
import { PinDialog } from './PinDialog.tsx';

export interface DokumenPengajuanDialogProps {
  pengajuan: Pengajuan;
  /** The signer may decide on it here (their own list, registered and active). */
  bolehPutus: boolean;
  onClose: () => void;
  /** After signing: the same request as it stands now, so the viewer shows the signed file. */
  onBerubah: (p: Pengajuan) => void;
}

/** A request's PDF (the preview, or the signed file), with Tanda tangani and Tolak while it waits. */
export function DokumenPengajuanDialog({
  pengajuan: p,
  bolehPutus,
  onClose,
  onBerubah,
}: DokumenPengajuanDialogProps) {
  const toast = useToast();
  const tolak = useTolakPengajuan();
  const [pin, setPin] = useState(false);
  const [alasan, setAlasan] = useState(false);
  const menunggu = p.status === 'MENUNGGU';
  const judul = `${p.judul}${p.nomor ? ` ${p.nomor}` : ''}`;

  const keterangan = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 40 }}>
      <StatusPengajuanChip status={p.status} />
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px', minWidth: 0 }} noWrap>
        {LABEL_JENIS_DOKUMEN_TTD[p.jenis]}
        {p.pasien ? ` · ${p.pasien.nama}${p.pasien.no_rm ? ` (${p.pasien.no_rm})` : ''}` : ''}
        {p.status === 'DITOLAK' && p.alasan_tolak ? ` · Ditolak: ${p.alasan_tolak}` : ''}
        {p.status === 'DITANDATANGANI' && p.diputus_pada
          ? ` · Ditandatangani ${p.penanda.nama}, ${formatTanggalJam(p.diputus_pada)}`
          : ''}
        {menunggu ? ` · Menunggu tanda tangan ${p.penanda.nama}` : ''}
      </Typography>
      {menunggu && bolehPutus ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" color="error" variant="outlined" onClick={() => setAlasan(true)}>
            Tolak
          </Button>
          <Button size="small" variant="contained" startIcon={<DrawIcon />} onClick={() => setPin(true)}>
            Tanda Tangani
          </Button>
        </Box>
      ) : null}
    </Box>
  );

  return (
    <>
      <PdfViewerDialog
        open
        title={judul}
        url={urlPdfPengajuan(p.uid, p.status)}
        onClose={onClose}
        keterangan={keterangan}
      />
      <PinDialog
        open={pin}
        dokumen={[p]}
        onClose={() => setPin(false)}
        onSelesai={() => {
          setPin(false);
          onBerubah({ ...p, status: 'DITANDATANGANI', diputus_pada: new Date().toISOString() });
        }}
      />
      <AlasanDialog
        open={alasan}
        judul="Tolak menandatangani?"
        pesan={`Pengaju (${p.diajukan_oleh}) akan melihat alasan ini, lalu dapat memperbaiki dokumen dan mengajukannya lagi.`}
        aturan={alasanSchema.shape.alasan}
        panjangMaks={500}
        tombol="Tolak Tanda Tangan"
        onKirim={async (a) => {
          await tolak.mutateAsync({ uid: p.uid, alasan: a });
          toast.success(`Anda menolak menandatangani ${judul}`);
          onClose();
        }}
        onClose={() => setAlasan(false)}
      />
    </>
  );
}
