/** User + system CPU of a process so far, in ms (Linux /proc; null elsewhere or when it is gone). */
export function cpuMsOf(pid: number | undefined): number | null;
