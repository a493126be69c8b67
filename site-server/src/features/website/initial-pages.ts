import type { EntityManager } from 'typeorm';
import { seedTermsPage } from './terms-page';
import { WebsitePage } from './website-page.entity';

/**
 * Pages every site has from the start: /aboutus (the editor tours use it, SPEC §2), /thank-you,
 * where the lead form sends the visitor (SPEC §2, Marketing site), and /terms, the shop's terms and
 * conditions the payment page links to.
 */
export async function seedInitialPages(em: EntityManager) {
  await em.getRepository(WebsitePage).save(
    em.getRepository(WebsitePage).create({
      url: '/thank-you',
      published: true,
      // A page visitors reach after a form: kept out of search engines.
      noindex: true,
      title: { en_US: 'Thank you', fr_FR: 'Merci', es_ES: 'Gracias' },
      body: {
        en_US: 'Thank you! We received your message and will answer you shortly.',
        fr_FR: 'Merci ! Nous avons bien reçu votre message et vous répondrons rapidement.',
        es_ES: '¡Gracias! Hemos recibido su mensaje y le responderemos en breve.',
      },
    }),
  );
  await em.getRepository(WebsitePage).save(
    em.getRepository(WebsitePage).create({
      url: '/aboutus',
      published: true,
      title: { en_US: 'About us', fr_FR: 'À propos', es_ES: 'Sobre nosotros' },
      body: {
        en_US:
          'We are a small, independent business.\n\nWe make things with care and sell them here, directly to you.',
        fr_FR:
          'Nous sommes une petite entreprise indépendante.\n\nNous fabriquons avec soin et vendons ici, directement.',
        es_ES:
          'Somos una pequeña empresa independiente.\n\nHacemos las cosas con cuidado y las vendemos aquí, directamente.',
      },
    }),
  );
  await seedTermsPage(em);
}
