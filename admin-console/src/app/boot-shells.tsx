import { MemoryRouter } from 'react-router-dom';
import { renderShell } from '@swagdrop/shared-ui/boot-shell';
import type { RenderedBootShell } from '@swagdrop/shared-ui/boot-shell/plugin';
import LoginCard from '../features/auth/components/LoginCard';

/**
 * The admin's static first paint (shared-ui boot-shell): the sign-in card, served for
 * /admin/login by firebase.json. The moderators' screens have none: they wait for the session.
 */
export function renderBootShells(): RenderedBootShell[] {
  const login = (
    <MemoryRouter initialEntries={['/admin/login']}>
      <LoginCard mode="login" onModeChange={() => undefined} />
    </MemoryRouter>
  );
  return [{ file: 'boot/login.html', ...renderShell(login) }];
}
