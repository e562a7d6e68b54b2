import { BrowserRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { QueryClientProvider } from '@tanstack/react-query';
import { SwagThemeProvider } from 'shared_ui/components';
import { TOAST_COMPONENTS } from '@swagdrop/shared-ui/toast';
import { AdminAuthProvider } from '../lib/admin-auth';
import { queryClient } from './query-client';
import AdminRoutes from './routes';

export default function App() {
  return (
    <SwagThemeProvider>
      <SnackbarProvider
        maxSnack={3}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        Components={TOAST_COMPONENTS}
      >
        <QueryClientProvider client={queryClient}>
          <AdminAuthProvider>
            <BrowserRouter>
              <AdminRoutes />
            </BrowserRouter>
          </AdminAuthProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </SwagThemeProvider>
  );
}
