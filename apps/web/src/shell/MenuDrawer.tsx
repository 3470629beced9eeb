import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { cariHalaman, type GrupMenuRole, halamanMenu } from '@rawat/domain';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TOOLTIP_DELAY_MS } from '../theme.ts';
import { ikonHalaman } from './icons.ts';

/** Drawer widths of spec §9. */
export const LEBAR_MENU = 220;
export const LEBAR_MENU_CIUT = 80;

const BERANDA = { path: '/', title: 'Beranda', icon: 'home' };

/**
 * The menu item for the current path: the page itself, or the parent whose path it sits under
 * (e.g. /list-igd/assesmen-igd/1 lights up /list-igd); the longest match wins. Another route to the
 * same screen lights up that screen's entry (/antrian-obat → Antrian Farmasi).
 */
export function itemAktif(menu: GrupMenuRole[], pathname: string): string | null {
  const found = cariHalaman(pathname)?.halaman;
  const current = found ? halamanMenu(found).path : pathname;
  let best: string | null = null;
  let bestLen = -1;
  for (const { items } of menu) {
    for (const item of items) {
      const page = cariHalaman(item.path)?.halaman.path ?? item.path;
      const base = page.replace(/\/:[^/]+\?/g, '');
      const cocok =
        current === page ||
        (base !== '/' && (current.startsWith(`${base}/`) || pathname.startsWith(`${base}/`)));
      if (cocok && base.length > bestLen) {
        best = item.path;
        bestLen = base.length;
      }
    }
  }
  if (best === null && pathname === '/') return BERANDA.path;
  return best;
}

interface Props {
  menu: GrupMenuRole[];
  pathname: string;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The role's menu (spec §6): grouped by section, active entry highlighted, icons only when collapsed. */
export function MenuDrawer({ menu, pathname, collapsed, onNavigate }: Props) {
  const groups: GrupMenuRole[] = [
    { grup: 'Beranda', items: [BERANDA] },
    ...menu.filter((g) => g.grup !== 'Beranda'),
  ];
  const aktif = itemAktif(groups, pathname);
  return (
    <Box
      component="nav"
      aria-label="Menu utama"
      sx={{ overflowY: 'auto', overflowX: 'hidden', flex: 1, pb: 2 }}
    >
      {groups.map(({ grup, items }, i) => (
        <List
          key={grup}
          dense
          disablePadding
          sx={{ px: collapsed ? 1 : 1.5 }}
          subheader={
            grup === 'Beranda' ? undefined : collapsed ? (
              <Divider sx={{ my: 1 }} />
            ) : (
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  lineHeight: '32px',
                  mt: i === 0 ? 0 : 1,
                  px: 1,
                  fontSize: 12,
                  fontWeight: 600,
                  textTransform: 'uppercase',
                  letterSpacing: 0.5,
                }}
              >
                {grup}
              </ListSubheader>
            )
          }
        >
          {items.map((item) => (
            <ItemMenu
              key={item.path}
              path={item.path}
              title={item.title}
              icon={item.icon}
              selected={item.path === aktif}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      ))}
    </Box>
  );
}

/**
 * A menu title that may wrap between its words but never inside one: 'E-Sign' stays whole instead
 * of leaving 'Sign' alone on the second line. The text content is the title unchanged.
 */
function judulBerbaris(title: string): ReactNode {
  if (!title.includes('-')) return title;
  return title.split(' ').map((kata, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the words of a fixed title, in order
    <Fragment key={i}>
      {i > 0 ? ' ' : null}
      {kata.includes('-') ? <span style={{ whiteSpace: 'nowrap' }}>{kata}</span> : kata}
    </Fragment>
  ));
}

interface ItemMenuProps {
  path: string;
  title: string;
  icon: string | undefined;
  selected: boolean;
  collapsed: boolean;
  onNavigate: (() => void) | undefined;
}

function ItemMenu({ path, title, icon, selected, collapsed, onNavigate }: ItemMenuProps) {
  const Ikon = ikonHalaman(icon);
  const button = (
    <ListItemButton
      component={Link}
      to={path}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      aria-label={collapsed ? title : undefined}
      onClick={onNavigate}
      sx={{
        mb: 0.25,
        minHeight: 40,
        justifyContent: collapsed ? 'center' : 'flex-start',
        px: collapsed ? 1 : 1.25,
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, justifyContent: 'center' }}>
        <Ikon fontSize="small" />
      </ListItemIcon>
      {collapsed ? null : (
        <ListItemText
          primary={judulBerbaris(title)}
          sx={{ my: 0.5 }}
          slotProps={{
            primary: {
              // Long titles ('Registrasi Tanda Tangan Elektronik') wrap onto a second line within
              // the 220 px drawer instead of being cut; anything longer still ends in an ellipsis.
              title,
              sx: {
                fontSize: 14,
                lineHeight: 1.25,
                fontWeight: selected ? 600 : 400,
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: 2,
                overflow: 'hidden',
              },
            },
          }}
        />
      )}
    </ListItemButton>
  );
  if (!collapsed) return button;
  // Collapsed: icons only, the title in a tooltip after 100 ms (spec §9).
  return (
    <Tooltip title={title} placement="right" enterDelay={TOOLTIP_DELAY_MS} enterNextDelay={TOOLTIP_DELAY_MS}>
      {button}
    </Tooltip>
  );
}
