import PrintIcon from '@mui/icons-material/Print';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  can,
  formatTanggal,
  LABEL_SHIFT_RANAP,
  SHIFT_RANAP,
  type ShiftRanap,
  serahTerimaApi,
  shiftPada,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri, urlKontrak } from '../../../api/kontrak.ts';
import { useSession } from '../../../shell/session.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { KartuSerahTerima } from './KartuSerahTerima.tsx';

function IsiSerahTerima({ ruanganUid, onClose }: { ruanganUid: string; onClose: () => void }) {
  const { user } = useSession();
  const bolehTulis = can(user?.role, 'asesmen.keperawatan:write');
  const [kini] = useState(() => shiftPada(new Date()));
  const [tanggal, setTanggal] = useState<string | undefined>(kini.tanggal);
  const [shift, setShift] = useState<ShiftRanap>(kini.shift);
  const [pdf, setPdf] = useState(false);
  const q = { ruangan_uid: ruanganUid, tanggal: tanggal ?? kini.tanggal, shift };
  const data = useQuery(kueri(serahTerimaApi.baca, { query: q }));
  const r = data.data?.respon;

  return (
    <>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Box sx={{ flex: '1 1 240px' }}>
            <Typography variant="h6">Serah Terima Shift</Typography>
            <Typography variant="body2" color="text.secondary">
              {r
                ? `${r.ruangan.nama} · ${LABEL_SHIFT_RANAP[r.shift]} · ${formatTanggal(r.tanggal)}`
                : 'Memuat…'}
            </Typography>
          </Box>
          <Box sx={{ width: 190 }}>
            <DateInput label="Tanggal" value={tanggal} onChange={setTanggal} size="small" />
          </Box>
          <TextField
            select
            size="small"
            label="Shift"
            value={shift}
            onChange={(e) => setShift(e.target.value as ShiftRanap)}
            sx={{ width: 200 }}
          >
            {SHIFT_RANAP.map((s) => (
              <MenuItem key={s} value={s}>
                {LABEL_SHIFT_RANAP[s]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setPdf(true)} disabled={!r}>
            Cetak
          </Button>
          <Button onClick={onClose}>Tutup</Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {data.isPending && <Skeleton variant="rounded" height={220} />}
        {data.isError && <GagalMuat error={data.error} onRetry={() => data.refetch()} />}
        {r && r.pasien.length === 0 && (
          <Alert severity="info">Tidak ada pasien di ruangan ini pada shift tersebut.</Alert>
        )}
        {r?.pasien.map((p) => (
          // Keyed by shift too: another shift's SBAR starts its own fields.
          <KartuSerahTerima
            key={`${p.layanan_uid}-${r.tanggal}-${r.shift}-${p.sbar?.uid ?? ''}`}
            p={p}
            tanggal={r.tanggal}
            shift={r.shift}
            bolehTulis={bolehTulis}
          />
        ))}
      </Box>
      <PdfViewerDialog
        open={pdf}
        url={urlKontrak(serahTerimaApi.pdf, { query: q })}
        title={`Serah Terima ${r?.ruangan.nama ?? ''} ${LABEL_SHIFT_RANAP[shift]} ${q.tanggal}`}
        onClose={() => setPdf(false)}
      />
    </>
  );
}

/** A button on the ward's patient list (/rawat-inap) for one ward; opens its own dialog or page. */
export function TombolSerahTerima({ ruanganUid }: { ruanganUid: string | null }) {
  const [buka, setBuka] = useState(false);
  return (
    <>
      <Tooltip
        title={ruanganUid ? 'Serah terima pasien antar shift (SBAR)' : 'Pilih satu ruangan terlebih dahulu'}
      >
        <span>
          <Button
            variant="outlined"
            startIcon={<SwapHorizIcon />}
            onClick={() => setBuka(true)}
            disabled={!ruanganUid}
          >
            Serah Terima Shift
          </Button>
        </span>
      </Tooltip>
      <Dialog fullScreen open={buka && ruanganUid !== null} onClose={() => setBuka(false)}>
        {ruanganUid && <IsiSerahTerima ruanganUid={ruanganUid} onClose={() => setBuka(false)} />}
      </Dialog>
    </>
  );
}
