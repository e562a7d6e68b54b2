/** Texts every email shares (its frame); each family's own texts are in the files beside this. */
export const MAIL_COMMON_COPY = {
  productName: 'SwagDrop',
  footerWhy: 'You are receiving this email because of your activity on SwagDrop.',
  footerUnsubscribe: 'Unsubscribe',
  footerUnsubscribeLead: "Don't want these emails?",
  climateLine: 'Climate positive: 1% of all revenue goes to verified climate nonprofits.',
} as const;
