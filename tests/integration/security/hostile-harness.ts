/**
 * Runs the hostile payload table against one write path and checks the only two acceptable
 * outcomes: rejected with a clear error and nothing stored, or accepted with the value stored
 * as exactly the inert text that was sent (and nothing privileged or dangerous stored).
 * The checks here are an independent oracle: they do not reuse the shared schemas' rules.
 */
import { afterAll, expect, it } from 'vitest';
import { adminDb, callCallable } from '../../support/emulator';
import { postJson } from '../brands/helpers';
import {
  EXTRA_FIELD_PAYLOADS,
  FIELD_PAYLOADS,
  MISSING,
  type HostilePayload,
} from './hostile-payloads';

export type Body = Record<string, unknown>;

export type Outcome =
  { accepted: true } | { accepted: false; httpStatus: number; code: string; message: string };

export interface WritePath {
  name: string;
  /** Where an accepted write lands (counted before/after every call). */
  collection: string;
  /** Request fields a payload is put into (in turn). */
  fields: readonly string[];
  /** A valid request with fresh unique values (email, IP...) for each call. */
  validBody: () => Body;
  call: (body: Body) => Promise<Outcome>;
  /** Keys a stored document may have. */
  storedKeys: readonly string[];
  /** Fields that must hold an http(s) URL when stored. */
  urlFields?: readonly string[];
  /** Fields where a line break is legitimate text. */
  multilineFields?: readonly string[];
  /** How the server legitimately normalises a text field (default: trimmed). */
  normalize?: (field: string, value: string) => string;
  /** A honeypot: filled means "answer like a success, store nothing". */
  decoyField?: string;
  /** Values the server itself sets, checked on every stored document. */
  serverValues?: Body;
  /** No payload may ever be accepted on this path (ids, enums, checkout...). */
  mustReject?: boolean;
}

export async function callableOutcome(
  name: string,
  data: unknown,
  opts: { ip?: string; idToken?: string } = {},
): Promise<Outcome> {
  const res = await callCallable(name, data, opts);
  if (res.status === 200 && !res.error) return { accepted: true };
  return {
    accepted: false,
    httpStatus: res.status,
    code: res.error?.status ?? '',
    message: res.error?.message ?? '',
  };
}

export async function httpOutcome(
  fn: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  const res = await postJson(fn, body, headers);
  if (res.status === 200) return { accepted: true };
  const message = typeof res.body.error === 'string' ? res.body.error : '';
  return { accepted: false, httpStatus: res.status, code: String(res.status), message };
}

/** The request with the payload put into `field`; null when the combination means nothing. */
export function applyPayload(body: Body, field: string | null, payload: HostilePayload) {
  if (payload.kind === 'extra-field') {
    const extra = payload.value as Body;
    // A key the form legitimately sends (is_featured on the admin form) is not "extra".
    if (Object.keys(extra).some((k) => Object.hasOwn(body, k))) return null;
    return { ...body, ...extra };
  }
  if (field === null) return null;
  const copy: Body = { ...body };
  if (payload.value === MISSING) delete copy[field];
  else copy[field] = payload.value;
  return copy;
}

async function count(collection: string): Promise<number> {
  return (await adminDb().collection(collection).count().get()).data().count;
}

async function newest(collection: string): Promise<Body> {
  const snap = await adminDb().collection(collection).orderBy('created_at', 'desc').limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error(`no document in ${collection}`);
  return doc.data();
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value) || CONTROL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function expectCleanRejection(path: WritePath, outcome: Outcome, label: string) {
  if (outcome.accepted) throw new Error(`${label}: accepted, but ${path.name} must reject it`);
  expect(outcome.httpStatus, label).toBeGreaterThanOrEqual(400);
  expect(outcome.httpStatus, label).toBeLessThan(500);
  expect(outcome.code, label).not.toMatch(/INTERNAL|UNKNOWN/);
  expect(outcome.message.trim().length, `${label}: error message`).toBeGreaterThan(0);
}

function expectInertDocument(path: WritePath, doc: Body, label: string) {
  expect(
    Object.keys(doc).filter((k) => !path.storedKeys.includes(k)),
    label,
  ).toEqual([]);
  if (path.serverValues) expect(doc, label).toMatchObject(path.serverValues);
  for (const [key, value] of Object.entries(doc)) {
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      if (typeof text !== 'string') continue;
      expect(CONTROL.test(text), `${label}: control character in ${key}`).toBe(false);
      expect(BIDI.test(text), `${label}: direction override in ${key}`).toBe(false);
      if (!path.multilineFields?.includes(key)) {
        expect(/[\r\n]/.test(text), `${label}: line break in ${key}`).toBe(false);
      }
    }
  }
  for (const field of path.urlFields ?? []) {
    expect(isHttpUrl(doc[field]), `${label}: ${field}=${String(doc[field])}`).toBe(true);
  }
}

/** One payload in one field (or added to the body): the outcome must be safe. */
async function runOne(
  path: WritePath,
  field: string | null,
  payload: HostilePayload,
): Promise<boolean> {
  const body = applyPayload(path.validBody(), field, payload);
  if (body === null) return false;
  const label = `${path.name} ${field ?? 'body'} <- ${payload.kind}: ${payload.name}`;
  const before = await count(path.collection);
  const outcome = await path.call(body);
  const delta = (await count(path.collection)) - before;

  if (!outcome.accepted || path.mustReject) {
    expectCleanRejection(path, outcome, label);
    expect(delta, `${label}: stored despite the rejection`).toBe(0);
    return true;
  }
  if (field !== null && field === path.decoyField) {
    // A filled decoy stores nothing; an empty one is an ordinary submission.
    expect(delta, label).toBeLessThanOrEqual(1);
  } else {
    expect(delta, `${label}: accepted writes store exactly one document`).toBe(1);
  }
  if (delta === 0) return true;
  const doc = await newest(path.collection);
  expectInertDocument(path, doc, label);
  const sent = body[field ?? ''];
  if (field !== null && typeof sent === 'string' && typeof doc[field] === 'string') {
    const expected = path.normalize ? path.normalize(field, sent) : sent.trim();
    expect(doc[field], `${label}: stored text differs from the inert input`).toBe(expected);
  }
  return true;
}

/** Registers one test per payload for the path and prints how many calls ran. */
export function describeHostileRuns(path: WritePath): void {
  const ran = new Set<string>();
  for (const payload of FIELD_PAYLOADS) {
    it(`${payload.kind}: ${payload.name} in every field`, async () => {
      for (const field of path.fields) {
        if (await runOne(path, field, payload)) ran.add(`${payload.name}|${field}`);
      }
    });
  }
  for (const payload of EXTRA_FIELD_PAYLOADS) {
    it(`${payload.kind}: ${payload.name}`, async () => {
      if (await runOne(path, null, payload)) ran.add(`${payload.name}|body`);
    });
  }
  afterAll(() => {
    const payloads = new Set([...ran].map((key) => key.split('|')[0]));
    console.log(`[hostile] ${path.name}: ${ran.size} calls, ${payloads.size} distinct payloads`);
  });
}
