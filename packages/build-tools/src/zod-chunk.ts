/**
 * zod as one chunk of its own: loaded by the pages that validate (their schema modules import
 * it), not evaluated before any page can render (npm run bench).
 */
export const ZOD_CHUNK = { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ };
