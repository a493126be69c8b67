import type { EntityManager } from 'typeorm';
import { isLangCode, languageByCode, t, type LangCode } from '../../../../shared/i18n';
import { normalizeEmail, type AccountService, type MailQueue } from './account.service';
import { newPasswordLink } from './password-links';
import { User } from './user.entity';

/** How long the link that finishes a sign-up works. */
export const SIGN_UP_LINK_HOURS = 24;

/** '/fr' for French; '' for the default language. */
const urlPrefixOf = (lang: LangCode) => {
  const code = languageByCode(lang).urlCode;
  return code ? `/${code}` : '';
};

/**
 * Sign-up by e-mail (issue 25, item 17). Whatever the address, the visitor is told a message was
 * sent, so the form never tells who has an account; only the address's owner learns it, by mail:
 * - a new address gets an account without a password, and a link to choose one that signs them in
 *   (the password is chosen by whoever reads the mailbox, so nobody can set up an account for an
 *   address that is not theirs and sign in to it later);
 * - an address whose sign-up was never finished gets a new link (the older one stops working);
 * - an address with an account gets a mail saying so, with the ways to sign in or reset the password;
 * - a disabled account gets nothing.
 */
export class SignUps {
  constructor(
    private readonly accounts: AccountService,
    private readonly mail: MailQueue,
  ) {}

  async request(
    em: EntityManager,
    input: { name: string; email: string },
    lang: LangCode,
    baseUrl: string,
  ): Promise<void> {
    const email = normalizeEmail(input.email);
    const company = await this.accounts.mainCompany(em);
    const existing = await em.getRepository(User).findOneBy({ email });
    if (existing && !existing.active) return;
    if (existing?.passwordHash) {
      const ownLang = existing.lang && isLangCode(existing.lang) ? existing.lang : lang;
      const site = `${baseUrl}${urlPrefixOf(ownLang)}`;
      await this.mail.queue(em, {
        to: existing.email,
        subject: t(ownLang, 'signup.mail.existsSubject', company.name),
        text: t(
          ownLang,
          'signup.mail.existsBody',
          existing.name,
          company.name,
          `${site}/web/login`,
          `${site}/web/reset_password`,
        ),
      });
      return;
    }
    const user =
      existing ??
      (await this.accounts.insertUser(em, {
        email,
        name: input.name.trim(),
        role: 'portal',
        lang,
        passwordHash: null,
        companyIds: [company.id],
      }));
    const link = await newPasswordLink(em, user.id, {
      validMs: SIGN_UP_LINK_HOURS * 3600 * 1000,
      baseUrl,
      path: `${urlPrefixOf(lang)}/web/signup`,
    });
    await this.mail.queue(em, {
      to: user.email,
      subject: t(lang, 'signup.mail.subject', company.name),
      text: t(lang, 'signup.mail.body', user.name, company.name, SIGN_UP_LINK_HOURS, link),
    });
  }
}
