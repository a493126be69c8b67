export function runCommand(
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; cwd?: string },
): Promise<number>;
export function formatDuration(seconds: number): string;
