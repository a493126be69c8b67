import type { EntityManager } from 'typeorm';
import { newAccessToken } from '../../core/security/access-token';
import { MailingContact } from './mailing-contact.entity';
import { MailingList } from './mailing-list.entity';

const DAY_MS = 86_400_000;

/** Demo data: the 'Newsletter' list with its popup texts and a few subscribers (one opted out). */
export async function seedNewsletterDemo(em: EntityManager) {
  const list = await em.getRepository(MailingList).save({
    name: 'Newsletter',
    isPublic: true,
    popupTitle: { en_US: 'Stay in touch', fr_FR: 'Restons en contact', es_ES: 'Sigamos en contacto' },
    popupText: {
      en_US: 'Our news, new products and offers, once a month in your inbox.',
      fr_FR: 'Nos nouvelles, nos nouveaux produits et nos offres, une fois par mois dans votre boîte mail.',
      es_ES: 'Nuestras novedades, nuevos productos y ofertas, una vez al mes en su bandeja de entrada.',
    },
    redirectUrl: null,
  });
  const now = Date.now();
  const people = [
    { email: 'marie.dupont@example.com', name: 'Marie Dupont', lang: 'fr_FR', days: 40, out: false },
    { email: 'john.smith@example.com', name: 'John Smith', lang: 'en_US', days: 21, out: false },
    { email: 'lucia.garcia@example.com', name: 'Lucía García', lang: 'es_ES', days: 9, out: true },
  ];
  await em.getRepository(MailingContact).save(
    people.map((person) => ({
      listId: list.id,
      email: person.email,
      name: person.name,
      lang: person.lang,
      isSubscriber: !person.out,
      subscribedAt: new Date(now - person.days * DAY_MS),
      unsubscribedAt: person.out ? new Date(now - DAY_MS) : null,
      unsubscribeToken: newAccessToken(24),
    })),
  );
}
