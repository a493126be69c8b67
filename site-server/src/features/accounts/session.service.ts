import type { DataSource, EntityManager } from 'typeorm';
import { defaultLangCode } from '../../../../shared/i18n/languages';
import type { SessionUser } from '../../core/context';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { UserSession } from './session.entity';
import { User } from './user.entity';

const SESSION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LoadedSession {
  tokenHash: string;
  csrfToken: string;
  user: SessionUser | null;
}

/** Sessions live in the database so they survive restarts and can be revoked. */
export class SessionService {
  constructor(private readonly dataSource: DataSource) {}

  /** `browserLang`: the request's language, for a user who chose none. */
  async load(token: string, browserLang: string | null = null): Promise<LoadedSession | null> {
    const hash = tokenHash(token);
    const session = await this.dataSource.getRepository(UserSession).findOne({ where: { tokenHash: hash } });
    if (!session || session.expiresAt.getTime() <= Date.now()) return null;
    let user: SessionUser | null = null;
    if (session.userId !== null) {
      const row = await this.dataSource.getRepository(User).findOne({ where: { id: session.userId } });
      if (!row || !row.active) return null;
      user = toSessionUser(row, browserLang);
    }
    // Sliding expiry, written at most once a day per session.
    if (session.expiresAt.getTime() - Date.now() < (SESSION_DAYS - 1) * DAY_MS) {
      await this.dataSource
        .getRepository(UserSession)
        .update({ tokenHash: hash }, { expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) });
    }
    return { tokenHash: hash, csrfToken: session.csrfToken, user };
  }

  async create(userId: number | null): Promise<{ token: string; session: LoadedSession }> {
    const token = newAccessToken(32);
    const row = this.dataSource.getRepository(UserSession).create({
      tokenHash: tokenHash(token),
      userId,
      csrfToken: newAccessToken(24),
      expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
      created: new Date(),
    });
    await this.dataSource.getRepository(UserSession).insert(row);
    return { token, session: { tokenHash: row.tokenHash, csrfToken: row.csrfToken, user: null } };
  }

  async destroy(hash: string) {
    await this.dataSource.getRepository(UserSession).delete({ tokenHash: hash });
  }

  async destroyAllOf(userId: number) {
    await this.dataSource.getRepository(UserSession).delete({ userId });
  }

  async purgeExpired(em: EntityManager = this.dataSource.manager) {
    await em
      .getRepository(UserSession)
      .createQueryBuilder()
      .delete()
      .where('expiresAt < :now', { now: new Date() })
      .execute();
  }
}

/** The user as requests see them; one who chose no language works in their browser's (`browserLang`). */
export const toSessionUser = (user: User, browserLang: string | null = null): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  companyId: user.companyId,
  lang: user.lang ?? browserLang ?? defaultLangCode,
});
