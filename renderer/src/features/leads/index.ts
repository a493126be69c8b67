import { IconUserSearch } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';
import { MarketingBlockEditor } from './marketing-block.editor';
import { NewLeadWatcher } from './new-lead-watcher';

export const leadsFeature: AdminFeature = {
  name: 'leads',
  screens: [
    { path: 'leads', load: () => import('./leads.page'), role: 'sales' },
    { path: 'leads/:id', load: () => import('./lead.page'), role: 'sales' },
  ],
  navigation: [{ path: 'leads', label: 'Leads', icon: IconUserSearch, role: 'sales', order: 42 }],
  recordScreens: { 'crm.lead': (id) => `/leads/${id}` },
  watchers: [{ role: 'sales', Component: NewLeadWatcher }],
  blockEditors: {
    lead_form: MarketingBlockEditor,
    demo_request: MarketingBlockEditor,
    contact_form: MarketingBlockEditor,
  },
};
