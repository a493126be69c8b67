// The dashboard's calls (issue 16, item 7: p99 under 100 ms at 1,000,000 clicks, 100,000 orders and
// 100,000 leads: run with `--dataset dashboard`), as the back office's home and links screen make them.
import { signIn } from './links-bench.mjs';

const adminCall = (name, description, path) => ({
  name,
  description,
  method: 'GET',
  path,
  expectedStatus: 200,
  connections: 10,
  async setup(server) {
    return { headers: { cookie: await signIn(server) } };
  },
});

/** @type {import('./types').Scenario[]} */
export const dashboardScenarios = [
  adminCall(
    'dashboard-today',
    'dashboard figures and charts of today (and the 7-day series)',
    '/api/admin/dashboard?days=1',
  ),
  adminCall(
    'dashboard-month',
    'dashboard figures and charts of the last 30 days',
    '/api/admin/dashboard?days=30',
  ),
  adminCall(
    'dashboard-year',
    'dashboard figures and charts of the last 365 days (monthly series)',
    '/api/admin/dashboard?days=365',
  ),
  adminCall(
    'dashboard-lists',
    'dashboard lists: orders to handle, quotations, new leads, transfers, outbox',
    '/api/admin/dashboard/lists',
  ),
  adminCall(
    'links-performance',
    'what links bring by campaign, all time, last touch (links screen)',
    '/api/admin/links/performance?by=campaign&touch=last&days=0',
  ),
  adminCall(
    'links-performance-30',
    'what links bring per link, last 30 days, first touch (links screen)',
    '/api/admin/links/performance?by=link&touch=first&days=30',
  ),
];
