import { BrowserRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { QueryClientProvider } from '@tanstack/react-query';
import { SwagThemeProvider } from 'shared_ui/components';
import { TOAST_COMPONENTS } from '@swagdrop/shared-ui/toast';
import { AuthProvider } from '../lib/auth';
import { queryClient } from './query-client';
import AppRoutes from './routes';

export default function App() {
  return (
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
  );
}
