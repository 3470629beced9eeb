import { HALAMAN } from '@rawat/domain';
import { Route, Routes } from 'react-router';
import { HalamanRoute } from './HalamanRoute.tsx';
import { TolakAkses } from './TolakAkses.tsx';

// One route per page of the registry; tabbed pages take their tab as an optional last segment.
const RUTE = HALAMAN.filter((h) => h.access !== 'public').map((h) => ({
  halaman: h,
  path: h.tabs ? `${h.path}/:tab?` : h.path,
}));

/** The logged-in route tree, built from HALAMAN. Unknown paths get the refusal and redirect. */
export function ShellRoutes() {
  return (
    <Routes>
      {RUTE.map(({ halaman, path }) => (
        <Route key={halaman.path} path={path} element={<HalamanRoute halaman={halaman} />} />
      ))}
      <Route path="*" element={<TolakAkses />} />
    </Routes>
  );
}
