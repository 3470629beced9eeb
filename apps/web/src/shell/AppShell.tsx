import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { cariHalaman, halamanMenu, menuUntuk } from '@rawat/domain';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfirm } from '../ui/confirm.tsx';
import { useNamaFaskes } from './faskes.ts';
import { lazyScreen } from './lazy.ts';
import { LEBAR_MENU, LEBAR_MENU_CIUT, MenuDrawer } from './MenuDrawer.tsx';
import { progressDone, progressStart } from './progress.ts';
import { QueryScope } from './QueryScope.tsx';
import { ShellRoutes } from './routes.tsx';
import { useSession } from './session.tsx';
import { pesanError, siapkanToast, useToast } from './toast.tsx';

const KUNCI_CIUT = 'rawat:menu-ciut';
// Loaded the first time someone opens it: most sessions never change a password.
const UbahPasswordDialog = lazyScreen(() => import('./UbahPasswordDialog.tsx'));

function inisial(nama: string): string {
  return nama
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** The logged-in layout: app bar, the role's menu drawer and the route tree. Loaded lazily after login. */
export default function AppShell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const namaFaskes = useNamaFaskes();
  const { user, logout } = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(KUNCI_CIUT) === '1');
  const [menuPengguna, setMenuPengguna] = useState<HTMLElement | null>(null);
  const [ubahPassword, setUbahPassword] = useState<'tertutup' | 'terbuka' | 'pernah'>('tertutup');
  const menu = useMemo(() => menuUntuk(user?.role), [user?.role]);
  const halaman = cariHalaman(pathname)?.halaman;
  const judul = halaman?.title ?? 'Rawat';
  // The app bar reads 'Grup / Halaman' as a plain line: the screen's own heading is the only <h1>.
  // Another route to a menu screen (/antrian-obat) sits in that screen's section.
  const grupMenu = halaman ? halamanMenu(halaman).menu : undefined;
  const grup = grupMenu && grupMenu !== judul ? grupMenu : null;
  const lebar = desktop ? (collapsed ? LEBAR_MENU_CIUT : LEBAR_MENU) : 0;

  useEffect(siapkanToast, []);

  // A short pulse of the top bar on every navigation (a matched start and done: the bar completes
  // 700 ms later); a lazy screen's Suspense fallback holds its own start until the screen loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is about the path changing
  useEffect(() => {
    progressStart();
    progressDone();
  }, [pathname]);

  const toggleCiut = () => {
    setCollapsed((c) => {
      localStorage.setItem(KUNCI_CIUT, c ? '0' : '1');
      return !c;
    });
  };

  const keluar = () =>
    confirm({
      title: 'Keluar',
      message: 'Keluar dari aplikasi? Pekerjaan yang belum disimpan akan hilang.',
      confirmLabel: 'Keluar',
      color: 'error',
      onConfirm: async () => {
        try {
          await logout();
          navigate('/', { replace: true });
        } catch (err) {
          toast.error(pesanError(err));
        }
      },
    });

  // A waiting-room screen (halaman.layarPenuh) is the page alone: no app bar, no drawer.
  if (halaman?.layarPenuh)
    return (
      <QueryScope>
        <Box component="main" sx={{ minHeight: '100dvh' }}>
          <ShellRoutes />
        </Box>
      </QueryScope>
    );

  const nama = user?.data.nama ?? user?.username ?? '';
  const drawerIsi = (ciut: boolean) => (
    <>
      <Toolbar sx={{ px: ciut ? 1 : 2, gap: 1.25, justifyContent: ciut ? 'center' : 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            borderRadius: 2.5,
            bgcolor: 'primary.main',
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <LocalHospitalIcon fontSize="small" />
        </Box>
        {ciut ? null : (
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.1 }}>Rawat</Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p" title={namaFaskes}>
              {namaFaskes}
            </Typography>
          </Box>
        )}
      </Toolbar>
      <MenuDrawer
        menu={menu}
        pathname={pathname}
        collapsed={ciut}
        onNavigate={desktop ? undefined : () => setMobileOpen(false)}
      />
      {desktop ? (
        <Box
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            p: 1,
            display: 'flex',
            justifyContent: ciut ? 'center' : 'flex-end',
          }}
        >
          <Tooltip title={ciut ? 'Lebarkan menu' : 'Ciutkan menu'} placement="right">
            <IconButton
              onClick={toggleCiut}
              size="small"
              aria-label={ciut ? 'Lebarkan menu' : 'Ciutkan menu'}
            >
              {ciut ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          </Tooltip>
        </Box>
      ) : null}
    </>
  );

  return (
    <QueryScope>
      <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
        <AppBar
          position="fixed"
          sx={{
            width: { md: `calc(100% - ${lebar}px)` },
            ml: { md: `${lebar}px` },
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            transition: theme.transitions.create(['width', 'margin']),
          }}
        >
          <Toolbar sx={{ gap: 1 }}>
            {desktop ? null : (
              <IconButton edge="start" onClick={() => setMobileOpen(true)} aria-label="Buka menu">
                <MenuIcon />
              </IconButton>
            )}
            <Typography
              component="div"
              noWrap
              title={grup ? `${grup} / ${judul}` : judul}
              sx={{ flex: 1, minWidth: 0, fontSize: { xs: 16, sm: 17 }, fontWeight: 600 }}
            >
              {grup ? (
                <Box
                  component="span"
                  sx={{ color: 'text.secondary', fontWeight: 400, display: { xs: 'none', sm: 'inline' } }}
                >
                  {grup}
                  <Box component="span" sx={{ mx: 1 }}>
                    /
                  </Box>
                </Box>
              ) : null}
              {judul}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {/* The name opens the menu for a mouse too; the avatar button is what keyboards and
                  screen readers use (the role label stays a paragraph outside the button). */}
              <Box
                onClick={(e) => setMenuPengguna(e.currentTarget)}
                sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' }, cursor: 'pointer', mr: 0.5 }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} noWrap>
                  {nama}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {user?.data.role_label ?? user?.role}
                </Typography>
              </Box>
              <Tooltip title="Akun saya">
                <ButtonBase
                  onClick={(e) => setMenuPengguna(e.currentTarget)}
                  aria-label="Menu pengguna"
                  aria-haspopup="menu"
                  aria-expanded={menuPengguna ? 'true' : undefined}
                  aria-controls={menuPengguna ? 'menu-pengguna' : undefined}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.25,
                    borderRadius: 5,
                    p: 0.25,
                    pr: 0.5,
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }} alt={nama}>
                    {inisial(nama) || '?'}
                  </Avatar>
                  <KeyboardArrowDownIcon fontSize="small" sx={{ color: 'text.secondary' }} />
                </ButtonBase>
              </Tooltip>
              <Menu
                id="menu-pengguna"
                anchorEl={menuPengguna}
                open={Boolean(menuPengguna)}
                onClose={() => setMenuPengguna(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5 } } }}
              >
                <Box sx={{ px: 2, py: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {nama}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {user?.username} · {user?.data.role_label ?? user?.role}
                  </Typography>
                </Box>
                <Divider />
                <MenuItem
                  onClick={() => {
                    setMenuPengguna(null);
                    setUbahPassword('terbuka');
                  }}
                >
                  <ListItemIcon>
                    <LockResetIcon fontSize="small" />
                  </ListItemIcon>
                  Ubah Password
                </MenuItem>
                <MenuItem
                  onClick={() => {
                    setMenuPengguna(null);
                    void keluar();
                  }}
                >
                  <ListItemIcon>
                    <LogoutIcon fontSize="small" />
                  </ListItemIcon>
                  Keluar
                </MenuItem>
              </Menu>
              <Tooltip title="Keluar">
                <IconButton onClick={() => void keluar()} aria-label="Keluar" color="default">
                  <LogoutIcon />
                </IconButton>
              </Tooltip>
            </Box>
          </Toolbar>
        </AppBar>

        {desktop ? (
          <Drawer
            variant="permanent"
            sx={{
              width: lebar,
              flexShrink: 0,
              transition: theme.transitions.create('width'),
              '& .MuiDrawer-paper': {
                width: lebar,
                boxSizing: 'border-box',
                overflowX: 'hidden',
                transition: theme.transitions.create('width'),
                display: 'flex',
                flexDirection: 'column',
              },
            }}
          >
            {drawerIsi(collapsed)}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{
              '& .MuiDrawer-paper': {
                width: LEBAR_MENU + 40,
                boxSizing: 'border-box',
                display: 'flex',
                flexDirection: 'column',
              },
            }}
          >
            {drawerIsi(false)}
          </Drawer>
        )}

        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          <Toolbar />
          <ShellRoutes />
        </Box>
      </Box>
      {ubahPassword !== 'tertutup' && user ? (
        <Suspense fallback={null}>
          <UbahPasswordDialog
            open={ubahPassword === 'terbuka'}
            onClose={() => setUbahPassword('pernah')}
            username={user.username}
          />
        </Suspense>
      ) : null}
    </QueryScope>
  );
}
