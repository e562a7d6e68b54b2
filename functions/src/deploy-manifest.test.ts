// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXPECTED_SECRETS,
  readDeployManifest,
  secretsOf as declared,
  type DeployManifest,
} from './deploy/manifest';
import { WEBHOOK_EVENT_TYPES } from './stripe/events';

/**
 * The deploy manifest firebase-tools reads (`/__/functions.yaml` of the functions' control
 * API): each Stripe function must declare exactly the secrets it reads, so a deploy binds them
 * (`firebase functions:secrets:set`) and no other function can read a Stripe key.
 */

let manifest: DeployManifest;

beforeAll(async () => {
  manifest = await readDeployManifest('demo-x');
}, 120_000);

const secretsOf = (name: string) => declared(manifest, name);

describe('deploy manifest', () => {
  it.each(Object.entries(EXPECTED_SECRETS))('%s binds exactly %j', (name, secrets) => {
    expect(manifest.endpoints[name], `${name} is exported`).toBeDefined();
    expect(secretsOf(name)).toEqual([...secrets].sort());
  });

  it('binds no secret to any other function', () => {
    const others = Object.keys(manifest.endpoints).filter((name) => !(name in EXPECTED_SECRETS));
    expect(others).toContain('planCatalogue');
    expect(Object.fromEntries(others.map((name) => [name, secretsOf(name)]))).toEqual(
      Object.fromEntries(others.map((name) => [name, []])),
    );
  });

  it('registers the refund and dispute events and binds the Stripe key to the refund callables', () => {
    expect(WEBHOOK_EVENT_TYPES).toEqual(
      expect.arrayContaining([
        'charge.refunded',
        'charge.dispute.created',
        'charge.dispute.closed',
      ]),
    );
    expect(manifest.endpoints.stripeWebhook).toBeDefined();
    expect(secretsOf('rejectAndRefundSubmission')).toEqual(['STRIPE_SECRET_KEY']);
    expect(secretsOf('myPayments')).toEqual(['STRIPE_SECRET_KEY']);
  });

  it('declares the Stripe keys as secrets and the price ids as params', () => {
    const params = Object.fromEntries((manifest.params ?? []).map((p) => [p.name, p.type]));
    expect(params).toMatchObject({
      STRIPE_SECRET_KEY: 'secret',
      STRIPE_WEBHOOK_SECRET: 'secret',
      STRIPE_LISTING_PRICE_ID: 'string',
      STRIPE_FEATURED_PRICE_ID: 'string',
    });
  });

  it('declares the SMTP URL as a secret and the sender address as a param', () => {
    const params = Object.fromEntries((manifest.params ?? []).map((p) => [p.name, p.type]));
    expect(params).toMatchObject({ SMTP_URL: 'secret', MAIL_FROM: 'string' });
  });

  it('deletes idle anonymous accounts on an hourly schedule', () => {
    expect(manifest.endpoints.cleanAnonymousAccounts?.scheduleTrigger).toMatchObject({
      schedule: 'every 60 minutes',
    });
  });

  it('sends mail from a retried trigger with bounded instances, and retries it on a schedule', () => {
    expect(manifest.endpoints.sendQueuedMail).toMatchObject({
      availableMemoryMb: 256,
      concurrency: 1,
      maxInstances: 5,
      eventTrigger: { eventType: 'google.cloud.firestore.document.v1.written', retry: true },
    });
    expect(manifest.endpoints.retryFailedMail?.scheduleTrigger).toMatchObject({
      schedule: 'every 5 minutes',
    });
    expect(secretsOf('retryFailedMail')).toEqual([]);
  });

  it('bounds the image pipeline: one image per instance, 5 instances, retried', () => {
    expect(manifest.endpoints.processUploadedImage).toMatchObject({
      availableMemoryMb: 1024,
      concurrency: 1,
      maxInstances: 5,
      eventTrigger: { retry: true },
    });
  });

  it('starts the image pipeline for the default bucket only, never for pending uploads', () => {
    const storageTriggers = Object.entries(manifest.endpoints).filter(([, e]) =>
      e.eventTrigger?.eventType.startsWith('google.cloud.storage.'),
    );
    expect(storageTriggers.map(([name]) => name)).toEqual(['processUploadedImage']);
    // The project's default bucket (firebase-tools passes the real one at deploy time); the
    // pending uploads bucket, which browsers write to, is a setting read at run time.
    const trigger = manifest.endpoints.processUploadedImage?.eventTrigger;
    expect(trigger?.eventType).toBe('google.cloud.storage.object.v1.finalized');
    expect(trigger?.eventFilters).toEqual({ bucket: 'demo-x.appspot.com' });
    const params = Object.fromEntries((manifest.params ?? []).map((p) => [p.name, p.type]));
    expect(params).toMatchObject({ PENDING_UPLOADS_BUCKET: 'string' });
    expect(manifest.endpoints.cleanPendingUploads?.scheduleTrigger).toMatchObject({
      schedule: 'every 60 minutes',
    });
  });

  it('rolls the search demand counts up every 15 minutes', () => {
    expect(manifest.endpoints.rollUpSearchDemand?.scheduleTrigger).toMatchObject({
      schedule: 'every 15 minutes',
    });
    expect(secretsOf('recordSearchDemand')).toEqual([]);
  });

  it('retries every event trigger (each one is idempotent)', () => {
    const triggers = Object.entries(manifest.endpoints).filter(([, e]) => e.eventTrigger);
    expect(triggers.map(([name]) => name).sort()).toEqual([
      'directoryOnListingWrite',
      'plansOnSubscriptionWrite',
      'processUploadedImage',
      'sendQueuedMail',
    ]);
    for (const [name, endpoint] of triggers) {
      expect(endpoint.eventTrigger?.retry, name).toBe(true);
    }
  });
});
