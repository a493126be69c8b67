import { IconUserSearch } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';
import { TitleBlockEditor } from '../website';
import { NewLeadWatcher } from './new-lead-watcher';

export const leadsFeature: AdminFeature = {
  name: 'leads',
  screens: [
    { path: 'leads', load: () => import('./leads.page'), role: 'sales' },
    { path: 'leads/:id', load: () => import('./lead.page'), role: 'sales' },
  ],
  navigation: [
    {
      path: 'leads',
      label: 'admin.leads.navLeads',
      group: 'sales',
      icon: IconUserSearch,
      role: 'sales',
      order: 42,
    },
  ],
  recordScreens: { 'crm.lead': (id) => `/leads/${id}` },
  watchers: [{ role: 'sales', Component: NewLeadWatcher }],
  blockEditors: {
    lead_form: TitleBlockEditor,
    demo_request: TitleBlockEditor,
    contact_form: TitleBlockEditor,
  },
};
export { leadKindName, leadStageName } from './lead-labels';
