export const STAMP_FILE: string;
export const INPUT_DIRS: string[];
export const INPUT_FILES: string[];
export const OUTPUT_FILES: string[];
export function newestInput(
  root: string,
  inputs?: { dirs?: string[]; files?: string[] },
): { mtimeMs: number; file: string | null };
export function staleBuildReason(
  root: string,
  inputs?: { dirs?: string[]; files?: string[]; outputs?: string[] },
): string | null;
export function writeBuildStamp(root: string, startedAt: number): void;
