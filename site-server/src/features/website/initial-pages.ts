import type { EntityManager } from 'typeorm';
import { WebsitePage } from './website-page.entity';

/** Pages every site has from the start (the editor tours use /aboutus, SPEC §2). */
export async function seedInitialPages(em: EntityManager) {
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
}
