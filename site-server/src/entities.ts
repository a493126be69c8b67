import { StoredFile } from './core/files/stored-file.entity';
import { OutboxMail } from './core/mail/outbox-mail.entity';
import { accountsEntities } from './modules/accounts';
import { analyticsEntities } from './modules/analytics';
import { blogEntities } from './modules/blog';
import { cartEntities } from './modules/cart';
import { catalogEntities } from './modules/catalog';
import { chatterEntities } from './modules/chatter';
import { formsEntities } from './modules/forms';
import { linksEntities } from './modules/links';
import { newsletterEntities } from './modules/newsletter';
import { websiteEntities } from './modules/website';

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
