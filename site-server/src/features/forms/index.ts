import { FORM_SENT_PARAM, type FormsSiteContext } from '../../../../shared/forms/contract';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { seedFormsDemo } from './demo';
import { registerFormTargets } from './form-targets';
import { FormService } from './form.service';
import { formsAdminRoutes } from './forms.admin.routes';
import { rm } from 'node:fs/promises';
import { formsRoutes, uploadsInProgress } from './forms.routes';

import { formsEntities } from './entities';

export { WebsiteForm } from './website-form.entity';

/** Website forms (website.form) and their submissions; what a post creates is a form target's (core/form-targets.ts). */
function createFormsModule(platform: Platform): FeatureModule {
  const forms = new FormService(platform.formTargets);
  registerFormTargets(platform);
  const deps = { platform, forms };

  return {
    name: 'forms',
    siteRoutes: (router) => formsRoutes(router, deps),
    // Files of posts cut short by a crash: nobody will read them.
    start: () => void rm(uploadsInProgress(platform.config), { recursive: true, force: true }),
    adminRoutes: (router) => formsAdminRoutes(router, deps),
    seedDemo: (em) => seedFormsDemo(em),
    siteContext(req, site) {
      const sent = typeof req.query[FORM_SENT_PARAM] === 'string' ? Number(req.query[FORM_SENT_PARAM]) : null;
      const part: FormsSiteContext = {
        definition: (formId) => forms.publicDefinition(platform.dataSource.manager, formId, site.lang),
        wasSent: (formId) => sent === formId,
      };
      return { forms: part };
    },
  };
}

export const formsFeature = defineFeature({
  name: 'forms',
  entities: formsEntities,
  create: createFormsModule,
});
