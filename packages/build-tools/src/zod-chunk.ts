import { readFileSync } from 'node:fs';

const ZOD_PACKAGE = /[\\/]node_modules[\\/]zod[\\/]/;
const MODEL_MODULE = /[\\/]shared-ui[\\/]src[\\/]model[\\/][\w-]+\.ts$/;
/** Every zod user in the model imports it through model/z.ts (see there). */
const IMPORTS_Z = /from '\.\/z'/;

/**
 * zod and the model modules that build schemas, as one chunk of their own: loaded by the pages
 * that validate, not evaluated before any page can render (npm run bench). Membership is read
 * from the sources, so a new schema module joins without editing a list.
 */
export const ZOD_CHUNK = {
  name: 'zod',
  test: (id: string): boolean => {
    if (ZOD_PACKAGE.test(id)) return true;
    if (!MODEL_MODULE.test(id)) return false;
    return /[\\/]z\.ts$/.test(id) || IMPORTS_Z.test(readFileSync(id, 'utf8'));
  },
};
