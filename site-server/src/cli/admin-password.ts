/**
 * `npm run admin:password -- <email>`: sets the password of an existing account, on the database
 * the server uses (VITRINE_DATA_DIR's SQLite file, or DATABASE_URL). For an owner locked out of the
 * back office. The new password is asked twice on a terminal; scripts give it in
 * VITRINE_NEW_PASSWORD or on standard input (its first line). Every session of the user ends,
 * their unused reset links stop working, and the change is in the audit log.
 */
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pino from 'pino';
import { read } from 'read';
import { MAX_PASSWORD_LENGTH } from '../../../shared/accounts/contract';
import { ConfigError, loadConfig, sqliteFile } from '../core/config';
import { AuditLog } from '../core/audit';
import { dialectOf, openDatabase } from '../core/db/data-source';
import { createTransactionRunner } from '../core/db/transaction';
import { entities } from '../entities';
import { setPasswordFromCommand } from '../features/accounts';
import { migrationsFor } from '../migrations';

const USAGE = `Usage: npm run admin:password -- <e-mail address>
Sets the password of that account on this server's database. The new password is asked twice;
without a terminal it is read from VITRINE_NEW_PASSWORD, else from the first line of standard input.`;

/** The new password: from the environment, a terminal (asked twice, not shown), or standard input. */
async function newPassword(): Promise<string | null> {
  const given = process.env.VITRINE_NEW_PASSWORD;
  if (given) return given;
  if (process.stdin.isTTY) {
    const first = await read({ prompt: 'New password: ', silent: true, replace: '' });
    const again = await read({ prompt: 'The same again: ', silent: true, replace: '' });
    if (first !== again) {
      console.error('The two passwords differ; nothing was changed.');
      return null;
    }
    return first;
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(argv: string[]): Promise<number> {
  const email = argv.find((arg) => !arg.startsWith('-'));
  if (!email || argv.includes('--help') || argv.includes('-h')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  // Never make a new database: the command is for one the server has already made.
  if (!config.databaseUrl && !existsSync(sqliteFile(config))) {
    console.error(
      `There is no database at ${sqliteFile(config)}. Start Vitrine once (npm start) or set VITRINE_DATA_DIR.`,
    );
    return 1;
  }
  const password = await newPassword();
  if (password === null) return 1;

  const { dataSource, isNew } = await openDatabase(config, {
    entities,
    migrations: migrationsFor(dialectOf(config)),
  });
  try {
    if (isNew) {
      console.error('This database has no accounts yet. Start Vitrine once (npm start) first.');
      return 1;
    }
    const transaction = createTransactionRunner(dataSource);
    const audit = new AuditLog({ transaction, logger: pino({ level: 'silent' }) });
    const outcome = await transaction((em) => setPasswordFromCommand(em, audit, email, password));
    if (!outcome.ok) {
      const reasons = {
        too_short: 'The password must be at least 8 characters long; nothing was changed.',
        too_long: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long; nothing was changed.`,
        no_account: `No account has the e-mail address ${email}; nothing was changed.`,
      };
      console.error(reasons[outcome.reason]);
      return outcome.reason === 'no_account' ? 1 : 2;
    }
    const { user, sessionsEnded } = outcome;
    console.log(
      `The password of ${user.email} (${user.role}) is set.` +
        (sessionsEnded ? ` ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} signed out.` : ''),
    );
    if (!user.active) console.log('This account is deactivated: an administrator must activate it (Users).');
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Failed: ${(error as Error).message}`);
    process.exitCode = error instanceof ConfigError ? 2 : 1;
  },
);
