import { IconForms } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';
import { FormBlockEditor } from './form-block.editor';

export const formsFeature: AdminFeature = {
  name: 'forms',
  screens: [
    { path: 'forms', load: () => import('./forms.page'), role: 'publisher' },
    { path: 'forms/new', load: () => import('./form-edit.page'), role: 'publisher' },
    { path: 'forms/:id', load: () => import('./form-edit.page'), role: 'publisher' },
    { path: 'forms/:id/submissions', load: () => import('./form-submissions.page'), role: 'publisher' },
  ],
  navigation: [
    {
      path: 'forms',
      label: 'admin.forms.navForms',
      group: 'website',
      icon: IconForms,
      role: 'publisher',
      order: 40,
    },
  ],
  recordScreens: { 'website.form': (id) => `/forms/${id}` },
  blockEditors: { form: FormBlockEditor },
};
