import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderShell } from '@swagdrop/shared-ui/boot-shell';
import type { RenderedBootShell } from '@swagdrop/build-tools/boot-shell-plugin';
import LoginCard from '../features/auth/components/LoginCard';

/**
 * The admin's static first paint (shared-ui boot-shell): the sign-in card, served for
 * /admin/login by firebase.json. The moderators' screens have none: they wait for the session.
 */
export function renderBootShells(): RenderedBootShell[] {
  // The form's sign-in hook needs a client; nothing is read while rendering the shell.
  const login = (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin/login']}>
        <LoginCard mode="login" onModeChange={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return [{ file: 'boot/login.html', ...renderShell(login) }];
}
