import type { EntityManager } from 'typeorm';
import { chatterErrors, type IsFollowerResult } from '../../../../shared/chatter/contract';
import { isLangCode, t, type LangCode } from '../../../../shared/i18n';
import { isTextAtText } from '../../../../shared/validators/email';
import type { RequestContext } from '../../core/context';
import { AccessError, ValidationError } from '../../core/errors';
import type { MailService } from '../../core/mail';
import { hmac, sameToken } from '../../core/security/access-token';
import type { RecordRegistry } from '../../core/records';
import { MailFollower } from './mail-follower.entity';
import type { MailMessage } from './mail-message.entity';
import { visibleRecord, type VisibleRecord } from './record-access';

export interface FollowRequest {
  model: string;
  resId: number;
  /** The current state as the page shows it: true means "unfollow". */
  isFollower: boolean;
  /** The address a visitor typed (signed-in users follow with their own). */
  email: string | null;
  /** The address this browser followed with before (from its signed cookie), for visitors. */
  knownEmail: string | null;
}

/** Followers of records (SPEC §3, §4, §7) and the mail they get for each new message. */
export class FollowService {
  constructor(
    private readonly records: RecordRegistry,
    private readonly mail: MailService,
    /** Signs the stop-following link of each mail. */
    private readonly secret: string,
  ) {}

  /** POST /website_mail/is_follower. */
  async isFollower(
    ctx: RequestContext,
    model: string,
    resId: number,
    knownEmail: string | null,
  ): Promise<IsFollowerResult> {
    await visibleRecord(ctx, this.records, model, resId);
    const email = ctx.user?.email ?? knownEmail ?? '';
    const follower = email
      ? await ctx.em.getRepository(MailFollower).existsBy({ model, resId, email: email.toLowerCase() })
      : false;
    return { is_follower: follower, is_user: ctx.user !== null, email };
  }

  /**
   * POST /website_mail/follow: answers the new state. A visitor's address must look like text@text
   * (SPEC §5); a visitor may stop following only with the address this browser followed with.
   */
  async toggle(ctx: RequestContext, request: FollowRequest): Promise<{ following: boolean; email: string }> {
    await visibleRecord(ctx, this.records, request.model, request.resId);
    const typed = request.email?.trim() ?? '';
    if (!ctx.user && !isTextAtText(typed))
      throw new ValidationError(chatterErrors.badEmail, { email: chatterErrors.badEmail });
    const email = (ctx.user?.email ?? typed).toLowerCase();
    const repository = ctx.em.getRepository(MailFollower);
    const where = { model: request.model, resId: request.resId, email };
    if (request.isFollower) {
      if (!ctx.user && email !== request.knownEmail?.toLowerCase())
        throw new AccessError(chatterErrors.unfollowOther);
      await repository.delete(where);
      return { following: false, email };
    }
    // Following twice keeps one follow (unique per record and address).
    await repository
      .createQueryBuilder()
      .insert()
      .into(MailFollower)
      .values({ ...where, userId: ctx.user?.id ?? null })
      .orIgnore()
      .execute();
    return { following: true, email };
  }

  /**
   * The follower's own stop-following link (GET shows a confirmation, its form POSTs): the token
   * signs the record and the address, so a link works for that one follow only.
   */
  async unfollowByLink(
    em: EntityManager,
    link: { model: string; resId: number; email: string; token: string },
  ): Promise<boolean> {
    if (!isUnfollowToken(this.secret, link)) throw new AccessError(chatterErrors.badUnfollowLink);
    const result = await em
      .getRepository(MailFollower)
      .delete({ model: link.model, resId: link.resId, email: link.email.toLowerCase() });
    return (result.affected ?? 0) > 0;
  }

  /** Queues one mail per follower of the record (the author excepted) about a new message. */
  async notify(
    em: EntityManager,
    record: VisibleRecord,
    message: MailMessage,
    site: { lang: string; url: string },
  ): Promise<number> {
    if (!record.info.published) return 0;
    const followers = await em
      .getRepository(MailFollower)
      .findBy({ model: record.model, resId: record.info.id });
    const author = message.authorEmail.toLowerCase();
    const lang: LangCode = isLangCode(site.lang) ? site.lang : 'en_US';
    const link = record.info.path ? `${site.url}${record.info.path}#chatter` : site.url;
    let sent = 0;
    for (const follower of followers) {
      if (follower.email === author) continue;
      await this.mail.queue(em, {
        to: follower.email,
        subject: t(lang, 'chatter.mail.subject', record.info.name).replace(/[\r\n]+/g, ' '),
        text: [
          t(lang, 'chatter.mail.intro', message.authorName, record.info.name),
          '',
          message.body,
          '',
          t(lang, 'chatter.mail.view', link),
          '',
          '--',
          t(lang, 'chatter.mail.why'),
          t(
            lang,
            'chatter.mail.unfollow',
            unfollowUrl(site.url, this.secret, record.model, record.info.id, follower.email),
          ),
        ].join('\n'),
      });
      sent++;
    }
    return sent;
  }
}

const unfollowPayload = (model: string, resId: number, email: string) =>
  `unfollow:${model}:${resId}:${email.toLowerCase()}`;

/** The address of the page that stops one follow, signed for that record and address. */
export function unfollowUrl(
  origin: string,
  secret: string,
  model: string,
  resId: number,
  email: string,
): string {
  const query = new URLSearchParams({
    model,
    res_id: String(resId),
    email,
    token: hmac(secret, unfollowPayload(model, resId, email)),
  });
  return `${origin}/website_mail/unfollow?${query.toString()}`;
}

export function isUnfollowToken(
  secret: string,
  link: { model: string; resId: number; email: string; token: string },
): boolean {
  return sameToken(link.token, hmac(secret, unfollowPayload(link.model, link.resId, link.email)));
}
