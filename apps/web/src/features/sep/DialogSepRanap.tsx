import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PanelSepRanap } from './PanelSepRanap.tsx';

/** Whose stay the SEP is of, for the dialog's heading. */
export interface SepRanapDibuka {
  layanan_uid: string;
  pasien: { nama: string; no_rm: string };
  /** Ward, room and bed, or the SEP's number: one line under the name. */
  keterangan?: string;
  /** The admission's Jakarta date while the stay is in care; null when the SEP cannot be made here. */
  tanggal_masuk: string | null;
}

/** The stay's inpatient SEP panel in a dialog: from the inpatient list and from Data SEP. */
export function DialogSepRanap({ buka, onClose }: { buka: SepRanapDibuka | null; onClose: () => void }) {
  return (
    <Dialog open={buka !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ pb: 1 }}>
        SEP Rawat Inap
        {buka ? (
          <Typography variant="body2" color="text.secondary" component="div">
            {buka.pasien.nama} ({buka.pasien.no_rm}){buka.keterangan ? ` · ${buka.keterangan}` : ''}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent>
        {buka ? (
          <PanelSepRanap layananUid={buka.layanan_uid} tanggalMasuk={buka.tanggal_masuk} judul={false} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}
