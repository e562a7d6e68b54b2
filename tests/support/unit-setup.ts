import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Unmounts what each test rendered (Testing Library does this by itself only with vitest's
 * globals on). A tree left mounted can still run React's scheduled work after the file's jsdom
 * is torn down, which fails the run with "window is not defined".
 */
afterEach(() => cleanup());
