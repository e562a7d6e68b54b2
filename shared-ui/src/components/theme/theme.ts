import { createTheme } from '@mui/material/styles';

/**
 * The one SwagDrop theme. Colours are chosen for WCAG AA contrast on white (primary #6d28d9,
 * secondary #b45309) because axe-core runs on every page. System fonts: nothing render-blocking.
 */
export const swagTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#6d28d9', dark: '#5b21b6', light: '#8b5cf6', contrastText: '#ffffff' },
    secondary: { main: '#b45309', contrastText: '#ffffff' },
    success: { main: '#15803d' },
    warning: { main: '#b45309' },
    error: { main: '#b91c1c' },
    info: { main: '#1d4ed8' },
    background: { default: '#faf7ff', paper: '#ffffff' },
    text: { primary: '#1f1633', secondary: '#4b4560' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '1.9rem', fontWeight: 750 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 650 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // Links inside text must not rely on colour alone (axe link-in-text-block). Until MUI was
    // one federation instance, host-side links never saw this default and stayed underlined.
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});

/** The column every app page (and its boot shell) is laid out in: at least a viewport high. */
export const APP_FRAME_STYLE = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
} as const;
