import { mountApp } from '@swagdrop/shared-ui/app';
import type { BootPayload } from '@swagdrop/model';
import App from './app/App';

export function start(payload: BootPayload): void {
  mountApp(function StorefrontApp() {
    return <App payload={payload} />;
  });
}
