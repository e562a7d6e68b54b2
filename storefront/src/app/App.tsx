import { BrowserRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { QueryClientProvider } from '@tanstack/react-query';
import { SwagThemeProvider } from 'shared_ui/components';
import { TOAST_COMPONENTS } from '@swagdrop/shared-ui/toast';
import type { BootPayload } from '@swagdrop/model';
import { AuthProvider } from '../lib/auth';
import { BootPayloadContext } from '../lib/boot-payload-context';
import { queryClient } from './query-client';
import AppRoutes from './routes';

/** `payload`: what the server said about the page it rendered (boot-payload.ts). */
export default function App({ payload }: { payload: BootPayload }) {
  return (
    <BootPayloadContext.Provider value={payload}>
      <SwagThemeProvider>
        <SnackbarProvider
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          Components={TOAST_COMPONENTS}
        >
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </AuthProvider>
          </QueryClientProvider>
        </SnackbarProvider>
      </SwagThemeProvider>
    </BootPayloadContext.Provider>
  );
}
