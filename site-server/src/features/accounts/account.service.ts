import type { EntityManager } from 'typeorm';
import { In, IsNull, MoreThan, Not } from 'typeorm';
import { isStaff, type Role } from '../../../../shared/roles';
import type { AuditLog } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import type { EventBus } from '../../core/events';
import { AccessError, AuthError, MissingError, ValidationError } from '../../core/errors';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { Company } from './company.entity';
import { MAX_LOGIN_LENGTH, MAX_PASSWORD_LENGTH } from '../../../../shared/accounts/contract';
import { decoyHash, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password';
import type { SignInThrottle } from './sign-in-throttle';
import { SiteCompany } from './site-company';
import { newPasswordLink } from './password-links';
import { PasswordReset } from './password-reset.entity';
import { User } from './user.entity';
import { UserSession } from './session.entity';

/** What accounts needs from the mail outbox. */
export interface MailQueue {
  queue(
    em: EntityManager,
    mail: { to: string; subject: string; text: string; html?: string },
  ): Promise<unknown>;
}

export const WRONG_CREDENTIALS = 'Wrong login or password';
export const NO_BACK_OFFICE = 'This account has no access to the back office.';
const RESET_HOURS = 24;
const INVITATION_DAYS = 7;

const PASSWORD_TOO_LONG = `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class AccountService {
  /** The pages' company, kept a few seconds and dropped in every process when it changes. */
  private readonly siteCompanyKept: SiteCompany;

  constructor(
    private readonly mail: MailQueue,
    /** Wrong passwords per (login, client): growing delays, never a lock anyone could set off. */
    private readonly throttle: SignInThrottle,
    /** Failed sign-ins go to the audit log, in a transaction of their own (theirs rolls back). */
    private readonly audit?: Pick<AuditLog, 'recordApart'>,
    events?: EventBus,
  ) {
    this.siteCompanyKept = new SiteCompany((em) => this.mainCompany(em), events);
  }

  /**
   * Checks a login and password from `client` (its address); the message never tells which of
   * the two was wrong. Oversized values are refused before any hashing.
   */
  async authenticate(
    em: EntityManager,
    login: string,
    password: string,
    client: string | null,
  ): Promise<User> {
    if (login.length > MAX_LOGIN_LENGTH || password.length > MAX_PASSWORD_LENGTH)
      throw new AuthError(WRONG_CREDENTIALS);
    const key = normalizeEmail(login);
    await this.throttle.check(em, key, client);
    const user = await em.getRepository(User).findOne({ where: { email: key } });
    const valid = user?.active
      ? await verifyPassword(user.passwordHash, password)
      : await verifyPassword(await decoyHash(), password).then(() => false);
    if (!user || !valid) {
      await this.throttle.failed(key, client);
      this.audit?.recordApart({
        action: 'sign_in_failed',
        model: 'user',
        recordId: user?.id ?? null,
        recordName: user?.name ?? '',
        changes: [{ field: 'login', before: null, after: key.slice(0, 254) }],
        actor: { userId: null, userName: '', ip: client },
      });
      throw new AuthError(WRONG_CREDENTIALS);
    }
    await this.throttle.succeeded(em, key, client);
    return user;
  }

  /** Mails a reset link when the address has an account; says nothing either way. */
  async requestPasswordReset(em: EntityManager, email: string, baseUrl: string) {
    const user = await em
      .getRepository(User)
      .findOne({ where: { email: normalizeEmail(email), active: true } });
    if (!user) return;
    const link = await newPasswordLink(em, user.id, {
      validMs: RESET_HOURS * 3600 * 1000,
      baseUrl,
      path: '/web/reset_password',
    });
    await this.mail.queue(em, {
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.name},\n\nTo choose a new password, open this link within ${RESET_HOURS} hours:\n${link}\n\nIf you did not ask for it, ignore this message.`,
    });
  }

  /**
   * Sets a password from a reset or invitation link. The link is claimed by one conditional
   * update, so of two uses at once exactly one wins; every session of the user ends with it.
   */
  async resetPassword(em: EntityManager, token: string, password: string): Promise<User> {
    if (password.length < MIN_PASSWORD_LENGTH)
      throw new ValidationError('The password must be at least 8 characters long.', {
        password: 'The password must be at least 8 characters long.',
      });
    if (password.length > MAX_PASSWORD_LENGTH)
      throw new ValidationError(PASSWORD_TOO_LONG, { password: PASSWORD_TOO_LONG });
    // Hashed before the claim: argon2's cost stays out of the write.
    const passwordHash = await hashPassword(password);
    const now = new Date();
    const hash = tokenHash(token);
    const claimed = await em
      .getRepository(PasswordReset)
      .update({ tokenHash: hash, usedAt: IsNull(), expiresAt: MoreThan(now) }, { usedAt: now });
    if (!claimed.affected)
      throw new ValidationError('This link is invalid or has expired. Ask for a new one.');
    const reset = await em.getRepository(PasswordReset).findOneByOrFail({ tokenHash: hash });
    const user = await em.getRepository(User).findOneOrFail({ where: { id: reset.userId } });
    user.passwordHash = passwordHash;
    await em.getRepository(User).save(user);
    await this.endSessions(em, user.id, null);
    return user;
  }

  // ----- Back office: users -------------------------------------------------------------

  async listUsers(em: EntityManager, options: { search?: string; page: number; pageSize: number }) {
    const query = em
      .getRepository(User)
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.companies', 'company');
    if (options.search) {
      query.where('(lower(user.name) LIKE :term OR user.email LIKE :term)', {
        term: `%${options.search.toLowerCase().replace(/[%_]/g, '')}%`,
      });
    }
    const [items, total] = await query
      .orderBy('user.name', 'ASC')
      .skip((options.page - 1) * options.pageSize)
      .take(options.pageSize)
      .getManyAndCount();
    return { items, total };
  }

  async getUser(em: EntityManager, id: number): Promise<User> {
    const user = await em.getRepository(User).findOne({ where: { id }, relations: { companies: true } });
    if (!user) throw new MissingError('This user does not exist.');
    return user;
  }

  /** Creates a user; without a password an invitation to set one is mailed. */
  async createUser(
    em: EntityManager,
    input: {
      email: string;
      name: string;
      role: Role;
      lang: string | null;
      password?: string;
      companyIds: number[];
    },
    baseUrl: string,
  ): Promise<User> {
    const email = normalizeEmail(input.email);
    if (await em.getRepository(User).exists({ where: { email } }))
      throw new ValidationError('A user with this e-mail address already exists.', {
        email: 'A user with this e-mail address already exists.',
      });
    await this.requireCompanies(em, input.companyIds);
    const user = await this.insertUser(em, {
      email,
      name: input.name.trim(),
      role: input.role,
      lang: input.lang,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      companyIds: input.companyIds,
    });
    if (!input.password) {
      const link = await newPasswordLink(em, user.id, {
        validMs: INVITATION_DAYS * 24 * 3600 * 1000,
        baseUrl,
        path: '/web/reset_password',
      });
      await this.mail.queue(em, {
        to: user.email,
        subject: 'You are invited to Vitrine',
        text: `Hello ${user.name},\n\nAn account was created for you. Choose your password within ${INVITATION_DAYS} days:\n${link}\n`,
      });
    }
    return this.getUser(em, user.id);
  }

  async updateUser(
    ctx: RequestContext,
    id: number,
    input: { name: string; role: Role; active: boolean; lang: string | null; companyIds: number[] },
  ): Promise<User> {
    const user = await this.getUser(ctx.em, id);
    if (ctx.user?.id === id && (input.role !== 'admin' || !input.active))
      throw new ValidationError('You cannot remove your own administrator access.', {
        role: 'You cannot remove your own administrator access.',
      });
    const companies = await this.requireCompanies(ctx.em, input.companyIds);
    user.name = input.name.trim();
    user.role = input.role;
    user.active = input.active;
    user.lang = input.lang;
    user.companies = companies;
    if (!input.companyIds.includes(user.companyId)) user.companyId = input.companyIds[0]!;
    await ctx.em.getRepository(User).save(user);
    return this.getUser(ctx.em, id);
  }

  // ----- The signed-in user ------------------------------------------------------------

  async updateProfile(
    ctx: RequestContext,
    input: { name: string; email: string; lang: string | null },
  ): Promise<User> {
    const user = await this.getUser(ctx.em, this.userId(ctx));
    const email = normalizeEmail(input.email);
    if (email !== user.email && (await ctx.em.getRepository(User).exists({ where: { email } })))
      throw new ValidationError('Another account uses this e-mail address.', {
        email: 'Another account uses this e-mail address.',
      });
    Object.assign(user, { name: input.name.trim(), email, lang: input.lang });
    await ctx.em.getRepository(User).save(user);
    return user;
  }

  /** Changes the signed-in user's password; their other sessions end (`keepSession`: the one asking). */
  async changePassword(
    ctx: RequestContext,
    input: { currentPassword: string; newPassword: string; keepSession: string | null },
  ) {
    const user = await this.getUser(ctx.em, this.userId(ctx));
    if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw new ValidationError('The current password is wrong.', {
        currentPassword: 'The current password is wrong.',
      });
    user.passwordHash = await hashPassword(input.newPassword);
    await ctx.em.getRepository(User).save(user);
    await this.endSessions(ctx.em, user.id, input.keepSession);
  }

  /** SPEC §6–7: the company switch writes the user's own company_id, to a company they belong to. */
  async switchCompany(ctx: RequestContext, userIds: number[], companyId: number) {
    const me = this.userId(ctx);
    if (userIds.some((id) => id !== me))
      throw new AccessError('You can only change your own current company.');
    const user = await this.getUser(ctx.em, me);
    if (!(user.companies ?? []).some((company) => company.id === companyId))
      throw new AccessError('You do not belong to this company.');
    await ctx.em.getRepository(User).update({ id: me }, { companyId });
    return true;
  }

  // ----- Companies ----------------------------------------------------------------------

  async companiesOf(em: EntityManager, userId: number): Promise<Company[]> {
    const user = await this.getUser(em, userId);
    return [...(user.companies ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  }

  async getCompany(em: EntityManager, id: number): Promise<Company> {
    const company = await em.getRepository(Company).findOne({ where: { id } });
    if (!company) throw new MissingError('This company does not exist.');
    return company;
  }

  /** The main company for rendering pages: read on every page view, so kept a few seconds (site-company.ts). */
  siteCompany(em: EntityManager): Promise<Company> {
    return this.siteCompanyKept.get(em);
  }

  /** The company the public site speaks for: the first one created. */
  async mainCompany(em: EntityManager): Promise<Company> {
    const [company] = await em.getRepository(Company).find({ order: { id: 'ASC' }, take: 1 });
    if (!company) throw new MissingError('No company is set up yet.');
    return company;
  }

  /** A new company; the admin who creates it may switch to it. */
  async createCompany(ctx: RequestContext, name: string): Promise<Company> {
    const template = await this.mainCompany(ctx.em);
    const company = await ctx.em.getRepository(Company).save(
      ctx.em.getRepository(Company).create({
        name: name.trim(),
        currency: template.currency,
        defaultLang: template.defaultLang,
        languages: template.languages,
      }),
    );
    await ctx.em.createQueryBuilder().relation(User, 'companies').of(this.userId(ctx)).add(company.id);
    return company;
  }

  async updateCompany(
    em: EntityManager,
    id: number,
    input: Partial<Omit<Company, 'id' | 'created' | 'updated'>>,
  ) {
    const company = await this.getCompany(em, id);
    if (input.languages && input.defaultLang && !input.languages.includes(input.defaultLang))
      throw new ValidationError('The default language must be one of the active languages.', {
        defaultLang: 'The default language must be one of the active languages.',
      });
    Object.assign(company, input);
    this.siteCompanyKept.changed(em);
    return em.getRepository(Company).save(company);
  }

  // ----- Start-up -----------------------------------------------------------------------

  /**
   * On a database without users: the first company and its admin. Returns the generated
   * password when none was given, so the caller can print it once.
   */
  async ensureOwner(em: EntityManager, admin: { email: string | null; password: string | null }) {
    if ((await em.getRepository(User).count()) > 0) return null;
    let company = await em.getRepository(Company).findOne({ where: {}, order: { id: 'ASC' } });
    company ??= await em
      .getRepository(Company)
      .save(em.getRepository(Company).create({ name: 'My Company' }));
    const password = admin.password ?? newAccessToken(12);
    const user = await this.insertUser(em, {
      email: normalizeEmail(admin.email ?? 'admin@example.com'),
      name: 'Administrator',
      role: 'admin',
      // The owner's first hour is in their browser's language, until they choose one in Profile.
      lang: null,
      passwordHash: await hashPassword(password),
      companyIds: [company.id],
    });
    return { user, generatedPassword: admin.password ? null : password };
  }

  /** The first active admin: who the desktop app signs in as. */
  async owner(em: EntityManager): Promise<User | null> {
    return em.getRepository(User).findOne({ where: { role: 'admin', active: true }, order: { id: 'ASC' } });
  }

  async insertUser(
    em: EntityManager,
    input: {
      email: string;
      name: string;
      role: Role;
      lang: string | null;
      passwordHash: string | null;
      companyIds: number[];
    },
  ): Promise<User> {
    const companies = await this.requireCompanies(em, input.companyIds);
    const user = em.getRepository(User).create({
      email: input.email,
      name: input.name,
      role: input.role,
      lang: input.lang,
      passwordHash: input.passwordHash,
      active: true,
      companyId: input.companyIds[0]!,
      companies,
    });
    return em.getRepository(User).save(user);
  }

  canUseBackOffice = (user: Pick<User, 'role'>) => isStaff(user.role);

  private async requireCompanies(em: EntityManager, ids: number[]) {
    if (ids.length === 0)
      throw new ValidationError('Choose at least one company.', {
        companyIds: 'Choose at least one company.',
      });
    const companies = await em.getRepository(Company).findBy({ id: In(ids) });
    if (companies.length !== new Set(ids).size)
      throw new ValidationError('One of the companies does not exist.', {
        companyIds: 'One of the companies does not exist.',
      });
    return companies;
  }

  /** Ends the user's sessions but `keep`: whoever held the old password is signed out. */
  /** Ends every session of the user but `keep` (the one making the change). */
  async endSessions(em: EntityManager, userId: number, keep: string | null) {
    await em.getRepository(UserSession).delete(keep ? { userId, tokenHash: Not(keep) } : { userId });
  }

  private userId(ctx: RequestContext): number {
    if (!ctx.user) throw new AuthError('You must be signed in to do this.');
    return ctx.user.id;
  }
}
