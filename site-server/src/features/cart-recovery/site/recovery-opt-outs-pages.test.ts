/**
 * Addresses the recovery must stop mailing, found after the cart was decided or outside the feature
 * (issue 29, item 1): a recovery mail the SMTP server refuses for good (a real SMTP server on loopback)
 * leaves its cart "not eligible: the address bounced", not "sent"; an address unsubscribed from the
 * shop's newsletter gets no recovery mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../../../core/jobs';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import { REFUSED, startSmtpServer } from '../../../core/mail/test-smtp-server';
import { TestClient } from '../../../testing/test-server';
import { MailingContact } from '../../newsletter/mailing-contact.entity';
import { MailingList } from '../../newsletter/mailing-list.entity';
import {
  admin,
  age,
  leftAtCheckout,
  mailsTo,
  recoveryOf,
  scan,
  server,
  withRecoveryShop,
} from '../recovery-test-support';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());
withRecoveryShop(() => ({ SMTP_URL: smtp.url }));

describe('addresses the recovery stops mailing', () => {
  it('a recovery mail the SMTP server refuses for good leaves its cart not eligible: the address bounced', async () => {
    const { cartId } = await leftAtCheckout(REFUSED);
    await age(cartId);
    // The scan's job queues the mail; its first attempt is refused (550) and waits for a retry.
    await server.app.transaction((em) =>
      server.app.jobs.enqueue(em, 'cart-recovery.scan', { slot: `${Date.now()}` }),
    );
    await server.app.jobs.runDue();
    const row = await recoveryOf(cartId);
    expect(row).toMatchObject({ state: 'sent', reason: null });
    const [mail] = await mailsTo(REFUSED);
    expect(row.mailId).toBe(mail!.id);
    expect(mail!.lastError).toContain('550');

    // Every retry refused too, until the outbox gives up.
    const jobs = server.dataSource.getRepository(Job);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const outbox = await server.dataSource.getRepository(OutboxMail).findOneByOrFail({ id: mail!.id });
      if (outbox.state === 'failed') break;
      await jobs.update(
        { kind: 'mail.send', key: `mail.send:${mail!.id}` },
        { runAt: new Date(Date.now() - 1000) },
      );
      await server.app.jobs.runDue();
    }
    expect(await server.dataSource.getRepository(OutboxMail).findOneByOrFail({ id: mail!.id })).toMatchObject(
      {
        state: 'failed',
      },
    );
    expect(smtp.received.filter((received) => JSON.stringify(received.to).includes(REFUSED))).toHaveLength(0);
    expect(await recoveryOf(cartId)).toMatchObject({ state: 'not_eligible', reason: 'bounced' });

    // Staff see it so, in the list's state and reason.
    const list = (await (
      await admin.request('GET', '/api/admin/abandoned-carts?state=not_eligible')
    ).json()) as {
      items: Array<{ cartId: number; state: string; reason: string }>;
    };
    expect(list.items).toContainEqual(
      expect.objectContaining({ cartId, state: 'not_eligible', reason: 'bounced' }),
    );
  });

  it("an address unsubscribed from the shop's newsletter gets no recovery mail", async () => {
    const email = 'rita.newsletter@example.org';
    const list = await server.dataSource.getRepository(MailingList).findOneByOrFail({ name: 'Newsletter' });
    const added = await admin.request('POST', `/api/admin/mailing/lists/${list.id}/contacts`, {
      json: { email },
    });
    expect(added.status).toBe(200);
    const contact = await server.dataSource
      .getRepository(MailingContact)
      .findOneByOrFail({ listId: list.id, email });
    // The newsletter's own one-click unsubscribe (RFC 8058).
    const query = new URLSearchParams({ list_id: String(list.id), email, token: contact.unsubscribeToken });
    const unsubscribed = await new TestClient(server.url).request(
      'POST',
      `/mailing/unsubscribe/one-click?${query.toString()}`,
      {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(unsubscribed.status).toBe(200);
    // A subscriber still on the list, for contrast, gets theirs.
    const subscribed = 'rita.subscriber@example.org';
    expect(
      (
        await admin.request('POST', `/api/admin/mailing/lists/${list.id}/contacts`, {
          json: { email: subscribed },
        })
      ).status,
    ).toBe(200);

    const [left, kept] = [await leftAtCheckout(email), await leftAtCheckout(subscribed)];
    await age(left.cartId);
    await age(kept.cartId);
    await scan();
    expect(await recoveryOf(left.cartId)).toMatchObject({ state: 'not_eligible', reason: 'unsubscribed' });
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await recoveryOf(kept.cartId)).toMatchObject({ state: 'sent' });
    expect(await mailsTo(subscribed)).toHaveLength(1);
  });
});
