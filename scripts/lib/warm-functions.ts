import { URLS } from './local-env';

/**
 * The Functions emulator starts a worker process the first time each function is called, which
 * takes seconds on a 2-core CI machine. The browser suite's first tests would pay that inside
 * their own timeouts, so each browser-facing function is called once beforehand with an empty
 * body: every one refuses it (validation or auth) before touching data, and its worker stays warm.
 */
const CALLABLES = [
  'saveListing',
  'deleteListing',
  'extendListing',
  'claimsPerDay',
  'approveSubmission',
  'rejectSubmission',
  'setReportStatus',
  'submitClaim',
  'submitReport',
  'joinWaitlist',
  'createSubmission',
  'updateSubmission',
  'mySubmissions',
  'myListings',
  'recordSearchDemand',
  'brandSearchDemand',
];
const HTTP_POST = [
  'createCheckoutSession',
  'createSubscriptionCheckout',
  'createBillingPortalSession',
  'exportClaimsCsv',
];
const HTTP_GET = ['directoryData', 'planCatalogue'];

async function touch(name: string, init: RequestInit): Promise<void> {
  await fetch(`${URLS.functions}/${name}`, init).then(
    (res) => res.body?.cancel(),
    () => undefined,
  );
}

export async function warmFunctions(): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const calls = [
    ...CALLABLES.map(
      (name) => () => touch(name, { method: 'POST', headers: json, body: '{"data":{}}' }),
    ),
    ...HTTP_POST.map((name) => () => touch(name, { method: 'POST', headers: json, body: '{}' })),
    ...HTTP_GET.map((name) => () => touch(name, { method: 'GET' })),
  ];
  // Two at a time: starting every worker at once would starve a 2-core machine.
  for (let i = 0; i < calls.length; i += 2)
    await Promise.all(calls.slice(i, i + 2).map((c) => c()));
}
