import { FORM_MODEL_LEAD } from '../../../../shared/leads/contract';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { DEMO_LEAD, removeDemoLeads, seedLeadsDemo } from './demo';
import { LeadCode } from './lead-code.entity';
import { Lead } from './lead.entity';
import { MarketingLeads } from './marketing-leads';
import { marketingRoutes } from './marketing.routes';
import { leadFields, LeadService } from './lead.service';
import { leadsAdminRoutes } from './leads.admin.routes';

export { Lead };

/**
 * Leads (crm.lead): website forms that post to crm.lead, the marketing blocks (the lead form, demo
 * requests verified by an e-mailed code, contact messages) create them; sales staff work them in
 * the back office's pipeline.
 */
function createLeadsModule(platform: Platform): FeatureModule {
  const leads = new LeadService(platform.stats);
  platform.formTargets.register(FORM_MODEL_LEAD, {
    label: 'Create a lead',
    knownFields: [...leadFields],
    async submit(ctx, submission) {
      return (await leads.createFromSubmission(ctx, submission)).id;
    },
  });
  // Staff's notes on a lead: the chatter, for sales staff only.
  platform.records.register('crm.lead', {
    staffRole: 'sales',
    async find(em, id) {
      const lead = await em.getRepository(Lead).findOneBy({ id });
      return lead ? { id: lead.id, name: lead.name, path: null, published: false } : null;
    },
  });
  const marketing = new MarketingLeads({
    mail: platform.mail,
    stats: platform.stats,
    secret: platform.config.sessionSecret,
    staffAddress: async (em) => (await platform.company.mainCompany(em)).email || 'admin@localhost',
  });
  platform.demo.removes(DEMO_LEAD, (em, ids) => removeDemoLeads(em, ids, platform.stats));
  return {
    name: 'leads',
    seedDemo: (em) => seedLeadsDemo(em, { demo: platform.demo, stats: platform.stats }),
    adminRoutes: (router) => leadsAdminRoutes(router, { kit: platform.kit, leads }),
    siteRoutes: (router) => marketingRoutes(router, { platform, leads: marketing }),
  };
}

export const leadsFeature = defineFeature({
  name: 'leads',
  entities: [Lead, LeadCode],
  create: createLeadsModule,
});
