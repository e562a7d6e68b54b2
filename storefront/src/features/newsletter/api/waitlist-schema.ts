/** Loaded on the first submit only (see join-waitlist.ts): the shared schema, and with it zod. */
export { waitlistInputSchema } from '@swagdrop/model';
