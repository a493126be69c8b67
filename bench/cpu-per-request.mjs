// Server CPU per request (issue 28, printed by npm run bench): on a shared machine throughput follows the neighbours' load, but
// the CPU time the server process spends per answer follows it less. Reads /proc/<pid>/stat (Linux).
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU of a process so far, in ms (Linux /proc; null elsewhere). */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat; [0] here is field 3.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
