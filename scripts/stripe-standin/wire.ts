/**
 * The SDK's object types as they travel over HTTP. The SDK turns decimal strings into `Decimal`
 * objects after parsing a response; on the wire (and in webhook payloads) they are strings.
 */
import type Stripe from 'stripe';

export type Wire<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends Stripe.Decimal
    ? string
    : T extends (infer U)[]
      ? Wire<U>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

/** A stored object keeps references as ids; `expand[]` replaces them per response. */
export type Stored<T, K extends keyof T> = Omit<Wire<T>, K> & { [P in K]: string };
