export const sqliteFileOf: (dataDir: string) => string;
export function benchProductName(n: number): string;
export function fillShopCatalogue(
  sqliteFile: string,
  options: {
    templates: number;
    variantsPerTemplate?: number;
    chunkSize?: number;
    timeLimitMs?: number;
    seed?: number;
  },
): Promise<{ templates: number; variants: number; categories: number; ms: number }>;
