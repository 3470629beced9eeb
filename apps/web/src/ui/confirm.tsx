import { createContext, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { lazyScreen } from '../shell/lazy.ts';
import { pesanError } from '../shell/toast.tsx';

// The dialog itself is fetched on first use: confirmations only happen on lazily loaded screens.
const ConfirmDialog = lazyScreen(() => import('./ConfirmDialog.tsx'));

export interface ConfirmOptions {
  /** Default 'Informasi' (spec §9). */
  title?: string;
  message: ReactNode;
  /** Default 'OK'. */
  confirmLabel?: string;
  /** Default 'Batal'. */
  cancelLabel?: string;
  color?: 'primary' | 'error';
  /** Runs on confirm with the button loading; returning false keeps the dialog open (defers closing). */
  // biome-ignore lint/suspicious/noConfusingVoidType: handlers are plain `async () => {}` functions; false defers closing
  onConfirm?: () => Promise<void | false> | void | false;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
}

/** Mount once near the root; `useConfirm()` then opens the dialog from anywhere. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPending((prev) => {
          prev?.resolve(false);
          return { options, resolve };
        });
        setError(null);
        setLoading(false);
        setOpen(true);
      }),
    [],
  );

  const finish = (ok: boolean) => {
    pending?.resolve(ok);
    setOpen(false);
  };

  const handleOk = async () => {
    if (!pending) return;
    const handler = pending.options.onConfirm;
    if (!handler) return finish(true);
    setLoading(true);
    setError(null);
    try {
      const result = await handler();
      setLoading(false);
      if (result !== false) finish(true);
    } catch (err) {
      setLoading(false);
      setError(pesanError(err));
    }
  };

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...pending.options}
            open={open}
            loading={loading}
            error={error}
            onCancel={() => finish(false)}
            onOk={() => void handleOk()}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ message: 'Hapus data ini?' })) ...` */
export function useConfirm(): Confirm {
  const ctx = useContext(ConfirmContext);
  if (!ctx) throw new Error('useConfirm dipakai di luar ConfirmProvider');
  return ctx;
}
