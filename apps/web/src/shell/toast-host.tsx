import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
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
import { LEBAR_MENU } from './MenuDrawer.tsx';
import { pasangPenerimaToast } from './toast.tsx';

/** Shell toasts (spec §9): 8000 ms, at most 6 visible with the oldest closed. */
const TOAST_MS = 8000;
const TOAST_MAX = 6;
/**
 * Top, in the app bar's empty middle (issue 17 #14): at the bottom a toast covered the sticky save
 * bars and, over an open PDF, the receipt's signature block; bottom-left would cover the drawer.
 * On a wide screen it sits over the middle of the content column (the drawer is 220 px, 80 collapsed)
 * and 8 px from the top, so a one-line toast stays within the 64 px app bar, clear of the page title
 * on its left and the user menu on its right; in an open dialog it meets only the title bar's empty
 * middle (dialogs keep 32 px or more above them). A phone's app bar is all controls: there it sits
 * just below it.
 */
const POSISI = { vertical: 'top', horizontal: 'center' } as const;
const KELAS_WADAH = 'rawat-toast';
// notistack puts 6 px above each toast inside its container.
const JARAK_DALAM = 6;

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
    <>
      <GlobalStyles
        styles={(theme) => ({
          // Two classes: wins over notistack's own one-class rule whatever order they load in.
          [`.notistack-SnackbarContainer.${KELAS_WADAH}`]: {
            // Below the app bar (56 px on a phone, 64 px from 600 px on)…
            top: 56 + 2 - JARAK_DALAM,
            [theme.breakpoints.up('sm')]: { top: 64 + 4 - JARAK_DALAM },
            // …and inside it beside the drawer, 8 px from the top.
            [theme.breakpoints.up('md')]: {
              top: 8 - JARAK_DALAM,
              left: `calc(50% + ${LEBAR_MENU / 2}px)`,
            },
          },
        })}
      />
      <SnackbarProvider
        maxSnack={TOAST_MAX}
        autoHideDuration={TOAST_MS}
        anchorOrigin={POSISI}
        action={(id) => <TombolTutup id={id} />}
        Components={KOMPONEN}
        classes={{ containerRoot: KELAS_WADAH }}
      />
    </>
  );
}
