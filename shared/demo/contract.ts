/**
 * The demo data (SEED_DEMO) and its removal from Settings (issue 26, item 13): what the back office
 * shows of it and what "Remove demo data" answers.
 */
import { z } from 'zod';

/** How many demo records of a model there are, or were removed ('sale.order', 'crm.lead'…). */
export const demoCountSchema = z.object({ model: z.string(), count: z.number().int() });
export type DemoCount = z.infer<typeof demoCountSchema>;

export const demoDataSchema = z.object({
  /** What is left of the demo data, per model (empty: none, or already removed). */
  counts: z.array(demoCountSchema),
});
export type DemoDataOverview = z.infer<typeof demoDataSchema>;

export const demoRemovalSchema = z.object({ removed: z.array(demoCountSchema) });
export type DemoRemoval = z.infer<typeof demoRemovalSchema>;

/** The audit log's record of the removal: one entry, the counts in its changes. */
export const DEMO_AUDIT_MODEL = 'demo.data';
