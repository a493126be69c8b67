import type { Router } from 'express';
import { formInputSchema, formListQuerySchema, type FormTargetRow } from '../../../../shared/forms/contract';
import type { Page } from '../../../../shared/api/admin';
import type { FormRow } from '../../../../shared/forms/contract';
import { sendCsv } from '../../core/csv';
import { MissingError } from '../../core/errors';
import { idParam } from '../../core/http/route-kit';
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

  // The page editor's form picker and the forms screen.
  kit.api(
    router,
    'get',
    '/forms',
    { access: 'publisher', query: formListQuerySchema },
    async (ctx, { query }) => {
      const page: Page<FormRow> = await forms.list(ctx.em, query);
      return page;
    },
  );

  kit.api(router, 'get', '/forms/targets', { access: 'publisher' }, async () => {
    const rows: FormTargetRow[] = platform.formTargets.list();
    return rows;
  });

  kit.api(router, 'post', '/forms', { access: 'publisher', body: formInputSchema }, async (ctx, { body }) =>
    forms.create(ctx.em, body),
  );

  kit.api(router, 'get', '/forms/:id', { access: 'publisher' }, async (ctx, { params }) =>
    forms.detail(ctx.em, idParam.parse(params.id)),
  );

  kit.api(
    router,
    'put',
    '/forms/:id',
    { access: 'publisher', body: formInputSchema },
    async (ctx, { params, body }) => forms.update(ctx.em, idParam.parse(params.id), body),
  );

  kit.api(router, 'delete', '/forms/:id', { access: 'publisher' }, async (ctx, { params }) => {
    await forms.remove(ctx.em, idParam.parse(params.id));
  });

  kit.api(
    router,
    'get',
    '/forms/:id/submissions',
    { access: 'publisher', query: formListQuerySchema },
    async (ctx, { params, query }) => {
      const { items, total } = await forms.submissions(ctx.em, idParam.parse(params.id), query.page);
      return { items, total, page: query.page, pageSize: 50 };
    },
  );

  kit.api(
    router,
    'get',
    '/forms/:id/submissions.csv',
    { access: 'publisher' },
    async (ctx, { params }, _req, res) => {
      const form = await forms.get(ctx.em, idParam.parse(params.id));
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
      sendCsv(res, `form-${form.id}-submissions.csv`, [header, ...rows]);
    },
  );

  // A file a visitor attached: always a download, never shown inline (it could be HTML).
  kit.api(
    router,
    'get',
    '/forms/submissions/:id/files/:sha256',
    { access: 'publisher' },
    async (ctx, { params }, _req, res) => {
      const submission = await forms.submission(ctx.em, idParam.parse(params.id));
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
    },
  );
}
