import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { APP_FRAME_STYLE, swagTheme, THEME_MARKER } from './theme';

/** Theme + baseline for both apps; the data attribute lets tests see which theme is live. */
export default function SwagThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={swagTheme}>
      <CssBaseline />
      <div data-theme={THEME_MARKER} style={APP_FRAME_STYLE}>
        {children}
      </div>
    </ThemeProvider>
  );
}
