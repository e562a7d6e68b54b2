import { z } from './z';
import { QUANTITY_MAX, STOCK_COPY } from './stock-rules';

/**
 * The stock fields of the shared schemas (quantity, 'Add stock' amount); the rules, layout and
 * texts they use are in stock-rules.ts, re-exported here.
 */
export * from './stock-rules';

/** A number typed into a form or sent as one; '' and absent mean "no value". */
const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
function readNumber(raw: unknown): number | null | 'invalid' {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return null;
    return NUMBER_TEXT.test(text) ? Number(text) : 'invalid';
  }
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : 'invalid';
}

/**
 * The listing's quantity: a whole number 1–100,000, or null (empty input) for no limit. Each
 * wrong value gets its own message, so a brand knows what to fix.
 */
export function quantityField() {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): number | null => {
      const value = readNumber(raw);
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (value === null) return null;
      if (value === 'invalid') return fail(STOCK_COPY.errors.notNumber);
      if (value < 0) return fail(STOCK_COPY.errors.negative);
      if (value === 0) return fail(STOCK_COPY.errors.zero);
      if (!Number.isInteger(value)) return fail(STOCK_COPY.errors.decimal);
      if (value > QUANTITY_MAX) return fail(STOCK_COPY.errors.tooMany);
      return value;
    });
}

/** 'Add stock' amount: a whole number ≥ 1 (what is left after it is checked by the server). */
export function stockAmountField() {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): number => {
      const value = readNumber(raw);
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (value === null || value === 'invalid') return fail(STOCK_COPY.errors.amountNotNumber);
      if (value < 1) return fail(STOCK_COPY.errors.amountTooSmall);
      if (!Number.isInteger(value)) return fail(STOCK_COPY.errors.amountDecimal);
      if (value > QUANTITY_MAX) return fail(STOCK_COPY.errors.leftTooMany);
      return value;
    });
}
