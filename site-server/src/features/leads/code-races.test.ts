import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingMessages, OTP_MAX_TRIES } from '../../../../shared/leads/marketing';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { startPeers } from '../../testing/peers';
import { formTokenOf, TestClient } from '../../testing/test-server';
import { LeadCode } from './lead-code.entity';

const GUESSES = 15;

// Guesses at once on several servers of one database: PostgreSQL only (SQLite has one process and
// one writer). `npm run test:pg -- site-server/src/features/leads/code-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)(
  "the e-mailed code's tries, guessed at once on three servers",
  () => {
    let peers: Awaited<ReturnType<typeof startPeers>>;
    // Behind a trusted proxy, each guess from an address of its own: the per-address limit stays out of it.
    let address = 10;
    const visitorOn = (url: string) => new TestClient(url, { 'x-forwarded-for': `203.0.113.${address++}` });

    beforeAll(async () => {
      peers = await startPeers(3, { seedDemo: false, env: { TRUST_PROXY: '1' } });
    });
    afterAll(() => peers?.close());

    const demo = (email: string) => ({
      name: 'Rita Race',
      email,
      company_name: 'Racing Ltd',
      comapny_size: '11-50',
      comapny_industry: 'Retail',
      remarks: '',
      sale: 'on',
      lang: 'en_US',
    });
    /** Asks for a code for `email`; answers the code, read from the mail. */
    const askCode = async (email: string) => {
      const client = visitorOn(peers.first.url);
      const query = new URLSearchParams({
        ...demo(email),
        csrf_token: await formTokenOf(peers.first, client),
      });
      expect((await client.request('GET', `/request/demo?${query.toString()}`)).status).toBe(200);
      const mail = await peers.first.dataSource
        .getRepository(OutboxMail)
        .findOneOrFail({ where: { to: email }, order: { id: 'DESC' } });
      return /(\d{6})/.exec(mail.subject)![1]!;
    };
    const check = async (i: number, email: string, otp: string) => {
      const server = peers.at(i);
      const client = visitorOn(server.url);
      const body = { ...demo(email), otp, csrf_token: await formTokenOf(server, client) };
      const answer = await client.request('POST', '/check/otp/', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'text/plain' },
      });
      return answer.text();
    };

    it(`counts every wrong guess: of ${GUESSES} at once, ${OTP_MAX_TRIES} are checked, the others refused`, async () => {
      const email = 'guesses@example.com';
      const code = await askCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = await Promise.all(Array.from({ length: GUESSES }, (_, i) => check(i, email, wrong)));
      expect(answers.filter((text) => text === marketingMessages.otpWrong)).toHaveLength(OTP_MAX_TRIES);
      expect(answers.filter((text) => text === marketingMessages.otpTooMany)).toHaveLength(
        GUESSES - OTP_MAX_TRIES,
      );
      const stored = await peers.first.dataSource.getRepository(LeadCode).findOneByOrFail({ email });
      expect(stored.tries).toBe(OTP_MAX_TRIES);
      // The tries are spent: even the right code is refused now.
      expect(await check(0, email, code)).toBe(marketingMessages.otpTooMany);
    });
  },
);
