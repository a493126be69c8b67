/** User + system CPU of a process so far, in ms (Linux /proc; null elsewhere or when it is gone). */
export function cpuMsOf(pid: number | undefined): number | null;
/** CPU of a process and its living children so far, in ms (a PostgreSQL server and its backends). */
export function treeCpuMsOf(pid: number): number | null;
