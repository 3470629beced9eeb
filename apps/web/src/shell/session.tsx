import { authApi, cariHalaman, type LoginData } from '@rawat/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError } from '../api/client.ts';
import { panggil } from '../api/kontrak.ts';
import { tandaiSesiBerakhir } from './session-events.ts';

/** Session re-check of spec §4: every 5 minutes. */
export const SESSION_RECHECK_MS = 5 * 60 * 1000;
/** Network failures of the first check are retried this many times before the error screen. */
const PERCOBAAN_AWAL = 3;

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface Session {
  status: SessionStatus;
  user: LoginData | null;
  /** Set when the first check could not reach the server (not a 401). */
  error: unknown;
  /** Logs in; resolves with the login data, rejects with the server's ApiError (401, 429, 400). */
  login: (username: string, password: string) => Promise<LoginData>;
  /** Ends the session on the server (best effort) and clears all cached data. */
  logout: () => Promise<void>;
  /** Re-reads /auth/me now. */
  refresh: () => Promise<void>;
  /** Drops the session and every cached answer locally, without calling the server (after expiry). */
  clear: () => void;
}

const SessionContext = createContext<Session | null>(null);

// The query cache lives with the logged-in screens (not in the login view's bundle); when it has
// been loaded it is emptied on every change of user, so no answer outlives its session.
function kosongkanCache(): void {
  import('../api/query.ts')
    .then(({ queryClient }) => {
      void queryClient.cancelQueries();
      queryClient.clear();
    })
    .catch(() => {
      // Not loaded (never logged in on this page): nothing cached.
    });
}

type Keadaan =
  | { status: 'loading'; user: null; error: unknown }
  | { status: 'authenticated'; user: LoginData; error: null }
  | { status: 'unauthenticated'; user: null; error: null };

/**
 * The session (spec §4): GET /auth/me on load, then authenticated (login data, admin flag) or not;
 * re-checked every 5 minutes. A 401 on a re-check away from the root keeps the screen behind the
 * 'Sesi Login Berakhir' dialog that the API client has already opened; the dialog clears it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Keadaan>({ status: 'loading', user: null, error: null });
  const stateRef = useRef(state);
  stateRef.current = state;

  const cek = useCallback(async (percobaan = 1): Promise<void> => {
    try {
      const user = await panggil(authApi.saya);
      setState({ status: 'authenticated', user, error: null });
    } catch (err) {
      const prev = stateRef.current;
      if (err instanceof ApiError && err.status === 401) {
        const diRoot = window.location.pathname === '/';
        if (prev.status === 'authenticated' && !diRoot) return;
        // Public pages (/developers, /tiket-pendaftaran) never interrupt a visitor with the dialog.
        const publik = cariHalaman(window.location.pathname)?.halaman.access === 'public';
        if (prev.status === 'loading' && err.code === 'EXPIRED' && !diRoot && !publik) tandaiSesiBerakhir();
        setState({ status: 'unauthenticated', user: null, error: null });
        return;
      }
      // Unreachable server: a later re-check will tell; on the first check, retry, then say so.
      if (prev.status !== 'loading') return;
      if (percobaan < PERCOBAAN_AWAL) {
        await new Promise((r) => setTimeout(r, 1000 * percobaan));
        return cek(percobaan + 1);
      }
      setState({ status: 'loading', user: null, error: err });
    }
  }, []);

  useEffect(() => {
    void cek();
    const t = setInterval(() => void cek(), SESSION_RECHECK_MS);
    return () => clearInterval(t);
  }, [cek]);

  const login = useCallback(async (username: string, password: string) => {
    const user = await panggil(authApi.login, { body: { username, password } });
    kosongkanCache();
    setState({ status: 'authenticated', user, error: null });
    return user;
  }, []);

  const clear = useCallback(() => {
    kosongkanCache();
    setState({ status: 'unauthenticated', user: null, error: null });
  }, []);

  const logout = useCallback(async () => {
    try {
      await panggil(authApi.logout);
    } catch {
      // The cookie may already be gone; ending the session on this screen is what matters.
    }
    clear();
  }, [clear]);

  const refresh = useCallback(async () => {
    if (stateRef.current.status === 'loading') setState({ status: 'loading', user: null, error: null });
    await cek();
  }, [cek]);

  const value = useMemo<Session>(
    () => ({ status: state.status, user: state.user, error: state.error, login, logout, refresh, clear }),
    [state, login, logout, refresh, clear],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession dipakai di luar SessionProvider');
  return ctx;
}
