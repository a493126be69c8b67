import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited stdio and resolves with its exit code (signals map to 128 + n).
 * While it runs, SIGINT/SIGTERM reach it through the terminal's process group; we only wait for it.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function runCommand(command, args, { env = process.env, cwd } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const done = (code) => {
      process.removeListener('SIGINT', forward);
      process.removeListener('SIGTERM', forward);
      resolve(code);
    };
    child.once('error', (error) => {
      process.stderr.write(`Could not run ${command}: ${error.message}\n`);
      done(127);
    });
    child.once('exit', (code, signal) => {
      const signalNumbers = { SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
      done(code ?? 128 + (signal ? (signalNumbers[signal] ?? 1) : 1));
    });
  });
}

/** 83.4 → "1 min 23 s"; 4.2 → "4.2 s". */
export function formatDuration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}
