import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { keyframes, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import type { ConfirmOptions } from './confirm.tsx';

/** Shake length of spec §9. */
const SHAKE_MS = 700;
const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`;

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  loading?: boolean;
  error?: string | null;
  onCancel: () => void;
  onOk: () => void;
}

/**
 * The confirmation dialog (spec §4, §9): max width md, full screen on mobile. While loading, a
 * backdrop click or Escape shakes it for 700 ms instead of closing.
 */
export function ConfirmDialog({
  open,
  title = 'Informasi',
  message,
  confirmLabel = 'OK',
  cancelLabel = 'Batal',
  color = 'primary',
  loading = false,
  error,
  onCancel,
  onOk,
}: ConfirmDialogProps) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClose = (_: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (loading) {
      if (reason === 'backdropClick' || reason === 'escapeKeyDown') {
        setShaking(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setShaking(false), SHAKE_MS);
      }
      return;
    }
    onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      maxWidth="md"
      fullScreen={mobile}
      aria-labelledby="confirm-dialog-title"
      slotProps={{
        paper: {
          sx: {
            minWidth: mobile ? undefined : 400,
            animation: shaking ? `${shake} ${SHAKE_MS}ms ease-in-out` : 'none',
          },
        },
      }}
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {typeof message === 'string' ? <Typography color="text.secondary">{message}</Typography> : message}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => handleClose(null)} disabled={loading} color="inherit">
          {cancelLabel}
        </Button>
        <Button
          onClick={onOk}
          variant="contained"
          color={color}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ConfirmDialog;
