/** Settings → Demo data: its card, shown on the Settings screen (administrators). */
export { DemoDataCard } from './demo-data-card';
