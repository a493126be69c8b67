/** The back office's texts of the leads feature (renderer/src/features/leads), in every language. */
const en_US = {
  'admin.leads.navLeads': 'Leads',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const leadsAdminMessages = {
  en_US,
  fr_FR: {
    'admin.leads.navLeads': 'Prospects',
  } satisfies Translation,
  es_ES: {
    'admin.leads.navLeads': 'Oportunidades',
  } satisfies Translation,
};
