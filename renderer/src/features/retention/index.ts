import type { AdminFeature } from '../../app/feature';

/** Settings → Privacy and retention: its card, shown on the Settings screen (administrators). */
export { RetentionSettingsCard } from './retention-settings-card';

/** Privacy and retention (issues 32 and 33): no screen of its own, a card on the Settings screen. */
export const retentionFeature: AdminFeature = { name: 'retention', screens: [] };
