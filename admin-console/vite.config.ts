import { defineConfig } from 'vite';
import { hostConfig } from '../packages/build-tools/src/host-config';

export default defineConfig(
  hostConfig({ name: 'admin_console', port: 5174, bootShellsEntry: '/src/app/boot-shells.tsx' }),
);
