import type { Scenario } from './types';

export const scenarios: Scenario[];
