import { BrowserRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { SwagThemeProvider } from 'shared_ui/components';
import { TOAST_COMPONENTS } from '@swagdrop/shared-ui/toast';
import { AdminAuthProvider } from '../lib/admin-auth';
import AdminRoutes from './routes';

export default function App() {
  return (
    <SwagThemeProvider>
      <SnackbarProvider
        maxSnack={3}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        Components={TOAST_COMPONENTS}
      >
        <AdminAuthProvider>
          <BrowserRouter>
            <AdminRoutes />
          </BrowserRouter>
        </AdminAuthProvider>
      </SnackbarProvider>
    </SwagThemeProvider>
  );
}
