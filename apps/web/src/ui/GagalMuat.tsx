import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { pesanError } from '../shell/toast.tsx';

export interface GagalMuatProps {
  /** The query's error; its message is shown for the person at the screen. */
  error: unknown;
  /** What 'Coba lagi' does (usually the query's refetch). */
  onRetry: () => void;
  /** A bold lead before the message ('Dashboard gagal dimuat'), without the full stop. */
  judul?: string;
  sx?: SxProps<Theme>;
}

/** A query that failed: its message in an error alert with a 'Coba lagi' button. */
export function GagalMuat({ error, onRetry, judul, sx }: GagalMuatProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Coba lagi
        </Button>
      }
    >
      {judul ? (
        <>
          <b>{judul}.</b>{' '}
        </>
      ) : null}
      {pesanError(error)}
    </Alert>
  );
}
