import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MemoryRouter } from 'react-router-dom';
import { ShellControls } from 'shared_ui/components';
import StorefrontHeader from '../app/layout/StorefrontHeader';

/** The layout's header and main, as the signed-out visitor first sees them at `path`. */
export default function ShellFrame({ path, children }: { path: string; children?: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ShellControls>
        <StorefrontHeader />
      </ShellControls>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <ShellControls>{children}</ShellControls>
      </Box>
    </MemoryRouter>
  );
}
