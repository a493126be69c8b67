import type { Dataset } from './types';

export const datasets: Record<string, Dataset>;
