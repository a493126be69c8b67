import { StoredFile } from './core/files/stored-file.entity';
import { OutboxMail } from './core/mail/outbox-mail.entity';
import { accountsEntities } from './modules/accounts';
import { catalogEntities } from './modules/catalog';
import { linksEntities } from './modules/links';
import { websiteEntities } from './modules/website';

/** Every table of Vitrine: each module adds its entities here. */
export const entities = [
  ...accountsEntities,
  ...websiteEntities,
  ...catalogEntities,
  ...linksEntities,
  OutboxMail,
  StoredFile,
];
