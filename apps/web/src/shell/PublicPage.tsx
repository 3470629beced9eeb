import Box from '@mui/material/Box';
import { cariHalaman } from '@rawat/domain';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { komponenHalaman } from '../features/registry.ts';
import { ModulBelumTersedia } from './ModulBelumTersedia.tsx';
import { ProgressFallback } from './progress.ts';
import { QueryScope } from './QueryScope.tsx';

/** A public page of spec §2 (/developers, /tiket-pendaftaran, /tilaka-verifikasi/:id): no session needed. */
export default function PublicPage() {
  const { pathname } = useLocation();
  const found = cariHalaman(pathname);
  if (!found) return null;
  const Komponen = komponenHalaman(found.halaman, found.tab);
  return (
    <QueryScope>
      <Suspense fallback={<ProgressFallback />}>
        {Komponen ? (
          <Komponen halaman={found.halaman} tab={found.tab} params={found.params} />
        ) : (
          <Box sx={{ p: 3 }}>
            <ModulBelumTersedia halaman={found.halaman} tab={found.tab} />
          </Box>
        )}
      </Suspense>
    </QueryScope>
  );
}
