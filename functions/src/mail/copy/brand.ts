/**
 * Texts of the brand emails (functions/src/mail/templates/brand/*.tsx). Values (titles, amounts,
 * dates, reasons) are passed in already formatted with formatUsd / formatDate.
 */
export const MAIL_BRAND_COPY = {
  receipt: {
    subject: (title: string) => `Submission received: ${title}`,
    heading: 'We received your submission and your payment',
    intro: (brand: string) =>
      `Thank you, ${brand}. Your listing fee is paid and your submission is now waiting for a moderator's review. We will email you as soon as it is approved or rejected.`,
    factsHeading: 'Payment receipt',
    submissionLabel: 'Submission',
    amountLabel: 'Amount paid',
    dateLabel: 'Date',
    dashboardAction: 'Open your dashboard',
    browseAction: 'Browse SwagDrop',
  },
  approved: {
    subject: (title: string) => `Your swag is live: ${title}`,
    heading: 'Your submission was approved',
    intro: (title: string) =>
      `Good news: a moderator approved “${title}”. It is now listed in the SwagDrop directory, where visitors can find and claim it.`,
    action: 'View your live listing',
  },
  rejected: {
    subject: (title: string) => `Your submission was not approved: ${title}`,
    heading: 'Your submission was not approved',
    intro: (title: string) => `A moderator reviewed “${title}” and did not approve it.`,
    reasonLabel: "The moderator's reason:",
    noReason:
      'The moderator did not give a reason. Please check that your offer is free, its claim link works and its details are complete.',
    outro: 'You are welcome to submit it again with the changes.',
    refundLine: (amount: string) =>
      `Your listing fee of ${amount} has been refunded to your card. It can take 5 to 10 business days to appear on your statement.`,
    action: 'Submit swag again',
  },
  paymentReturned: {
    subject: {
      refunded: (what: string) => `Refund issued: ${what}`,
      partially_refunded: (what: string) => `Partial refund issued: ${what}`,
      disputed: (what: string) => `Your payment was disputed: ${what}`,
      dispute_won: (what: string) => `Dispute closed: ${what}`,
      dispute_lost: (what: string) => `Dispute closed: ${what}`,
    },
    heading: {
      refunded: 'Your payment was refunded',
      partially_refunded: 'Part of your payment was refunded',
      disputed: 'Your card issuer opened a dispute',
      dispute_won: 'The dispute was decided in our favour',
      dispute_lost: 'The dispute was decided in your favour',
    },
    intro: {
      refunded: (what: string, amount: string) =>
        `${amount} for “${what}” was refunded to your card.`,
      partially_refunded: (what: string, amount: string) =>
        `${amount} of your payment for “${what}” was refunded to your card. Nothing else changes.`,
      disputed: (what: string, amount: string) =>
        `Your card issuer disputed the payment of ${amount} for “${what}”.`,
      dispute_won: (what: string, amount: string) =>
        `The card issuer decided the dispute about ${amount} for “${what}” for SwagDrop. Nothing is restored by itself: buy again to list again.`,
      dispute_lost: (what: string, amount: string) =>
        `The card issuer decided the dispute about ${amount} for “${what}” for you; the money stays with you.`,
    },
    planCanceled:
      'The plan it paid for was canceled at once, and your listings are no longer featured.',
    listingEnded: 'The listing it paid for has left the SwagDrop directory.',
    amountLabel: 'Amount',
    action: 'See your payments',
  },
  planStarted: {
    subject: (plan: string) => `Your plan has started: ${plan}`,
    heading: 'Your plan has started',
    intro: (plan: string) =>
      `Thank you for buying the ${plan} plan. Your listings now follow the plan while it is active.`,
    planLabel: 'Plan',
    amountLabel: 'Amount paid',
    periodEndLabel: 'Renews on',
    action: 'Open your dashboard',
  },
  planRenewed: {
    subject: (plan: string) => `Your plan was renewed: ${plan}`,
    heading: 'Your plan was renewed',
    intro: (plan: string) =>
      `Your ${plan} plan was renewed for another period, and your listings stay live with it.`,
    planLabel: 'Plan',
    amountLabel: 'Amount paid',
    periodEndLabel: 'Next renewal',
    action: 'Open your dashboard',
  },
  planPaymentFailed: {
    subject: (plan: string) => `Payment failed for your plan: ${plan}`,
    heading: 'Your renewal payment failed',
    intro: (plan: string) =>
      `We could not charge the renewal of your ${plan} plan. Stripe will retry the payment; please update your card so your listings stay live.`,
    planLabel: 'Plan',
    amountLabel: 'Amount due',
    outro: 'You can update your card from your dashboard (Manage billing).',
    action: 'Update your card',
  },
  planEnding: {
    subject: (plan: string, date: string) => `Your plan ends on ${date}: ${plan}`,
    heading: (date: string) => `Your plan ends on ${date}`,
    intro: (plan: string, date: string) =>
      `Your ${plan} plan is set to end on ${date} and will not renew. Your listings follow the plan until then.`,
    outro: 'Changed your mind? You can keep the plan from your dashboard before that date.',
    action: 'Manage your plan',
  },
  listingExpiring: {
    subject: (title: string, date: string) => `Your listing ends on ${date}: ${title}`,
    heading: 'Your listing ends in 7 days',
    intro: (title: string, date: string) => `“${title}” leaves the SwagDrop directory on ${date}.`,
    howToRenew:
      'To keep it live, buy or keep a plan from your dashboard: a plan keeps your listings live for as long as it is active.',
    listingLink: 'See the listing',
    action: 'Renew from your dashboard',
  },
  listingExpired: {
    subject: (title: string) => `Your listing has ended: ${title}`,
    heading: 'Your listing has ended',
    intro: (title: string, date: string) =>
      `“${title}” reached its end on ${date} and left the SwagDrop directory. Nothing was deleted.`,
    howToRenew:
      'To bring it back, open your dashboard and buy a plan: a plan keeps your listings live for as long as it is active.',
    action: 'Renew from your dashboard',
  },
  listingLowStock: {
    subject: (title: string, left: number) => `Only ${left} left: ${title}`,
    heading: 'Your swag is running low',
    intro: (title: string, left: number, quantity: number) =>
      `“${title}” has ${left} of ${quantity} left: fewer than 10 % remain.`,
    howToAdd: 'To keep it in the directory, add stock from your dashboard.',
    listingLink: 'See the listing',
    action: 'Add stock from your dashboard',
  },
  listingAllClaimed: {
    subject: (title: string) => `All claimed: ${title}`,
    heading: 'All your swag was claimed',
    intro: (title: string, quantity: number) =>
      `All ${quantity} of “${title}” were claimed. It has left the directory; its page now shows 'All claimed'.`,
    howToAdd: 'Add stock from your dashboard to bring it back.',
    listingLink: 'See the listing',
    action: 'Add stock from your dashboard',
  },
} as const;
