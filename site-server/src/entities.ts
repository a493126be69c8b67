import { StoredFile } from './core/files/stored-file.entity';
import { OutboxMail } from './core/mail/outbox-mail.entity';
import { accountsEntities } from './features/accounts';
import { analyticsEntities } from './features/analytics';
import { blogEntities } from './features/blog';
import { cartEntities } from './features/cart';
import { catalogEntities } from './features/catalog';
import { chatterEntities } from './features/chatter';
import { formsEntities } from './features/forms';
import { linksEntities } from './features/links';
import { newsletterEntities } from './features/newsletter';
import { websiteEntities } from './features/website';

/** Every table of Vitrine: each module adds its entities here. */
export const entities = [
  ...accountsEntities,
  ...websiteEntities,
  ...catalogEntities,
  ...cartEntities,
  ...analyticsEntities,
  ...linksEntities,
  ...blogEntities,
  ...chatterEntities,
  ...newsletterEntities,
  ...formsEntities,
  OutboxMail,
  StoredFile,
];
