import express, { type Request, type Router } from 'express';
import { idParam } from '../../../../shared/api/admin-call';
import { catalogAdminCalls } from '../../../../shared/catalog/admin-calls';
import { sendCsv } from '../../core/csv';
import { ValidationError } from '../../core/errors';
import { parseUpload } from '../../core/files';
import { checkAccess, type RouteKit } from '../../core/http/route-kit';
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

/** The back office's products API (shared/catalog/admin-calls.ts lists every call). */
export function catalogAdminRoutes(router: Router, deps: CatalogAdminRoutesDeps) {
  const { kit, admin, taxonomy, csv } = deps;
  const calls = catalogAdminCalls;

  // ----- Templates ---------------------------------------------------------------------------------
  kit.api(router, calls.products, access, (ctx, { query }) => admin.list(ctx, query));
  kit.api(router, calls.productOptions, access, (ctx, { query }) => admin.productOptions(ctx, query.search));
  router.get(calls.exportCsv.path, async (req, res) => {
    req.vitrine.kind = 'api';
    checkAccess(req, access);
    await sendCsv(res, 'products.csv', await kit.withManager((em) => csv.exportCsv(kit.context(req, em))));
  });
  router.post(
    calls.importCsv.path,
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
  kit.api(router, calls.createProduct, access, (ctx, { body }) => admin.save(ctx, null, body));
  kit.api(router, calls.product, access, (ctx, { params }) => admin.get(ctx, params.id));
  kit.api(router, calls.updateProduct, access, (ctx, { body, params }) => admin.save(ctx, params.id, body));
  kit.api(router, calls.archiveProduct, access, (ctx, { params }) => admin.archive(ctx, params.id));
  kit.api(router, calls.updateVariant, access, (ctx, { body, params }) =>
    admin.updateVariant(ctx, params.id, params.variantId, body),
  );

  // ----- Images ------------------------------------------------------------------------------------
  router.post(calls.addImage.path, async (req: Request, res) => {
    req.vitrine.kind = 'api';
    kit.checkAccessAndCsrf(req, access);
    const templateId = idParam.parse(req.params.id);
    // Read the upload before the transaction: on SQLite a slow upload would hold up every write.
    const upload = await parseUpload(req, { field: 'file', maxBytes: deps.maxUploadBytes });
    const variantId = upload.fields.variantId ? idParam.parse(upload.fields.variantId) : null;
    res.json(
      await kit.transaction((em) => admin.addImage(kit.context(req, em), templateId, upload, variantId)),
    );
  });
  kit.api(router, calls.reorderImages, access, (ctx, { body, params }) =>
    admin.reorderImages(ctx, params.id, body.imageIds),
  );
  kit.api(router, calls.deleteImage, access, (ctx, { params }) =>
    admin.deleteImage(ctx, params.id, params.imageId),
  );

  // ----- Attributes ----------------------------------------------------------------------------------
  kit.api(router, calls.attributes, access, (ctx) => taxonomy.attributes(ctx));
  kit.api(router, calls.createAttribute, access, (ctx, { body }) => taxonomy.saveAttribute(ctx, null, body));
  kit.api(router, calls.updateAttribute, access, (ctx, { body, params }) =>
    taxonomy.saveAttribute(ctx, params.id, body),
  );
  kit.api(router, calls.deleteAttribute, access, (ctx, { params }) =>
    taxonomy.deleteAttribute(ctx, params.id),
  );
  kit.api(router, calls.createAttributeValue, access, (ctx, { body, params }) =>
    taxonomy.saveAttributeValue(ctx, params.id, null, body),
  );
  kit.api(router, calls.updateAttributeValue, access, (ctx, { body, params }) =>
    taxonomy.saveAttributeValue(ctx, params.id, params.valueId, body),
  );
  kit.api(router, calls.deleteAttributeValue, access, (ctx, { params }) =>
    taxonomy.deleteAttributeValue(ctx, params.id, params.valueId),
  );

  // ----- Categories ----------------------------------------------------------------------------------
  kit.api(router, calls.categories, access, (ctx) => taxonomy.categories(ctx));
  kit.api(router, calls.createCategory, access, (ctx, { body }) => taxonomy.saveCategory(ctx, null, body));
  kit.api(router, calls.updateCategory, access, (ctx, { body, params }) =>
    taxonomy.saveCategory(ctx, params.id, body),
  );
  kit.api(router, calls.deleteCategory, access, (ctx, { params }) => taxonomy.deleteCategory(ctx, params.id));
}

/** Carries a refused import's answer out of its transaction, which then rolls back. */
class ImportRefused extends Error {
  constructor(
    readonly result: { created: number; updated: number; errors: Array<{ row: number; message: string }> },
  ) {
    super('import refused');
  }
}
