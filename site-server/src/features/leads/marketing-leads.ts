import { randomInt } from 'node:crypto';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { isLangCode, t } from '../../../../shared/i18n';
import { demoApplications, type LeadKind } from '../../../../shared/leads/contract';
import {
  contactProblem,
  demoProblem,
  FIELD_MAX,
  isTicked,
  leadProblem,
  marketingMessages as messages,
  MESSAGE_MAX,
  OTP_LENGTH,
  OTP_MAX_TRIES,
  OTP_TTL_MS,
} from '../../../../shared/leads/marketing';
import { ValidationError } from '../../core/errors';
import type { MailService } from '../../core/mail';
import { hmac, sameToken } from '../../core/security/access-token';
import { LeadCode } from './lead-code.entity';
import { Lead } from './lead.entity';
import { countLead } from './lead-statistics';
import type { StatsService } from '../../core/stats';
import type { Touch } from '../../../../shared/links/statistics';

/** Where a visitor came from, as the request tells it: the lead keeps it for staff. */
export interface LeadOrigin {
  ip: string | null;
  countryCode: string | null;
  utm: { campaign: string; medium: string; source: string };
  touch: Touch;
  lang: string;
}

/** Form values as posted (urlencoded, query or JSON): texts, and the JSON body's booleans. */
export type PostedValues = Record<string, unknown>;

// eslint-disable-next-line no-control-regex -- line breaks and NULs never belong in one-line fields
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex -- a message keeps its line feeds, nothing else
const CONTROLS_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** A posted field's text: trimmed, control characters (CR, LF: header injection) made spaces, capped. */
const field = (values: PostedValues, name: string, max = FIELD_MAX) => {
  const value = values[name];
  if (typeof value !== 'string') return '';
  return value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, max);
};
/** A multi-line text: line ends kept, other control characters dropped. */
const paragraph = (values: PostedValues, name: string) => {
  const value = values[name];
  if (typeof value !== 'string') return '';
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_LINE_FEED, '').trim();
};

/** The code's HMAC: bound to the address, so a code works for the e-mail it was sent to only. */
const codeHashOf = (secret: string, email: string, code: string) =>
  hmac(secret, `demo-code:${email.toLowerCase()}:${code}`);

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'tooMany';

/**
 * The marketing blocks' leads (issue 15, items 1–3): the lead form, the demo request verified by an
 * e-mailed code, and the contact message. Each lead keeps the page, the visitor's country and the
 * campaign of the tracked link that brought them.
 */
export class MarketingLeads {
  constructor(
    private readonly deps: {
      mail: MailService;
      stats: StatsService;
      secret: string;
      /** Where contact messages go (the company's address). */
      staffAddress: (em: EntityManager) => Promise<string>;
    },
  ) {}

  private async save(
    em: EntityManager,
    kind: LeadKind,
    origin: LeadOrigin,
    lead: Partial<Lead> & { name: string },
  ): Promise<Lead> {
    const saved = await em.getRepository(Lead).save(
      em.getRepository(Lead).create({
        kind,
        stage: 'new',
        description: '',
        pageUrl: null,
        phone: null,
        contactName: null,
        emailFrom: null,
        formId: null,
        ...lead,
        ipAddress: origin.ip,
        countryCode: origin.countryCode,
        utmCampaign: origin.utm.campaign,
        utmMedium: origin.utm.medium,
        utmSource: origin.utm.source,
        ...origin.touch,
      }),
    );
    await countLead(this.deps.stats, em, saved);
    return saved;
  }

  /** POST /o2b/website_lead/crm.lead: SPEC §5's checks, then the lead. */
  async lead(em: EntityManager, values: PostedValues, origin: LeadOrigin): Promise<Lead> {
    const problem = leadProblem(values);
    if (problem) throw new ValidationError(problem, { email_from: problem });
    return this.save(em, 'lead', origin, {
      name: field(values, 'name', 300),
      contactName: field(values, 'contact_name'),
      emailFrom: field(values, 'email_from', 254),
      phone: field(values, 'phone', 64) || null,
      description: paragraph(values, 'Question').slice(0, MESSAGE_MAX),
      pageUrl: field(values, 'page_url', 2048),
    });
  }

  /** GET /request/demo: checks the fields, voids older codes of the address, mails a new one. */
  async requestCode(em: EntityManager, values: PostedValues, origin: LeadOrigin): Promise<void> {
    const problem = demoProblem(values);
    if (problem) throw new ValidationError(problem, { email: problem });
    const email = field(values, 'email', 254).toLowerCase();
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const codes = em.getRepository(LeadCode);
    await codes.update({ email, usedAt: IsNull() }, { usedAt: new Date() });
    await codes.save(
      codes.create({
        email,
        codeHash: codeHashOf(this.deps.secret, email, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
        tries: 0,
        usedAt: null,
      }),
    );
    const lang = isLangCode(origin.lang) ? origin.lang : 'en_US';
    await this.deps.mail.queue(em, {
      to: email,
      subject: t(lang, 'leads.mail.codeSubject', code),
      text: t(lang, 'leads.mail.codeBody', code),
    });
  }

  /**
   * Checks the code of the address's live request; a wrong one counts a try. The code's row is locked
   * first (PostgreSQL; SQLite runs one check at a time anyway), so guesses at once, on any server, are
   * checked one after another: the try limit holds exactly. `spend`: a right code is used up (of two
   * verifications, one wins).
   */
  async checkCode(em: EntityManager, values: PostedValues, spend: boolean): Promise<CodeCheck> {
    const email = field(values, 'email', 254).toLowerCase();
    const otp = field(values, 'otp', 20);
    const codes = em.getRepository(LeadCode);
    const live = await codes.findOne({
      where: { email, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { id: 'DESC' },
      ...(em.connection.options.type === 'postgres' ? { lock: { mode: 'pessimistic_write' } } : {}),
    });
    if (!live) return 'expired';
    if (live.tries >= OTP_MAX_TRIES) return 'tooMany';
    if (!sameToken(codeHashOf(this.deps.secret, email, otp), live.codeHash)) {
      await codes
        .createQueryBuilder()
        .update()
        .set({ tries: () => '"tries" + 1' })
        .where('id = :id', { id: live.id })
        .execute();
      return 'wrong';
    }
    if (!spend) return 'ok';
    const spent = await codes
      .createQueryBuilder()
      .update()
      .set({ usedAt: new Date() })
      .where('id = :id AND "usedAt" IS NULL', { id: live.id })
      .execute();
    return spent.affected === 1 ? 'ok' : 'expired';
  }

  /** POST /otp/verify/ with the right code: the verified demo request (once per code). */
  async verifyDemo(em: EntityManager, values: PostedValues, origin: LeadOrigin): Promise<Lead | CodeCheck> {
    const problem = demoProblem(values);
    if (problem) throw new ValidationError(problem, { email: problem });
    const check = await this.checkCode(em, values, true);
    if (check !== 'ok') return check;
    const contactName = field(values, 'name');
    const company = field(values, 'company_name');
    return this.save(em, 'demo', origin, {
      name: `Demo request — ${company || contactName || field(values, 'email')}`.slice(0, 300),
      contactName: contactName || null,
      emailFrom: field(values, 'email', 254).toLowerCase(),
      companyName: company,
      companySize: field(values, 'comapny_size', 100),
      companyIndustry: field(values, 'comapny_industry', 100),
      applications: demoApplications.filter((name) => isTicked(values[name])).join(','),
      description: paragraph(values, 'remarks').slice(0, MESSAGE_MAX),
      pageUrl: field(values, 'page_url', 2048) || null,
      verified: true,
    });
  }

  /** The contact block's post: the message kept as a lead, and mailed to staff. */
  async contact(em: EntityManager, values: PostedValues, origin: LeadOrigin): Promise<Lead> {
    const problem = contactProblem(values);
    if (problem) throw new ValidationError(problem, {});
    const name = field(values, 'name');
    const email = field(values, 'email', 254);
    const phone = field(values, 'phone_number', 64);
    const message = paragraph(values, 'message');
    const lead = await this.save(em, 'contact', origin, {
      name: `Contact — ${name}`.slice(0, 300),
      contactName: name,
      emailFrom: email,
      phone: phone || null,
      description: message,
      pageUrl: field(values, 'page_url', 2048) || null,
    });
    const lang = isLangCode(origin.lang) ? origin.lang : 'en_US';
    await this.deps.mail.queue(em, {
      to: await this.deps.staffAddress(em),
      subject: t(lang, 'leads.mail.contactSubject', name),
      text: [`${name} <${email}>${phone ? `, ${phone}` : ''}`, '', message].join('\n'),
    });
    return lead;
  }
}

export { messages as marketingMessages };
