import { BrowserRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { SwagThemeProvider } from 'shared_ui/components';
import { AuthProvider } from '../lib/auth';
import AppRoutes from './routes';

export default function App() {
  return (
    <SwagThemeProvider>
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </SnackbarProvider>
    </SwagThemeProvider>
  );
}
