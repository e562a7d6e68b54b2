/**
 * `tsx scripts/bench/lib/build-with-chunk-stats.ts <app dir> <app>`: the app's production build
 * (its own vite.config.ts) with chunkModules added, so the bench can say what each loaded
 * script holds. Used by `npm run bench` (scripts/build.ts), not by npm start or npm test.
 */
import { build } from 'vite';
import { chunkModules } from './chunk-modules-plugin';

const [root, app] = process.argv.slice(2);
if (!root || !app) throw new Error('usage: build-with-chunk-stats.ts <app dir> <app>');
await build({ root, configLoader: 'runner', logLevel: 'warn', plugins: [chunkModules(app)] });
