import { idID } from '@mui/material/locale';
import { alpha, createTheme } from '@mui/material/styles';

/** Default border radius (spec §9). */
export const RADIUS = 12;
/** Tooltip delay (spec §9). */
export const TOOLTIP_DELAY_MS = 100;

const teal = { main: '#00796b', light: '#48a999', dark: '#004c40', contrastText: '#ffffff' };

/**
 * Calm clinical theme: teal primary, slate text, soft grey background; Roboto is bundled locally
 * (@fontsource) so no outside font host is contacted. MUI speaks id-ID; the date pickers get
 * their Indonesian texts in ui/DateInput.tsx (kept out of the login view's bundle).
 */
export const theme = createTheme(
  {
    shape: { borderRadius: RADIUS },
    // Breakpoints of spec §9: mini, mobile, desktop, wide, mapped onto MUI's names.
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1280, xl: 1600 } },
    palette: {
      mode: 'light',
      primary: teal,
      secondary: { main: '#3f6e9a', contrastText: '#ffffff' },
      error: { main: '#c62828' },
      warning: { main: '#ed8b00' },
      success: { main: '#2e7d32' },
      info: { main: '#0277bd' },
      background: { default: '#f4f7f7', paper: '#ffffff' },
      text: { primary: '#1f2d33', secondary: '#566b73' },
      divider: 'rgba(31, 45, 51, 0.12)',
    },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 600 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTooltip: {
        defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterNextDelay: TOOLTIP_DELAY_MS, arrow: true },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: RADIUS } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: RADIUS } } },
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            borderRadius: RADIUS - 4,
            '&.Mui-selected': {
              backgroundColor: alpha(t.palette.primary.main, 0.12),
              color: t.palette.primary.dark,
              '& .MuiListItemIcon-root': { color: t.palette.primary.main },
            },
            '&.Mui-selected:hover': { backgroundColor: alpha(t.palette.primary.main, 0.18) },
          }),
        },
      },
      MuiTableCell: { styleOverrides: { head: { backgroundColor: '#f8fafa' } } },
    },
  },
  idID,
);
