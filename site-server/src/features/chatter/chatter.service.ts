import type { EntityManager } from 'typeorm';
import {
  CHATTER_MESSAGE_MAX,
  chatterErrors,
  type ChatterMessage,
  type ChatterParams,
  type ChatterRatingStats,
  type ChatterResult,
} from '../../../../shared/chatter/contract';
import type { RecordMessages } from '../../../../shared/chatter/admin-calls';
import { parseHalfStars, summarizeRatings } from '../../../../shared/ratings/scale';
import type { RequestContext } from '../../core/context';
import { AccessError, AuthError, MissingError, ValidationError } from '../../core/errors';
import { imageUrl, type FileStore } from '../../core/files';
import type { RecordRegistry } from '../../core/records';
import { Rating, raterKeyOfUser, starsOf, type RatingService } from '../ratings';
import { initialsAvatarSvg } from './author-avatar';
import { MailMessage } from './mail-message.entity';
import { sameToken } from '../../core/security/access-token';
import { isPublisher, isStaffFor, visibleRecord, type VisibleRecord } from './record-access';

/** A message as the chatter calls answer it (SPEC §3). */
export function toChatterMessage(message: MailMessage): ChatterMessage {
  return {
    id: message.id,
    date: message.date.toISOString(),
    author_name: message.authorName,
    author_avatar_url: imageUrl(
      'mail.message',
      message.id,
      'author_avatar',
      message.authorAvatarSha,
      '50x50',
    ),
    body: message.body,
    rating_value: message.rating ? starsOf(message.rating) : null,
    ...(message.hidden ? { is_hidden: true } : {}),
  };
}

/**
 * A posted rating: absent, empty or 0 is no rating; otherwise 0.5 to 5 in half steps (SPEC §9).
 * Answers half stars (1–10), or null.
 */
export function ratingHalvesOf(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  const halves = parseHalfStars(value);
  if (halves === undefined)
    throw new ValidationError(chatterErrors.badRating, { rating_value: chatterErrors.badRating });
  return halves === 0 ? null : halves;
}

/** The text of a message: line ends made \n, NUL characters dropped; empty or too long is refused. */
export function messageBodyOf(value: string): string {
  // eslint-disable-next-line no-control-regex -- NUL cannot be stored in PostgreSQL text
  const body = value.replace(/\r\n?/g, '\n').replace(/\u0000/g, '');
  if (!body.trim())
    throw new ValidationError(chatterErrors.emptyMessage, { message: chatterErrors.emptyMessage });
  if ([...body].length > CHATTER_MESSAGE_MAX)
    throw new ValidationError(chatterErrors.tooLong, { message: chatterErrors.tooLong });
  return body.trim();
}

/** What `domain` may say (documented in the contract); other terms are ignored. */
function ratingFilterOf(domain: unknown[] | undefined): { rated?: true; halves?: number } {
  const filter: { rated?: true; halves?: number } = {};
  for (const term of domain ?? []) {
    if (!Array.isArray(term) || term.length !== 3 || term[0] !== 'rating_value') continue;
    const [, operator, value] = term as [string, unknown, unknown];
    if (operator === '!=' && value === false) filter.rated = true;
    else if (operator === '=' && typeof value === 'number' && Number.isInteger(value * 2) && value > 0)
      filter.halves = value * 2;
  }
  return filter;
}

export interface NewMessage {
  model: string;
  resId: number;
  message: string;
  ratingValue?: unknown;
  token?: string;
}

export interface PostedMessage {
  message: MailMessage;
  record: VisibleRecord;
}

/** Messages and ratings of the chatter on registered records. */
export class ChatterService {
  constructor(
    private readonly records: RecordRegistry,
    private readonly files: FileStore,
    private readonly ratings: RatingService,
  ) {}

  /** Whether this visitor may post on the record: signed-in users, and portal-token holders the source names. */
  mayPost(ctx: RequestContext, record: VisibleRecord): boolean {
    return ctx.user !== null || (record.tokenHolder && Boolean(record.info.tokenHolder));
  }

  /** POST /mail/chatter_init and /mail/chatter_fetch. */
  async read(ctx: RequestContext, params: ChatterParams): Promise<ChatterResult> {
    const record = await visibleRecord(ctx, this.records, params.res_model, params.res_id, params.token);
    const publisher = isPublisher(ctx);
    const filter = ratingFilterOf(params.domain);
    const query = ctx.em
      .getRepository(MailMessage)
      .createQueryBuilder('message')
      .leftJoinAndSelect('message.rating', 'rating')
      .where('message.model = :model AND message.resId = :resId', {
        model: params.res_model,
        resId: params.res_id,
      });
    if (!publisher) query.andWhere('message.hidden = :hidden', { hidden: false });
    if (filter.rated) query.andWhere('message.ratingId IS NOT NULL');
    if (filter.halves !== undefined) query.andWhere('rating.halfStars = :halves', { halves: filter.halves });
    const [messages, count] = await query
      .orderBy('message.date', 'DESC')
      .addOrderBy('message.id', 'DESC')
      .skip(params.offset)
      .take(params.limit)
      .getManyAndCount();
    const ratingInclude = params.rating_include ?? false;
    return {
      messages: messages.map(toChatterMessage),
      message_count: count,
      options: {
        is_user_public: ctx.user === null,
        is_user_publisher: publisher,
        allow_composer: (params.allow_composer ?? false) && this.mayPost(ctx, record),
        rating_include: ratingInclude,
        res_model: params.res_model,
        res_id: params.res_id,
        ...(params.token && sameToken(params.token, record.info.accessToken) ? { token: params.token } : {}),
      },
      ...(ratingInclude
        ? { rating_stats: await this.ratingStats(ctx.em, params.res_model, params.res_id) }
        : {}),
    };
  }

  /** Average and percent per rating 1–5 of the visible rated messages (half stars count with the value they round to). */
  async ratingStats(em: EntityManager, model: string, resId: number): Promise<ChatterRatingStats> {
    const rows: Array<{ halves: number | string; count: number | string }> = await em
      .getRepository(MailMessage)
      .createQueryBuilder('message')
      .innerJoin(Rating, 'rating', 'rating.id = message.ratingId')
      .select('rating.halfStars', 'halves')
      .addSelect('COUNT(*)', 'count')
      .where('message.model = :model AND message.resId = :resId', { model, resId })
      .andWhere('message.hidden = :hidden', { hidden: false })
      .groupBy('rating.halfStars')
      .getRawMany();
    const { avg, percent } = summarizeRatings(
      rows.map((row) => ({ stars: Number(row.halves) / 2, count: Number(row.count) })),
    );
    return { avg, percent };
  }

  /** POST /mail/chatter_post: checks who posts and what, stores the message with its author's avatar. */
  async post(ctx: RequestContext, input: NewMessage): Promise<PostedMessage> {
    const record = await visibleRecord(ctx, this.records, input.model, input.resId, input.token);
    if (!this.mayPost(ctx, record)) {
      if (input.token && !record.tokenHolder) throw new AccessError(chatterErrors.badToken);
      throw new AuthError(chatterErrors.signInToPost);
    }
    const body = messageBodyOf(input.message);
    const ratingHalves = ratingHalvesOf(input.ratingValue);
    const author = ctx.user ?? record.info.tokenHolder!;
    const avatar = await this.files.save(
      ctx.em,
      { buffer: initialsAvatarSvg(author.name), originalName: 'avatar.svg', mimeType: 'image/svg+xml' },
      { kind: 'image' },
    );
    const rating =
      ratingHalves === null
        ? null
        : await this.ratings.rate(ctx.em, {
            resModel: input.model,
            resId: input.resId,
            halfStars: ratingHalves,
            rater: {
              userId: ctx.user?.id ?? null,
              key: ctx.user ? raterKeyOfUser(ctx.user.id) : `email:${author.email.toLowerCase()}`,
              name: author.name,
            },
          });
    const message = await ctx.em.getRepository(MailMessage).save(
      ctx.em.getRepository(MailMessage).create({
        model: input.model,
        resId: input.resId,
        date: new Date(),
        body,
        ratingId: rating?.id ?? null,
        rating,
        authorUserId: ctx.user?.id ?? null,
        authorName: author.name.slice(0, 200),
        authorEmail: author.email.slice(0, 254),
        authorAvatarSha: avatar.sha256,
        hidden: false,
      }),
    );
    return { message, record };
  }

  /** The back office's read of a record's messages: every one, hidden ones too, for the model's staff. */
  async staffRead(
    ctx: RequestContext,
    model: string,
    resId: number,
    offset: number,
  ): Promise<RecordMessages> {
    await this.staffRecord(ctx, model, resId);
    const [messages, count] = await ctx.em.getRepository(MailMessage).findAndCount({
      where: { model, resId },
      order: { date: 'DESC', id: 'DESC' },
      skip: offset,
      take: 50,
    });
    return { messages: messages.map(toChatterMessage), message_count: count };
  }

  /** A record the model's staff may read and answer on from the back office (its source's role). */
  async staffRecord(ctx: RequestContext, model: string, resId: number): Promise<void> {
    const source = this.records.get(model);
    if (!source) throw new AccessError(chatterErrors.unknownModel);
    if (!isStaffFor(ctx, source)) throw new AccessError(chatterErrors.notStaff);
    if (!(await source.find(ctx.em, resId))) throw new MissingError(chatterErrors.missingRecord);
  }

  /** POST /mail/message/hide (publishers): hidden messages vanish for visitors, publishers still see them. */
  async setHidden(ctx: RequestContext, messageId: number, hidden: boolean): Promise<ChatterMessage> {
    const repository = ctx.em.getRepository(MailMessage);
    const message = await repository.findOneBy({ id: messageId });
    if (!message || !this.records.has(message.model)) throw new MissingError(chatterErrors.missingMessage);
    message.hidden = hidden;
    await repository.save(message);
    return toChatterMessage(message);
  }

  /** The avatar of a message's author, for /web/image/mail.message/{id}/author_avatar. */
  async avatarOf(em: EntityManager, messageId: number): Promise<string | null> {
    const message = await em.getRepository(MailMessage).findOne({
      where: { id: messageId },
      select: { id: true, authorAvatarSha: true },
    });
    return message?.authorAvatarSha ?? null;
  }
}
