export function runE2e(options?: { jsonReport?: string; extraArgs?: string[] }): Promise<number>;
