import { MailingContact } from './mailing-contact.entity';
import { MailingList } from './mailing-list.entity';
import { NewsletterSending } from './newsletter-sending.entity';

export const newsletterEntities = [MailingList, MailingContact, NewsletterSending];
