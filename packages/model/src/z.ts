import { z } from 'zod';

/**
 * The one zod every schema is built with. Zod probes `new Function('')` to decide whether to
 * compile validators; under our CSP (no 'unsafe-eval') that probe is a policy violation, so it
 * is configured jitless before anything can parse. Interpreted parsing is fast enough. Importing
 * zod only through this module keeps that true now that the model is side-effect free (zod
 * and the schemas load only with the pages that validate).
 */
z.config({ jitless: true });

export { z };
