import { z } from 'zod';

/**
 * Zod probes `new Function('')` to decide whether to compile validators; under our CSP
 * (no 'unsafe-eval') that probe is a policy violation. Interpreted parsing is fast enough.
 */
z.config({ jitless: true });
