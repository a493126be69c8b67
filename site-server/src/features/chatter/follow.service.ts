import type { EntityManager } from 'typeorm';
import { chatterErrors, type IsFollowerResult } from '../../../../shared/chatter/contract';
import { isLangCode, t, type LangCode } from '../../../../shared/i18n';
import { isTextAtText } from '../../../../shared/validators/email';
import type { RequestContext } from '../../core/context';
import { AccessError, RateLimitError, ValidationError } from '../../core/errors';
import { AttemptCounter } from '../../core/http/rate-limit';
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

export interface FollowOutcome {
  following: boolean;
  email: string;
  /** A visitor's follow waits for the link of the confirmation mail (double opt-in). */
  pending: boolean;
}

/** How long the link of a confirmation mail works. */
const CONFIRMATION_DAYS = 7;

/** Followers of records (SPEC §3, §4, §7) and the mail they get for each new message. */
export class FollowService {
  /** One confirmation mail per record and address every ten minutes: nobody floods an inbox through us. */
  private readonly confirmations = new AttemptCounter('chatter.follow-confirmations', 1, 10 * 60 * 1000);

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
   * (SPEC §5) and is followed once its owner opens the link of the confirmation mail; the browser
   * learns the address only then, and a visitor may stop following only with that address (or
   * with the signed link of a follower mail).
   */
  async toggle(ctx: RequestContext, request: FollowRequest, origin: string): Promise<FollowOutcome> {
    const record = await visibleRecord(ctx, this.records, request.model, request.resId);
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
      return { following: false, email, pending: false };
    }
    if (!ctx.user) {
      const known = email === request.knownEmail?.toLowerCase();
      if (known && (await repository.existsBy(where))) return { following: true, email, pending: false };
      await this.askConfirmation(ctx, record, email, origin);
      return { following: false, email, pending: true };
    }
    // Following twice keeps one follow (unique per record and address).
    await repository
      .createQueryBuilder()
      .insert()
      .into(MailFollower)
      .values({ ...where, userId: ctx.user?.id ?? null })
      .orIgnore()
      .execute();
    return { following: true, email, pending: false };
  }

  private async askConfirmation(ctx: RequestContext, record: VisibleRecord, email: string, origin: string) {
    try {
      await this.confirmations.hit(ctx.em, `${record.model}:${record.info.id}:${email}`);
    } catch (error) {
      if (error instanceof RateLimitError) return; // asked lately: the first mail is on its way
      throw error;
    }
    const lang: LangCode = isLangCode(ctx.lang) ? ctx.lang : 'en_US';
    const expires = Math.floor(Date.now() / 1000) + CONFIRMATION_DAYS * 24 * 3600;
    const query = new URLSearchParams({
      model: record.model,
      res_id: String(record.info.id),
      email,
      expires: String(expires),
      token: hmac(this.secret, confirmPayload(record.model, record.info.id, email, expires)),
    });
    await this.mail.queue(ctx.em, {
      to: email,
      subject: t(lang, 'chatter.mail.confirmSubject', record.info.name).replace(/[\r\n]+/g, ' '),
      text: t(
        lang,
        'chatter.mail.confirmBody',
        record.info.name,
        email,
        `${origin}/website_mail/follow/confirm?${query.toString()}`,
      ),
    });
  }

  /**
   * The confirmation mail's link: follows (idempotent) and answers the record's page, or null when
   * the link is wrong, expired, or the record gone from view.
   */
  async confirmByLink(
    em: EntityManager,
    link: { model: string; resId: number; email: string; expires: number; token: string },
  ): Promise<{ email: string; path: string | null } | null> {
    const expected = hmac(this.secret, confirmPayload(link.model, link.resId, link.email, link.expires));
    if (!sameToken(link.token, expected) || link.expires * 1000 < Date.now()) return null;
    const ctx = { em, user: null, lang: 'en_US', ip: null };
    const record = await visibleRecord(ctx, this.records, link.model, link.resId).catch(() => null);
    if (!record) return null;
    const email = link.email.toLowerCase();
    await em
      .getRepository(MailFollower)
      .createQueryBuilder()
      .insert()
      .into(MailFollower)
      .values({ model: link.model, resId: link.resId, email, userId: null })
      .orIgnore()
      .execute();
    return { email, path: record.info.path };
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

  /**
   * A portal document's customer hears of a message someone else wrote on it (staff answering from
   * the back office): one mail with the document's link and its access token.
   */
  async notifyHolder(
    em: EntityManager,
    record: VisibleRecord,
    message: MailMessage,
    site: { lang: string; url: string },
  ): Promise<boolean> {
    const { tokenHolder: holder, accessToken, path } = record.info;
    if (!holder?.email || !accessToken || !path) return false;
    if (holder.email.toLowerCase() === message.authorEmail.toLowerCase()) return false;
    const lang: LangCode = isLangCode(site.lang) ? site.lang : 'en_US';
    const link = `${site.url}${path}?access_token=${encodeURIComponent(accessToken)}#chatter`;
    await this.mail.queue(em, {
      to: holder.email,
      subject: t(lang, 'chatter.mail.subject', record.info.name).replace(/[\r\n]+/g, ' '),
      text: [
        t(lang, 'chatter.mail.intro', message.authorName, record.info.name),
        '',
        message.body,
        '',
        t(lang, 'chatter.mail.view', link),
      ].join('\n'),
    });
    return true;
  }
}

const confirmPayload = (model: string, resId: number, email: string, expires: number) =>
  `follow:${model}:${resId}:${email.toLowerCase()}:${expires}`;

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
