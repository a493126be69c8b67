import { In, type EntityManager } from 'typeorm';
import type { FormInput } from '../../../../shared/forms/contract';
import { langCodes } from '../../../../shared/i18n';
import type { DemoData } from '../../core/demo';
import { newAccessToken } from '../../core/security/access-token';
import { WebsiteForm } from '../forms';
import { WebsitePage } from '../website';
import { MailingContact } from './mailing-contact.entity';
import { MailingList } from './mailing-list.entity';

const DAY_MS = 86_400_000;
export const DEMO_CONTACT = 'mailing.contact';

/** A website form subscribing to `listId`: the list is fixed by a hidden field, not chosen. */
export const newsletterSignUpForm = (listId: number): FormInput => ({
  name: 'Newsletter sign-up',
  model: 'mailing.contact',
  fields: [
    {
      name: 'email',
      label: { en_US: 'Your e-mail', fr_FR: 'Votre e-mail', es_ES: 'Su correo electrónico' },
      type: 'email',
      required: true,
    },
    {
      name: 'name',
      label: { en_US: 'Your name', fr_FR: 'Votre nom', es_ES: 'Su nombre' },
      type: 'text',
      required: false,
    },
    {
      name: 'list_id',
      label: { en_US: 'Mailing list', fr_FR: 'Liste de diffusion', es_ES: 'Lista de correo' },
      type: 'hidden',
      required: true,
      value: String(listId),
    },
  ],
  success: {
    kind: 'message',
    message: {
      en_US: 'Thank you for subscribing! A confirmation is on its way to your inbox.',
      fr_FR: 'Merci pour votre inscription ! Une confirmation arrive dans votre boîte mail.',
      es_ES: '¡Gracias por suscribirse! Le hemos enviado una confirmación.',
    },
  },
});

/**
 * Demo data: the 'Newsletter' list with its popup texts, a few subscribers (one opted out; marked as
 * demo data: a shop's first newsletter never goes to them) and the 'Newsletter sign-up' website form.
 */
export async function seedNewsletterDemo(em: EntityManager, demo: DemoData) {
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
  const contacts = await em.getRepository(MailingContact).save(
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
  await demo.mark(
    em,
    DEMO_CONTACT,
    contacts.map((contact) => contact.id),
  );
  await em.save(em.create(WebsiteForm, newsletterSignUpForm(list.id)));
  // The marketing sign-up on the demo's contact page, in each of its languages.
  const contact = await em.getRepository(WebsitePage).findOneBy({ url: '/contactus' });
  if (contact) {
    const titles: Record<string, string> = {
      en_US: 'Our newsletter',
      fr_FR: 'Notre lettre d’information',
      es_ES: 'Nuestro boletín',
    };
    const blocks = { ...contact.blocks };
    for (const lang of langCodes) {
      const own = blocks[lang];
      if (!own) continue;
      blocks[lang] = [
        ...own,
        {
          id: 'newsletter-signup',
          type: 'newsletter',
          listId: list.id,
          display: 'signup',
          title: titles[lang] ?? titles.en_US!,
        },
      ];
    }
    contact.blocks = blocks;
    await em.getRepository(WebsitePage).save(contact);
  }
}

/** Removes the demo subscribers (the list, its texts and its form stay: the shop's own). */
export async function removeDemoContacts(em: EntityManager, ids: readonly number[]): Promise<void> {
  if (ids.length) await em.getRepository(MailingContact).delete({ id: In([...ids]) });
}
