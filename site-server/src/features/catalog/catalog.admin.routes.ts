import express, { type Request, type Router } from 'express';
import { sendCsv } from '../../core/csv';
import { z } from 'zod';
import {
  attributeInputSchema,
  attributeValueInputSchema,
  categoryInputSchema,
  imageOrderInputSchema,
  productTemplateListQuerySchema,
  variantUpdateInputSchema,
} from '../../../../shared/catalog/admin-contract';
import { ValidationError } from '../../core/errors';
import { parseUpload } from '../../core/files';
import { checkAccess, idParam, type RouteKit } from '../../core/http/route-kit';
import type { CatalogAdminService } from './catalog-admin.service';
import type { CatalogTaxonomyService } from './catalog-taxonomy.service';
import type { ProductCsvService } from './product-csv.service';

export interface CatalogAdminRoutesDeps {
  kit: RouteKit;
  admin: CatalogAdminService;
  taxonomy: CatalogTaxonomyService;
  csv: ProductCsvService;
  maxUploadBytes: number;
}

const access = 'shop_manager' as const;
const id = (value: string | undefined) => idParam.parse(value);

/** The back office's products API (shared/catalog/admin-contract.ts lists every route). */
export function catalogAdminRoutes(router: Router, deps: CatalogAdminRoutesDeps) {
  const { kit, admin, taxonomy, csv } = deps;

  // ----- Templates ---------------------------------------------------------------------------------
  kit.api(router, 'get', '/products', { access, query: productTemplateListQuerySchema }, (ctx, { query }) =>
    admin.list(ctx, query),
  );
  kit.api(
    router,
    'get',
    '/products/options',
    { access, query: z.object({ search: z.string().max(200).default('') }) },
    (ctx, { query }) => admin.productOptions(ctx, query.search),
  );
  router.get('/products/export.csv', async (req, res) => {
    req.vitrine.kind = 'api';
    checkAccess(req, access);
    sendCsv(res, 'products.csv', await kit.withManager((em) => csv.exportCsv(kit.context(req, em))));
  });
  router.post(
    '/products/import',
    express.text({ type: 'text/csv', limit: deps.maxUploadBytes }),
    async (req, res) => {
      req.vitrine.kind = 'api';
      let text: string;
      if (req.is('multipart/form-data')) {
        kit.checkAccessAndCsrf(req, access);
        text = (await parseUpload(req, { field: 'file', maxBytes: deps.maxUploadBytes })).buffer.toString(
          'utf8',
        );
      } else if (typeof req.body === 'string') {
        // A text/csv body cannot come from a cross-site form (it needs a CORS preflight), like JSON.
        checkAccess(req, access);
        text = req.body;
      } else throw new ValidationError('Send the CSV as a text/csv body or as the multipart field "file".');
      const result = await kit
        .transaction(async (em) => {
          const answer = await csv.importCsv(kit.context(req, em), text);
          // Any row in error: roll everything back (nothing half-imported).
          if (answer.errors.length) throw new ImportRefused(answer);
          return answer;
        })
        .catch((error: unknown) => {
          if (error instanceof ImportRefused) return error.result;
          throw error;
        });
      res.json(result);
    },
  );
  kit.api(router, 'post', '/products', { access, body: z.unknown() }, (ctx, { body }) =>
    admin.save(ctx, null, body),
  );
  kit.api(router, 'get', '/products/:id', { access }, (ctx, { params }) => admin.get(ctx, id(params.id)));
  kit.api(router, 'put', '/products/:id', { access, body: z.unknown() }, (ctx, { body, params }) =>
    admin.save(ctx, id(params.id), body),
  );
  kit.api(router, 'delete', '/products/:id', { access }, (ctx, { params }) =>
    admin.archive(ctx, id(params.id)),
  );
  kit.api(
    router,
    'put',
    '/products/:id/variants/:variantId',
    { access, body: variantUpdateInputSchema },
    (ctx, { body, params }) => admin.updateVariant(ctx, id(params.id), id(params.variantId), body),
  );

  // ----- Images ------------------------------------------------------------------------------------
  router.post('/products/:id/images', async (req: Request, res) => {
    req.vitrine.kind = 'api';
    kit.checkAccessAndCsrf(req, access);
    const templateId = id(req.params.id as string);
    // Read the upload before the transaction: on SQLite a slow upload would hold up every write.
    const upload = await parseUpload(req, { field: 'file', maxBytes: deps.maxUploadBytes });
    const variantId = upload.fields.variantId ? id(upload.fields.variantId) : null;
    res.json(
      await kit.transaction((em) => admin.addImage(kit.context(req, em), templateId, upload, variantId)),
    );
  });
  kit.api(
    router,
    'put',
    '/products/:id/images/order',
    { access, body: imageOrderInputSchema },
    (ctx, { body, params }) => admin.reorderImages(ctx, id(params.id), body.imageIds),
  );
  kit.api(router, 'delete', '/products/:id/images/:imageId', { access }, (ctx, { params }) =>
    admin.deleteImage(ctx, id(params.id), id(params.imageId)),
  );

  // ----- Attributes ----------------------------------------------------------------------------------
  kit.api(router, 'get', '/attributes', { access }, (ctx) => taxonomy.attributes(ctx));
  kit.api(router, 'post', '/attributes', { access, body: attributeInputSchema }, (ctx, { body }) =>
    taxonomy.saveAttribute(ctx, null, body),
  );
  kit.api(router, 'put', '/attributes/:id', { access, body: attributeInputSchema }, (ctx, { body, params }) =>
    taxonomy.saveAttribute(ctx, id(params.id), body),
  );
  kit.api(router, 'delete', '/attributes/:id', { access }, (ctx, { params }) =>
    taxonomy.deleteAttribute(ctx, id(params.id)),
  );
  kit.api(
    router,
    'post',
    '/attributes/:id/values',
    { access, body: attributeValueInputSchema },
    (ctx, { body, params }) => taxonomy.saveAttributeValue(ctx, id(params.id), null, body),
  );
  kit.api(
    router,
    'put',
    '/attributes/:id/values/:valueId',
    { access, body: attributeValueInputSchema },
    (ctx, { body, params }) => taxonomy.saveAttributeValue(ctx, id(params.id), id(params.valueId), body),
  );
  kit.api(router, 'delete', '/attributes/:id/values/:valueId', { access }, (ctx, { params }) =>
    taxonomy.deleteAttributeValue(ctx, id(params.id), id(params.valueId)),
  );

  // ----- Categories ----------------------------------------------------------------------------------
  kit.api(router, 'get', '/categories', { access }, (ctx) => taxonomy.categories(ctx));
  kit.api(router, 'post', '/categories', { access, body: categoryInputSchema }, (ctx, { body }) =>
    taxonomy.saveCategory(ctx, null, body),
  );
  kit.api(router, 'put', '/categories/:id', { access, body: categoryInputSchema }, (ctx, { body, params }) =>
    taxonomy.saveCategory(ctx, id(params.id), body),
  );
  kit.api(router, 'delete', '/categories/:id', { access }, (ctx, { params }) =>
    taxonomy.deleteCategory(ctx, id(params.id)),
  );
}

/** Carries a refused import's answer out of its transaction, which then rolls back. */
class ImportRefused extends Error {
  constructor(
    readonly result: { created: number; updated: number; errors: Array<{ row: number; message: string }> },
  ) {
    super('import refused');
  }
}
