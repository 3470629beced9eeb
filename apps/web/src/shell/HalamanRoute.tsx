import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { bolehBuka, type Halaman, isAdmin, type TabHalaman } from '@rawat/domain';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { komponenHalaman } from '../features/registry.ts';
import { TabHalamanContext, useTabHalaman } from '../ui/tab-halaman.ts';
import { AksesLokasiGate } from './AksesLokasiGate.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ModulBelumTersedia } from './ModulBelumTersedia.tsx';
import { useProgress } from './progress.ts';
import { useSession } from './session.tsx';
import { TolakAkses } from './TolakAkses.tsx';

/** The element of every registry route: guard, tabs, validator, then the lazily loaded screen. */
export function HalamanRoute({ halaman }: { halaman: Halaman }) {
  const { user } = useSession();
  const { pathname, search, hash } = useLocation();
  const { tab: tabParam, ...params } = useParams();

  useEffect(() => {
    document.title = `${halaman.title} · Rawat`;
  }, [halaman.title]);

  // Each route renders only if its path check passes (spec §2); ADMIN holds every permission.
  if (!bolehBuka(user?.role, pathname)) return <TolakAkses />;
  // A former path: replace it (not push), so Back skips it; the query and hash ride along.
  if (halaman.pindahKe)
    return <Navigate to={`${isiParam(halaman.pindahKe, params)}${search}${hash}`} replace />;

  let tab: TabHalaman | null = null;
  if (halaman.tabs) {
    const first = halaman.tabs[0];
    tab = halaman.tabs.find((t) => t.path === tabParam) ?? null;
    // A missing or unknown sub-path goes to the first tab (spec §2).
    if (!tab && first) return <Navigate to={`${halaman.path}/${first.path}`} replace />;
  }

  const cleanParams: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) cleanParams[k] = v;

  // The tab bar goes under the screen's title (HalamanJudul reads it from the context), like the
  // first content of every other page, not above the title.
  const halamanDenganTab = (tabs: readonly TabHalaman[] | undefined): ReactNode => (
    <TabHalamanContext value={tabs && tab ? <TabBar halaman={halaman} tabs={tabs} aktif={tab.path} /> : null}>
      <ErrorBoundary key={pathname}>
        <Layar halaman={halaman} tab={tab} params={cleanParams} />
      </ErrorBoundary>
    </TabHalamanContext>
  );
  // Page validators; ADMIN bypasses them (spec §2). The location gate also picks the tabs shown.
  if (halaman.validator === 'akses-lokasi-stok' && !(user && (user.admin || isAdmin(user.role)))) {
    return (
      <AksesLokasiGate halaman={halaman} tab={tab}>
        {halamanDenganTab}
      </AksesLokasiGate>
    );
  }
  return halamanDenganTab(halaman.tabs);
}

function Layar({
  halaman,
  tab,
  params,
}: {
  halaman: Halaman;
  tab: TabHalaman | null;
  params: Record<string, string>;
}) {
  const tabBar = useTabHalaman();
  const Komponen = komponenHalaman(halaman, tab);
  if (!Komponen) {
    return (
      <>
        {tabBar}
        <ModulBelumTersedia halaman={halaman} tab={tab} />
      </>
    );
  }
  return (
    <Suspense fallback={<MemuatLayar />}>
      <Komponen halaman={halaman} tab={tab} params={params} />
    </Suspense>
  );
}

function MemuatLayar() {
  useProgress();
  // While a tab's screen loads its tabs stay, so a slow tab can still be left for another.
  return (
    <>
      {useTabHalaman()}
      <LinearProgress sx={{ opacity: 0.4, borderRadius: 1 }} aria-label="Memuat halaman" />
    </>
  );
}

function TabBar({ halaman, tabs, aktif }: { halaman: Halaman; tabs: readonly TabHalaman[]; aktif: string }) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={aktif}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={halaman.title}
      >
        {tabs.map((t) => (
          <Tab
            key={t.path}
            value={t.path}
            label={t.title}
            component={Link}
            to={`${halaman.path}/${t.path}`}
          />
        ))}
      </Tabs>
    </Box>
  );
}

/** `/a/:type/:id` with the route's params filled in (URL-encoded, as they were read). */
function isiParam(path: string, params: Record<string, string | undefined>): string {
  return path.replace(/:([A-Za-z_]+)\??/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
