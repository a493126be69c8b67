import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The recipient the test SMTP server refuses (550). */
export const REFUSED = 'nobody@refused.example';

export interface TestSmtpOptions {
  /**
   * The first mail to this address is received whole but never answered: the server holds its "250"
   * until the sender's connection closes (a sender killed mid-send), and then drops it, as a real
   * server does with a mail whose sender never heard it was accepted. Later mails to it are accepted.
   */
  holdFirstTo?: string;
}

/** A real SMTP server on loopback that refuses one recipient and keeps what it receives. */
export async function startSmtpServer(options: TestSmtpOptions = {}) {
  const received: ParsedMail[] = [];
  /** Mails held back unanswered (see holdFirstTo): their senders never got an answer. */
  const held: ParsedMail[] = [];
  const unanswered = new Map<string, (error: Error) => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) {
        const refusal = new Error('Mailbox unavailable') as Error & { responseCode: number };
        refusal.responseCode = 550;
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const holding =
        options.holdFirstTo !== undefined &&
        held.length === 0 &&
        session.envelope.rcptTo.some((rcpt) => rcpt.address === options.holdFirstTo);
      simpleParser(stream)
        .then((mail) => {
          if (!holding) {
            received.push(mail);
            return callback();
          }
          held.push(mail);
          unanswered.set(session.id, callback);
        })
        .catch(callback);
    },
    onClose(session) {
      unanswered.get(session.id)?.(new Error('The sender went away before the answer.'));
      unanswered.delete(session.id);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
