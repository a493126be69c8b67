/**
 * The marketing newsletter's JSONP call (issue 15, item 4): the provider-compatible answer
 * `callback({result, msg})`, SPEC §5's messages with their numeric prefix, double opt-in, and the
 * refusals (a callback that is not a name, an unknown list, a header injection).
 */
import { describe, expect, it } from 'vitest';
import { mailingMessages } from '../../../../shared/newsletter/contract';
import {
  contactOf,
  demoListId,
  mailsTo,
  newList,
  newVisitor,
  useNewsletterTestServer,
} from './newsletter-test-support';

useNewsletterTestServer();

async function subscribe(query: Record<string, string>, client = newVisitor().client) {
  const response = await client.request(
    'GET',
    `/subscribe/post-json?${new URLSearchParams(query).toString()}`,
  );
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

describe('GET /subscribe/post-json', () => {
  it('answers the callback with success and sends the confirmation mail (double opt-in)', async () => {
    const { email } = newVisitor();
    const answer = await subscribe({ id: String(demoListId), EMAIL: email, c: 'jQuery123_456' });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/javascript');
    const json = /^\/\*\*\/jQuery123_456\((.*)\);$/.exec(answer.text)![1]!;
    expect(JSON.parse(json)).toEqual({
      result: 'success',
      msg: 'Almost done: we sent you an e-mail. Open its link to confirm your subscription.',
    });
    expect(await contactOf(demoListId, email)).toMatchObject({ isSubscriber: false });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers SPEC §5’s messages with a numeric code, and keeps nothing', async () => {
    const cases: Array<[string, string]> = [
      ['', `0 - ${mailingMessages.empty}`],
      ['a@b@c.com', `1 - ${mailingMessages.single_at}`],
      ['jane@example.com\r\nBcc: all@example.com', ''],
    ];
    for (const [email, msg] of cases) {
      const answer = await subscribe({ id: String(demoListId), EMAIL: email, c: 'cb' });
      const body = JSON.parse(/^\/\*\*\/cb\((.*)\);$/.exec(answer.text)![1]!) as {
        result: string;
        msg: string;
      };
      expect(body.result).toBe('error');
      if (msg) expect(body.msg).toBe(msg);
      else expect(body.msg).toMatch(/^\d - /);
    }
    const privateList = await newList('Staff only', false);
    const hidden = await subscribe({ id: String(privateList), EMAIL: 'x@example.com', c: 'cb' });
    expect(hidden.text).toContain(`5 - ${mailingMessages.listMissing}`);
  });

  it('refuses a callback that is not a JavaScript name, answering no script', async () => {
    for (const c of ['alert(1)//', '', 'a-b', '</script><script>alert(1)</script>']) {
      const answer = await subscribe({ id: String(demoListId), EMAIL: 'y@example.com', c });
      expect(answer.status).toBe(400);
      expect(answer.type).toContain('application/json');
    }
  });

  it('escapes what the answer repeats, so it cannot end the script', async () => {
    const answer = await subscribe({ id: String(demoListId), EMAIL: '</script>@example.com', c: 'cb' });
    expect(answer.text).not.toContain('</script>');
  });
});
