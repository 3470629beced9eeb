import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SepRingkas } from '@rawat/domain';
import { useState } from 'react';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { StatusSepChip } from './StatusSepChip.tsx';
import { urlCetakSep, useSepPendaftaran } from './sep.api.ts';

const WARNA = { TERBIT: 'success', DITOLAK: 'error', MENUNGGU: 'warning', DIHAPUS: 'info' } as const;

/**
 * The SEP made with a registration (or an admission), beside its ticket: the number and "Cetak SEP"
 * once BPJS issued it, BPJS's refusal, or "menunggu" while it is on its way (read again every 3 s).
 */
export function SepSetelahDaftar({
  layananUid,
  awal,
  tempat = 'Detail Pendaftaran',
  label = 'SEP BPJS',
}: {
  layananUid: string;
  awal: SepRingkas;
  /** The screen where the SEP is followed and a refusal is fixed ("… dari Detail Pendaftaran"). */
  tempat?: string;
  /** 'SEP BPJS'; 'SEP Rawat Inap' after an admission. */
  label?: string;
}) {
  const q = useSepPendaftaran(layananUid);
  const s: SepRingkas = q.data ?? awal;
  const [cetak, setCetak] = useState(false);
  return (
    <>
      <Alert
        severity={WARNA[s.status]}
        aria-label={label}
        sx={{ py: 0, mt: 1, alignItems: 'center' }}
        action={
          s.status === 'TERBIT' ? (
            <Button size="small" color="inherit" startIcon={<PrintIcon />} onClick={() => setCetak(true)}>
              Cetak SEP
            </Button>
          ) : undefined
        }
      >
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <strong>{label}</strong>
          <StatusSepChip status={s.status} />
          {s.status === 'TERBIT' ? (
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
              {s.no_sep}
            </Box>
          ) : s.status === 'DITOLAK' ? (
            <span>
              {s.pesan_bpjs ?? 'Ditolak tanpa keterangan'} — perbaiki dari {tempat}
            </span>
          ) : s.status === 'MENUNGGU' ? (
            <span>Menunggu jawaban BPJS; nomor SEP muncul di sini dan di {tempat}</span>
          ) : null}
        </Box>
      </Alert>
      {s.status === 'TERBIT' ? (
        <PdfViewerDialog
          open={cetak}
          title={`SEP ${s.no_sep ?? ''}`}
          url={urlCetakSep(s.uid)}
          onClose={() => setCetak(false)}
        />
      ) : null}
    </>
  );
}
