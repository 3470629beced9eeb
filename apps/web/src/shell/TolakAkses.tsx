import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { jalurAwal } from '@rawat/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './session.tsx';

/** Redirect delay for a path the user may not open (spec §2, §9). */
export const TUNDA_ALIH_MS = 500;

/** A short notice, then the role's start page (spec §2). Also used for unknown paths. */
export function TolakAkses() {
  const { user } = useSession();
  const navigate = useNavigate();
  const tujuan = jalurAwal(user?.role);
  useEffect(() => {
    const t = setTimeout(() => navigate(tujuan, { replace: true }), TUNDA_ALIH_MS);
    return () => clearTimeout(t);
  }, [navigate, tujuan]);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Alert severity="warning" variant="outlined">
        Anda tidak memiliki akses ke halaman ini. Mengalihkan ke halaman awal…
      </Alert>
    </Box>
  );
}
