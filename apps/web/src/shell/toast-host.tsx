import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  type SnackbarKey,
  SnackbarProvider,
} from 'notistack';
import { useEffect } from 'react';
import { pasangPenerimaToast } from './toast.tsx';

/** Shell toasts (spec §9): 8000 ms, at most 6 visible with the oldest closed. */
const TOAST_MS = 8000;
const TOAST_MAX = 6;
/** Bottom-right: bottom-left would cover the drawer's last entries and its collapse button. */
const POSISI = { vertical: 'bottom', horizontal: 'right' } as const;

// Theme colours, one line per toast with its close button, the message at most 300 px wide.
const Konten = styled(MaterialDesignContent)(({ theme }) => ({
  flexWrap: 'nowrap',
  alignItems: 'flex-start',
  borderRadius: theme.shape.borderRadius,
  fontFamily: theme.typography.fontFamily,
  '& #notistack-snackbar': { maxWidth: 300, overflowWrap: 'anywhere' },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-default': { backgroundColor: '#263238' },
}));

const KOMPONEN = { default: Konten, success: Konten, error: Konten, warning: Konten, info: Konten };

function TombolTutup({ id }: { id: SnackbarKey }) {
  return (
    <IconButton size="small" color="inherit" aria-label="Tutup notifikasi" onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** notistack never closes on clickaway and pauses its timer while hovered (spec §4). */
export default function ToastHost() {
  useEffect(() => {
    pasangPenerimaToast(({ message, variant }) => {
      enqueueSnackbar(message, { variant });
    });
    return () => pasangPenerimaToast(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX}
      autoHideDuration={TOAST_MS}
      anchorOrigin={POSISI}
      action={(id) => <TombolTutup id={id} />}
      Components={KOMPONEN}
    />
  );
}
