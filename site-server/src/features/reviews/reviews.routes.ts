import type { Request, Router } from 'express';
import { languages, splitLangPrefix, t, underLangPrefix, type LangCode } from '../../../../shared/i18n';
import { parseWholeStars } from '../../../../shared/ratings/scale';
import { REVIEW_PARAMS, REVIEW_POST_PATH, type ReviewOutcome } from '../../../../shared/reviews/contract';
import { MissingError, ValidationError } from '../../core/errors';
import { formCsrfCheck, postedFields } from '../../core/http/form-csrf';
import type { RouteKit } from '../../core/http/route-kit';
import { safeRedirect, sameSitePath } from '../../core/site/safe-redirect';
import { RATE_PATH, type ReviewRequests } from './review-requests';
import type { ReviewService } from './review.service';

const outcomeStatus: Record<ReviewOutcome, number> = {
  published: 200,
  held: 200,
  updated: 200,
  bad_stars: 400,
  bad_title: 400,
  bad_body: 400,
  not_yours: 403,
  sign_in: 401,
  bad_token: 403,
  too_many: 429,
  unknown: 404,
};

/** The page's language: its path's prefix, else the referring page's. */
function langOf(req: Request): LangCode {
  const referer = sameSitePath(req.get('referer'), req.get('host'));
  for (const path of [req.path, referer?.split('?')[0] ?? '']) {
    const { urlCode } = splitLangPrefix(path);
    const language = urlCode ? languages.find((candidate) => candidate.urlCode === urlCode) : undefined;
    if (language) return language.code;
  }
  return 'en_US';
}

function formId(form: FormData, name: string, required: boolean): number | null {
  const value = form.get(name);
  if (!required && (value === null || value === '')) return null;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim()) || Number(value) < 1)
    throw new ValidationError(`${name} must be an id.`, { [name]: 'Not a number.' });
  return Number(value);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The review form's post: a plain form (303 back to the product page with the outcome), or a fetch (JSON). */
export function reviewRoutes(
  router: Router,
  deps: {
    kit: RouteKit;
    reviews: ReviewService;
    requests: ReviewRequests;
    sessionSecret: string;
    maxFormBytes: number;
  },
) {
  // The review-request mail's star links: one click records the stars and opens the form, prefilled.
  const ratePath = /\/shop\/reviews\/rate\/([A-Za-z0-9_-]{1,100})\/(\d{1,2})$/;
  router.get(
    underLangPrefix(`${RATE_PATH.replace(/\//g, '\\/')}\\/[A-Za-z0-9_-]{1,100}\\/\\d{1,2}`),
    async (req, res) => {
      const [, token = '', score = ''] = ratePath.exec(req.path) ?? [];
      const stars = parseWholeStars(score);
      const templateId = Number(req.query.product);
      const rated =
        stars === undefined || !Number.isInteger(templateId) || templateId < 1
          ? null
          : await deps.kit.transaction((em) => deps.requests.rate(em, token, stars, templateId));
      if (!rated) throw new MissingError(t(langOf(req), 'reviews.outcome.bad_token'));
      res.redirect(303, safeRedirect(rated));
    },
  );

  const csrf = formCsrfCheck({ secret: deps.sessionSecret, maxBodyBytes: deps.maxFormBytes });
  router.post(underLangPrefix(REVIEW_POST_PATH.replace(/\//g, '\\/')), csrf, async (req, res) => {
    const form = await postedFields(req);
    const templateId = formId(form, 'template_id', true)!;
    const token = text(form, REVIEW_PARAMS.token);
    const { outcome } = await deps.kit.transaction((em) =>
      deps.reviews.post(deps.kit.context(req, em), {
        templateId,
        stars: form.get('stars'),
        title: form.get('title'),
        body: form.get('body'),
        token,
        reviewId: formId(form, 'review_id', false),
      }),
    );
    const lang = langOf(req);
    if ((req.get('accept') ?? '').includes('application/json')) {
      res.status(outcomeStatus[outcome]).json({ outcome, message: t(lang, `reviews.outcome.${outcome}`) });
      return;
    }
    const fallback = `/shop/product/${templateId}`;
    const url = new URL(sameSitePath(req.get('referer'), req.get('host')) ?? fallback, 'http://site');
    url.searchParams.set(REVIEW_PARAMS.outcome, outcome);
    url.searchParams.delete(REVIEW_PARAMS.rated);
    if (token && outcome !== 'bad_token') url.searchParams.set(REVIEW_PARAMS.token, token);
    res.redirect(303, safeRedirect(`${url.pathname}${url.search}#reviews`, fallback));
  });
}
