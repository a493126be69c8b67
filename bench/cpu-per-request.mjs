// Server CPU per request (issue 28, printed by npm run bench): on a shared machine throughput follows the neighbours' load, but
// the CPU time the server process spends per answer follows it less. Reads /proc/<pid>/stat (Linux).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat from the third (state) on; null when unreadable. */
function statOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/** User + system CPU of a process so far, in ms (Linux /proc; null elsewhere). */
export function cpuMsOf(pid) {
  const fields = statOf(pid);
  // utime and stime are fields 14 and 15 of stat; [0] here is field 3.
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND : null;
}

/**
 * CPU of a process and its living children, in ms: a PostgreSQL server (the postmaster and its
 * backends, one per connection). A backend that ended takes its time with it: measure over a load
 * whose connections stay open. Null where /proc is missing.
 */
export function treeCpuMsOf(pid) {
  const own = cpuMsOf(pid);
  if (own === null) return null;
  let total = own;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statOf(entry);
    // The parent's pid is field 4 of stat.
    if (fields && Number(fields[1]) === pid)
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  }
  return total;
}
