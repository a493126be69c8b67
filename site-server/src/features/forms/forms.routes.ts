import { safeRedirect, sameSitePath } from '../../core/site/safe-redirect';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorRequestHandler, Request, RequestHandler, Response, Router } from 'express';
import {
  FORM_HONEYPOT_FIELD,
  FORM_POSTS_PER_MINUTE,
  FORM_SENT_PARAM,
  type FormPostAnswer,
} from '../../../../shared/forms/contract';
import {
  isLangCode,
  splitLangPrefix,
  languages,
  t,
  underLangPrefix,
  type LangCode,
} from '../../../../shared/i18n';
import { AccessError, MissingError, ValidationError } from '../../core/errors';
import { megabytes } from '../../core/files/file-store';
import { isValidCsrfToken } from '../../core/http/csrf';
import { describeError } from '../../core/http/error-handler';
import { escapeHtml } from '../../core/http/html';
import { rateLimit } from '../../core/http/rate-limit';
import type { Platform } from '../../platform';
import { touchOf, utmOf } from '../links';
import type { Config } from '../../core/config';
import { FormSubmissionRecord } from './form-submission.entity';
import { firstText, readFormPost, type FormPost } from './form-post';
import type { FormService } from './form.service';
import { checkSubmission, fieldLabels } from './submission-check';
import type { WebsiteForm } from './website-form.entity';

export interface FormsRouteDeps {
  platform: Platform;
  forms: FormService;
}

/** Field errors of a post: answered as `{error_fields}` (or listed on a page without JavaScript). */
class FormFieldErrors extends ValidationError {
  constructor(
    message: string,
    fields: Record<string, string>,
    readonly labels: Record<string, string>,
    readonly lang: LangCode,
    readonly backTo: string | null,
    readonly httpStatus = 400,
  ) {
    super(message, fields);
  }
}

const hasFields = (error: ValidationError) => Object.keys(error.fields).length > 0;

/** SPEC §7: POST /website/form/{model}, under any language prefix. */
const FORM_POST_PATH = underLangPrefix('/website/form/([A-Za-z0-9_.]{1,100})');

/** The page's script asks for JSON; a plain form post (JavaScript off) asks for HTML. */
const wantsPage = (req: Request) => req.accepts(['json', 'html']) === 'html';

/** The page the form was on: the posted page_url, else the Referer, as a path of this site. */
function pageUrlOf(req: Request, post: FormPost): string | null {
  const candidates = [firstText(post, 'page_url'), req.get('referer') ?? ''];
  for (const candidate of candidates) {
    const path = candidate.startsWith('/')
      ? safeRedirect(candidate, '')
      : sameSitePath(candidate, req.get('host'));
    if (path) return path;
  }
  return null;
}

/** Where the files of form posts are streamed while a post is read. */
export const uploadsInProgress = (config: Pick<Config, 'dataDir'>) =>
  path.join(config.dataDir, 'uploads-in-progress');

const fileFieldsOf = (form: WebsiteForm): ReadonlySet<string> =>
  new Set(form.fields.filter((field) => field.type === 'file').map((field) => field.name));

/** Where a form without JavaScript goes after success. */
function successLocation(form: WebsiteForm, pageUrl: string | null): string {
  // A thank-you page set by staff may be another site's; a path of this one is still normalised.
  if (form.success.kind === 'page')
    return /^https?:\/\//i.test(form.success.url) ? form.success.url : safeRedirect(form.success.url);
  const url = new URL(pageUrl ?? '/', 'http://site.invalid');
  url.searchParams.set(FORM_SENT_PARAM, String(form.id));
  return `${url.pathname}${url.search}`;
}

function fieldErrorsPage(error: FormFieldErrors): string {
  const { lang } = error;
  const items = Object.entries(error.fields)
    .map(
      ([name, message]) =>
        `<li><strong>${escapeHtml(error.labels[name] ?? name)}</strong>: ${escapeHtml(message)}</li>`,
    )
    .join('');
  const back = error.backTo
    ? `<p><a href="${escapeHtml(error.backTo)}">${escapeHtml(t(lang, 'forms.back'))}</a></p>`
    : '';
  return `<!doctype html><html lang="${lang.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t(lang, 'forms.fixTitle'))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:10vh auto;padding:0 1rem;color:#222}a{color:#1c6dd0}</style></head>
<body><h1>${escapeHtml(t(lang, 'forms.fixTitle'))}</h1><p>${escapeHtml(t(lang, 'forms.fixIntro'))}</p><ul>${items}</ul>${back}</body></html>`;
}

/** The website form post (SPEC §7): checks, stores in one transaction, answers `{id}` or `{error_fields}`. */
export function formsRoutes(router: Router, { platform, forms }: FormsRouteDeps) {
  const { config, formTargets } = platform;
  const limiter = rateLimit(platform.transaction, {
    name: 'forms.posts',
    windowMs: 60_000,
    limit: FORM_POSTS_PER_MINUTE,
    message: t('en_US', 'forms.tooMany'),
  });

  const languageOf = async (req: Request, post: Pick<FormPost, 'texts'>): Promise<LangCode> => {
    const posted = firstText(post, 'lang');
    if (isLangCode(posted)) return posted;
    const { urlCode } = splitLangPrefix(req.path);
    const byPrefix = urlCode ? languages.find((language) => language.urlCode === urlCode)?.code : undefined;
    if (byPrefix) return byPrefix;
    const company = await platform.company.siteCompany(platform.dataSource.manager);
    return isLangCode(company.defaultLang) ? company.defaultLang : 'en_US';
  };

  const answer = (req: Request, res: Response, form: WebsiteForm, id: number, pageUrl: string | null) => {
    if (wantsPage(req)) res.redirect(303, successLocation(form, pageUrl));
    else res.status(200).json({ id } satisfies FormPostAnswer);
  };

  /** The post's language, token and form, checked from its text entries (before any file is read). */
  const checkPost = async (req: Request, model: string, post: Pick<FormPost, 'texts'>) => {
    const lang = await languageOf(req, post);
    if (!isValidCsrfToken(req, config.sessionSecret, firstText(post, 'csrf_token')))
      throw new AccessError(t(lang, 'forms.expired'));
    const target = formTargets.get(model);
    if (!target) throw new ValidationError(t(lang, 'forms.unknownModel'));
    const formId = Number(firstText(post, 'form_id'));
    const form =
      Number.isSafeInteger(formId) && formId > 0
        ? await forms.get(platform.dataSource.manager, formId).catch(() => null)
        : null;
    if (!form) throw new MissingError(t(lang, 'forms.missing'));
    if (form.model !== model) throw new ValidationError(t(lang, 'forms.unknownModel'));
    return { lang, target, form };
  };

  const submit: RequestHandler = async (req, res) => {
    const model = (FORM_POST_PATH.exec(req.path)?.[1] ?? '') as string;
    let checked: ReturnType<typeof checkPost> | null = null;
    const post = await readFormPost(req, {
      maxFileBytes: platform.files.maxUploadBytes,
      maxTextBytes: config.maxBodyBytes,
      tempDir: uploadsInProgress(config),
      // The token and the form are checked before any upload is read; only its file fields are kept.
      beforeFiles: async (texts) => fileFieldsOf((await (checked ??= checkPost(req, model, { texts }))).form),
    });
    try {
      await receive(req, res, model, post, await (checked ??= checkPost(req, model, post)));
    } finally {
      await post.discard();
    }
  };

  const receive = async (
    req: Request,
    res: Response,
    model: string,
    post: FormPost,
    { lang, target, form }: Awaited<ReturnType<typeof checkPost>>,
  ) => {
    const pageUrl = pageUrlOf(req, post);

    // A robot filled the field people never see: it is told it worked, and nothing is kept.
    if (firstText(post, FORM_HONEYPOT_FIELD).trim()) {
      await post.discard();
      return answer(req, res, form, 0, pageUrl);
    }

    const labels = fieldLabels(form.fields, lang);
    const fileFields = fileFieldsOf(form);
    if (post.tooLarge.length) {
      const message = t(lang, 'forms.fileTooLarge', megabytes(platform.files.maxUploadBytes));
      const fields = Object.fromEntries(post.tooLarge.map((field) => [field, message]));
      throw new FormFieldErrors(message, fields, labels, lang, pageUrl, 413);
    }
    const files = post.files.filter((file) => fileFields.has(file.field));
    const checked = checkSubmission(
      form.fields,
      { texts: post.texts, fileFields: new Set(files.map((file) => file.field)) },
      lang,
    );
    if (!checked.ok)
      throw new FormFieldErrors(t(lang, 'forms.status.invalid'), checked.errors, labels, lang, pageUrl);

    const id = await platform
      .transaction(async (em) => {
        const ctx = { ...platform.kit.context(req, em), lang };
        const saved = [];
        for (const file of files) {
          // One file in memory at a time, read back from where the post streamed it.
          const buffer = await readFile(file.path);
          const stored = await platform.files.save(em, { ...file, buffer }, { kind: 'any' });
          saved.push({
            field: file.field,
            sha256: stored.sha256,
            name: file.originalName,
            size: stored.size,
          });
        }
        const recordId = await target.submit(ctx, {
          formId: form.id,
          formName: form.name,
          fieldLabels: labels,
          values: checked.values,
          files: saved,
          pageUrl,
          baseUrl: platform.publicUrl(),
          utm: utmOf(req),
          touch: touchOf(req, platform.config.sessionSecret),
        });
        await em.save(
          em.create(FormSubmissionRecord, {
            formId: form.id,
            model,
            recordId,
            values: checked.values,
            files: saved,
            pageUrl,
            ipAddress: ctx.ip,
          }),
        );
        return recordId;
      })
      .catch((error: unknown) => {
        // The target's own checks (a subscriber's address…) name fields too: shown like ours.
        if (error instanceof ValidationError && !(error instanceof FormFieldErrors) && hasFields(error))
          throw new FormFieldErrors(error.message, error.fields, labels, lang, pageUrl);
        throw error;
      });
    // The temporary files go before the answer: nothing of the post outlives its request.
    await post.discard();
    answer(req, res, form, id, pageUrl);
  };

  // Failures: JSON for the page's script; a page listing the fields, or the site's error page, otherwise.
  const failure: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (wantsPage(req)) {
      if (error instanceof FormFieldErrors)
        return res.status(error.httpStatus).type('html').send(fieldErrorsPage(error));
      return next(error);
    }
    const described = describeError(error);
    if (described.status >= 500) platform.logger.error({ err: error }, 'website form post failed');
    if (error instanceof FormFieldErrors)
      return res
        .status(error.httpStatus)
        .json({ error_fields: error.fields, error: error.message } satisfies FormPostAnswer);
    res.status(described.status).json({ error: described.message } satisfies FormPostAnswer);
  };

  router.post(FORM_POST_PATH, limiter, submit, failure);
}
