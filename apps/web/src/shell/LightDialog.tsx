import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
  open: boolean;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * A modal notice without MUI's Modal stack, for the shell's own dialogs that must work before any
 * other code is fetched (offline) and stay out of the login view's bundle. It keeps focus inside
 * itself and blocks the page behind it; it cannot be dismissed by a click outside.
 */
export function LightDialog({ open, labelledBy, describedBy, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const box = ref.current;
    const sebelumnya = document.activeElement as HTMLElement | null;
    box?.querySelector<HTMLElement>('button, [href], input, [tabindex]:not([tabindex="-1"])')?.focus();
    const onFocusIn = (e: FocusEvent) => {
      if (box && e.target instanceof Node && !box.contains(e.target)) {
        box.querySelector<HTMLElement>('button')?.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      sebelumnya?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (t) => t.zIndex.modal + 10,
        bgcolor: 'rgba(15, 30, 35, 0.5)',
        display: 'grid',
        placeItems: 'center',
        p: 2,
      }}
    >
      <Paper
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        elevation={8}
        sx={{ width: '100%', maxWidth: 420, p: 3 }}
      >
        {children}
      </Paper>
    </Box>
  );
}
