/**
 * The mail outbox (`mail/{key}`): recipients' addresses, unsubscribe and confirmation tokens and
 * delivery errors. Written and read only by the functions (functions/src/mail); no browser, not
 * even an admin's, reads or writes it.
 */
import { serverTimestamp } from 'firebase/firestore';
import { describeCollectionMatrix } from './firestore-matrix';
import { useMatrix } from './matrix';
import { PAST } from './support';

useMatrix('mail outbox', 45);

const queued = () => ({
  to: 'subscriber@example.com',
  template: 'newsletter_confirm',
  data: { confirm_token: 'tok_0123456789abcdef' },
  status: 'queued',
  attempts: 0,
  last_error: null,
  next_attempt_at: null,
  delivered_at: null,
  message_id: null,
  created_at: serverTimestamp(),
  updated_at: serverTimestamp(),
});

describeCollectionMatrix({
  row: 'mail/{key}',
  collection: 'mail',
  existing: () => ({
    ...queued(),
    status: 'delivered',
    attempts: 1,
    subject: 'Confirm your subscription',
    delivered_at: PAST,
    message_id: '<abc@swagdrop.test>',
    created_at: PAST,
    updated_at: PAST,
  }),
  create: () => ({ ...queued(), to: 'victim@example.com' }),
  update: () => ({ status: 'queued', to: 'attacker@example.com' }),
  allowed: {},
  note: 'the outbox: server-only, an admin sees it through the admin functions.',
});
