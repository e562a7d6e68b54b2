import { defineConfig } from 'vite';
import { hostConfig } from '../packages/build-tools/src/host-config';

export default defineConfig(
  hostConfig({ name: 'storefront', port: 5173, bootShellsEntry: '/src/app/boot-shells.tsx' }),
);
