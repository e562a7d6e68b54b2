/**
 * Report reasons (docs/product-rules.md#reports): visitors see the long label, moderators the short
 * one.
 */
export const REPORT_REASON_VALUES = [
  'out_of_stock',
  'link_broken',
  'incorrect_info',
  'expired_offer',
  'other',
] as const;

export type ReportReason = (typeof REPORT_REASON_VALUES)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  out_of_stock: 'Item is out of stock / all gone',
  link_broken: 'Link is broken or not working',
  incorrect_info: 'Incorrect information',
  expired_offer: 'Offer has expired',
  other: 'Other issue',
};

const ADMIN_REPORT_REASON_LABELS: Record<ReportReason, string> = {
  out_of_stock: 'Item out of stock',
  link_broken: 'Link broken',
  incorrect_info: 'Incorrect information',
  expired_offer: 'Offer expired',
  other: 'Other issue',
};

export const DEFAULT_REPORT_REASON: ReportReason = 'out_of_stock';

/** Admin label; values written before a reason was retired are shown raw. */
export function adminReasonLabel(value: string): string {
  return (REPORT_REASON_VALUES as readonly string[]).includes(value)
    ? ADMIN_REPORT_REASON_LABELS[value as ReportReason]
    : value;
}
