import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { pesanError } from '../../shell/toast.tsx';

/** Error state of a whole panel, with a retry button. */
export function GagalMuat({
  error,
  onRetry,
  judul = 'Data gagal dimuat',
}: {
  error: unknown;
  onRetry: () => void;
  judul?: string;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Coba lagi
        </Button>
      }
    >
      <b>{judul}.</b> {pesanError(error)}
    </Alert>
  );
}
