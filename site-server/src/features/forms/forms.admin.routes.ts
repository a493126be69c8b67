import type { Router } from 'express';
import { formsAdminCalls } from '../../../../shared/forms/admin-calls';
import { sendCsv } from '../../core/csv';
import { MissingError } from '../../core/errors';
import type { Platform } from '../../platform';
import type { FormService } from './form.service';
import { fieldLabels } from './submission-check';

export interface FormsAdminDeps {
  platform: Platform;
  forms: FormService;
}

/** /api/admin/forms… (publishers: forms and their submissions). */
export function formsAdminRoutes(router: Router, { platform, forms }: FormsAdminDeps) {
  const { kit } = platform;
  const calls = formsAdminCalls;
  const access = 'publisher' as const;

  // The page editor's form picker and the forms screen.
  kit.api(router, calls.list, access, async (ctx, { query }) => forms.list(ctx.em, query));
  kit.api(router, calls.targets, access, async () => platform.formTargets.list());
  kit.api(router, calls.create, access, async (ctx, { body }) => forms.create(ctx.em, body));
  kit.api(router, calls.get, access, async (ctx, { params }) => forms.detail(ctx.em, params.id));
  kit.api(router, calls.update, access, async (ctx, { params, body }) =>
    forms.update(ctx.em, params.id, body),
  );
  kit.api(router, calls.remove, access, async (ctx, { params }) => {
    await forms.remove(ctx.em, params.id);
  });

  kit.api(router, calls.submissions, access, async (ctx, { params, query }) => {
    const { items, total } = await forms.submissions(ctx.em, params.id, query.page);
    return { items, total, page: query.page, pageSize: 50 };
  });

  kit.api(router, calls.submissionsCsv, access, async (ctx, { params }, _req, res) => {
    const form = await forms.get(ctx.em, params.id);
    const { items } = await forms.submissions(ctx.em, form.id, null);
    const labels = fieldLabels(form.fields, ctx.lang);
    const names = form.fields.map((field) => field.name);
    const header = ['Date', ...names.map((name) => labels[name] ?? name), 'Page', 'IP address', 'Record'];
    const rows = items.map((item) => [
      item.createdAt,
      ...names.map((name) => {
        const value = item.values[name];
        if (value !== undefined) return Array.isArray(value) ? value.join(', ') : value;
        return item.files
          .filter((file) => file.field === name)
          .map((file) => file.name)
          .join(', ');
      }),
      item.pageUrl ?? '',
      item.ipAddress ?? '',
      item.recordId === null ? '' : `${item.model},${item.recordId}`,
    ]);
    await sendCsv(res, `form-${form.id}-submissions.csv`, [header, ...rows]);
  });

  // A file a visitor attached: always a download, never shown inline (it could be HTML).
  kit.api(router, calls.submissionFile, access, async (ctx, { params }, _req, res) => {
    const submission = await forms.submission(ctx.em, params.id);
    const file = submission.files.find((candidate) => candidate.sha256 === params.sha256);
    if (!file) throw new MissingError('There is no such file.');
    const bytes = await platform.files.read(file.sha256);
    res
      .status(200)
      .type('application/octet-stream')
      .attachment(file.name)
      .set('Cache-Control', 'private, no-store')
      .set('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });
}
