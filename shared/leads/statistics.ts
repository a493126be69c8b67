/** The leads' statistics (core/stats). */
export const leadMetrics = {
  /** Leads created, demo requests among them (daily). */
  leads: 'leads',
  demoRequests: 'demo_requests',
  /** The leads in each stage now: running totals (day ''). */
  leadsByStage: 'leads.stage',
} as const;
