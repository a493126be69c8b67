import { IconMail } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';
import { NewsletterBlockEditor } from './newsletter-block.editor';

/** Newsletters: mailing lists, their subscribers, sending a newsletter (publishers and admins). */
export const newsletterFeature: AdminFeature = {
  name: 'newsletter',
  screens: [
    { path: 'newsletter', load: () => import('./mailing-lists.page'), role: 'publisher' },
    { path: 'newsletter/:id', load: () => import('./mailing-list.page'), role: 'publisher' },
  ],
  navigation: [
    {
      path: 'newsletter',
      label: 'admin.newsletter.navNewsletter',
      group: 'marketing',
      icon: IconMail,
      order: 32,
      role: 'publisher',
    },
  ],
  recordScreens: { 'mailing.list': (id) => `/newsletter/${id}` },
  blockEditors: { newsletter: NewsletterBlockEditor },
};
