import { z } from './z';
import {
  claimsPerDayRequestSchema,
  deleteListingRequestSchema,
  extendListingRequestSchema,
  saveListingRequestSchema,
  type ClaimsPerDayResult,
  type DeleteListingResult,
  type ExtendListingResult,
  type SaveListingResult,
} from './admin-requests';
import {
  approveSubmissionRequestSchema,
  rejectSubmissionRequestSchema,
  setReportStatusRequestSchema,
  type ApproveSubmissionResult,
  type RejectSubmissionResult,
  type SetReportStatusResult,
} from './admin-queue-requests';
import {
  addListingStockRequestSchema,
  closeMyListingRequestSchema,
  submissionUpdateRequestSchema,
  type AddListingStockResult,
  type CloseMyListingResult,
  type CreateSubmissionResult,
  type MyListingsResult,
  type MySubmissionsResult,
} from './brand-requests';
import {
  listMailRequestSchema,
  resendMailRequestSchema,
  type ListMailResult,
  type ResendMailResult,
} from './mail-admin-requests';
import {
  rejectAndRefundRequestSchema,
  type MyPaymentsResult,
  type RejectAndRefundResult,
} from './payments';
import type { JoinWaitlistResult, SubmitClaimResult, SubmitReportResult } from './public-writes';
import {
  searchDemandInputSchema,
  type BrandSearchDemandResult,
  type RecordSearchDemandResult,
} from './search-demand';
import {
  claimInputSchema,
  newsletterConfirmInputSchema,
  reportInputSchema,
  submissionInputSchema,
  waitlistInputSchema,
  type ConfirmNewsletterResult,
} from './schemas';

/**
 * The callable functions' contract (README "Callable functions"): each callable's name, the schema
 * its request is parsed with and the type of its answer, defined once. The functions build their
 * handlers from it (functions/src/lib/callable.ts), the browser calls through it
 * (packages/firebase-web/src/functions.ts), and a unit test checks that every exported callable
 * is the one its contract names.
 */
export interface Callable<Name extends string, Request extends z.ZodType, Result> {
  readonly name: Name;
  /** What the function parses `request.data` with before its handler runs. */
  readonly request: Request;
  /** Never set: carries the answer's type to both sides. */
  readonly result?: Result;
}

export type AnyCallable = Callable<string, z.ZodType, unknown>;
/** What a caller sends. */
export type CallableInput<C extends AnyCallable> = z.input<C['request']>;
/** What the handler receives once the request is parsed. */
export type CallableParsed<C extends AnyCallable> = z.output<C['request']>;
/** What the function answers. */
export type CallableResult<C extends AnyCallable> =
  C extends Callable<string, z.ZodType, infer Result> ? Result : never;

/** `defineCallable<Result>()(name, requestSchema)`: the result type is given, the rest inferred. */
export function defineCallable<Result>() {
  return <const Name extends string, Request extends z.ZodType>(
    name: Name,
    request: Request,
  ): Callable<Name, Request, Result> => ({ name, request });
}

/** Keys each contract by its name, so a name is written once. */
function byName<const Contracts extends readonly AnyCallable[]>(
  ...contracts: Contracts
): { readonly [C in Contracts[number] as C['name']]: C } {
  return Object.fromEntries(contracts.map((contract) => [contract.name, contract])) as {
    readonly [C in Contracts[number] as C['name']]: C;
  };
}

/** Callables that read who is calling and take no input. */
const noInput = z.strictObject({});

export const CALLABLES = /* @__PURE__ */ byName(
  // Public writes (storefront; throttled, honeypots handled by the server).
  defineCallable<SubmitClaimResult>()('submitClaim', claimInputSchema),
  /** Signed-in reporters send no email; the function picks the schema by caller. */
  defineCallable<SubmitReportResult>()('submitReport', reportInputSchema),
  defineCallable<JoinWaitlistResult>()('joinWaitlist', waitlistInputSchema),
  defineCallable<ConfirmNewsletterResult>()('confirmNewsletter', newsletterConfirmInputSchema),
  /** A directory search that found nothing (counted once per visitor, place and day). */
  defineCallable<RecordSearchDemandResult>()('recordSearchDemand', searchDemandInputSchema),
  // Brands (storefront).
  defineCallable<CreateSubmissionResult>()('createSubmission', submissionInputSchema),
  defineCallable<CreateSubmissionResult>()('updateSubmission', submissionUpdateRequestSchema),
  defineCallable<MySubmissionsResult>()('mySubmissions', noInput),
  defineCallable<MyListingsResult>()('myListings', noInput),
  defineCallable<MyPaymentsResult>()('myPayments', noInput),
  defineCallable<BrandSearchDemandResult>()('brandSearchDemand', noInput),
  defineCallable<AddListingStockResult>()('addListingStock', addListingStockRequestSchema),
  defineCallable<CloseMyListingResult>()('closeMyListing', closeMyListingRequestSchema),
  // Admin console (the `admin` custom claim, checked by the function).
  defineCallable<SaveListingResult>()('saveListing', saveListingRequestSchema),
  defineCallable<DeleteListingResult>()('deleteListing', deleteListingRequestSchema),
  defineCallable<ExtendListingResult>()('extendListing', extendListingRequestSchema),
  defineCallable<ClaimsPerDayResult>()('claimsPerDay', claimsPerDayRequestSchema),
  defineCallable<ApproveSubmissionResult>()('approveSubmission', approveSubmissionRequestSchema),
  defineCallable<RejectSubmissionResult>()('rejectSubmission', rejectSubmissionRequestSchema),
  defineCallable<RejectAndRefundResult>()(
    'rejectAndRefundSubmission',
    rejectAndRefundRequestSchema,
  ),
  defineCallable<SetReportStatusResult>()('setReportStatus', setReportStatusRequestSchema),
  defineCallable<ListMailResult>()('listMail', listMailRequestSchema),
  defineCallable<ResendMailResult>()('resendMail', resendMailRequestSchema),
);

export type Callables = typeof CALLABLES;
export type CallableName = keyof Callables;
