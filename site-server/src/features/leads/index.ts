import { FORM_MODEL_LEAD } from '../../../../shared/leads/contract';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { Lead } from './lead.entity';
import { leadFields, LeadService } from './lead.service';
import { leadsAdminRoutes } from './leads.admin.routes';

export { Lead };

/** Leads (crm.lead): website forms that post to crm.lead create one; sales staff read them in the back office. */
function createLeadsModule(platform: Platform): FeatureModule {
  const leads = new LeadService();
  platform.formTargets.register(FORM_MODEL_LEAD, {
    label: 'Create a lead',
    knownFields: [...leadFields],
    async submit(ctx, submission) {
      return (await leads.createFromSubmission(ctx, submission)).id;
    },
  });
  return {
    name: 'leads',
    adminRoutes: (router) => leadsAdminRoutes(router, { kit: platform.kit, leads }),
  };
}

export const leadsFeature = defineFeature({ name: 'leads', entities: [Lead], create: createLeadsModule });
