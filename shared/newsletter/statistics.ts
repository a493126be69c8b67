/** The newsletter's daily statistics (core/stats). */
export const newsletterMetrics = {
  /** Subscriptions confirmed (the dashboard's newsletter sign-ups). */
  signups: 'newsletter_signups',
} as const;
