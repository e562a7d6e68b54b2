import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { APP_FRAME_STYLE, swagTheme } from './theme';

/** Theme + baseline for both apps; e2e tests read data-theme to see this theme is live. */
export default function SwagThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={swagTheme}>
      <CssBaseline />
      <div data-theme="swagdrop-theme" style={APP_FRAME_STYLE}>
        {children}
      </div>
    </ThemeProvider>
  );
}
