import type { PageBlocks } from '../../../../shared/website/contract';
import { DEMO_COUNTDOWN_TARGET } from '../../../../shared/website/interactive-blocks';
import { blocksInEveryLanguage, inEveryLanguage, type InEveryLanguage } from './demo-languages';
import { caseStudiesBlocks } from './marketing-demo-cases';
import type { WebsitePage } from './website-page.entity';

type SavePage = (
  url: string,
  title: WebsitePage['title'],
  blocks: PageBlocks,
  metaDescription: WebsitePage['metaDescription'],
) => Promise<void>;

type Pair = [title: string, text: string];

const texts: InEveryLanguage<{
  demo: Pair;
  contact: { call: string; india: string; other: string; write: string; project: string };
  billing: Pair;
  plans: Pair[];
  offer: string;
  faq: { title: string; items: Pair[] };
  paragraph: (n: number) => string;
}> = {
  en_US: {
    demo: ['## See it working\n\nTell us what you need: we show you around in 30 minutes.', 'Request a demo'],
    contact: {
      call: 'Call us',
      india: 'Our Mumbai office: **+91 22 4000 1234** (Monday to Saturday, 9:30–18:30 IST).',
      other: 'Our Paris office: **+33 1 84 00 12 34** (Monday to Friday, 9:00–18:00 CET).',
      write: 'Write to us',
      project: 'Tell us about your project',
    },
    billing: [
      '## Your invoices, paid by card\n\nSave a card once: we charge it when an invoice is due.',
      'Your card for our invoices',
    ],
    plans: [
      ['Starter', '**€19 a month.** A website, a shop and the tracker.'],
      ['Business', '**€49 a month.** Everything in Starter, and the customer portal.'],
      ['Enterprise', '**On quote.** PostgreSQL, your own hosting, support.'],
    ],
    offer: 'The launch offer ended',
    faq: {
      title: 'Questions',
      items: [
        ['Can I change plans?', 'Yes, at any time; the next invoice follows.'],
        ['Where are my data?', 'On your own machine, in one file.'],
        ['Do you offer a trial?', 'Thirty days, without a card.'],
      ],
    },
    paragraph: (n) => `Paragraph ${n}: what we do, how, and for whom.`,
  },
  fr_FR: {
    demo: [
      '## Voyez-le fonctionner\n\nDites-nous ce qu’il vous faut : nous vous faisons la visite en 30 minutes.',
      'Demander une démo',
    ],
    contact: {
      call: 'Appelez-nous',
      india: 'Notre bureau de Mumbai : **+91 22 4000 1234** (du lundi au samedi, 9 h 30–18 h 30 IST).',
      other: 'Notre bureau de Paris : **+33 1 84 00 12 34** (du lundi au vendredi, 9 h–18 h CET).',
      write: 'Écrivez-nous',
      project: 'Parlez-nous de votre projet',
    },
    billing: [
      '## Vos factures, payées par carte\n\nEnregistrez une carte une fois : nous la débitons à l’échéance de chaque facture.',
      'Votre carte pour nos factures',
    ],
    plans: [
      ['Essentiel', '**19 € par mois.** Un site, une boutique et le suivi des liens.'],
      ['Pro', '**49 € par mois.** Tout l’Essentiel, et le portail client.'],
      ['Entreprise', '**Sur devis.** PostgreSQL, votre propre hébergement, l’assistance.'],
    ],
    offer: 'L’offre de lancement est terminée',
    faq: {
      title: 'Vos questions',
      items: [
        ['Puis-je changer de formule ?', 'Oui, à tout moment ; la facture suivante en tient compte.'],
        ['Où sont mes données ?', 'Sur votre propre machine, dans un seul fichier.'],
        ['Proposez-vous un essai ?', 'Trente jours, sans carte bancaire.'],
      ],
    },
    paragraph: (n) => `Paragraphe ${n} : ce que nous faisons, comment, et pour qui.`,
  },
  es_ES: {
    demo: [
      '## Véalo funcionar\n\nDíganos lo que necesita: se lo enseñamos en 30 minutos.',
      'Solicitar una demo',
    ],
    contact: {
      call: 'Llámenos',
      india: 'Nuestra oficina de Bombay: **+91 22 4000 1234** (de lunes a sábado, 9:30–18:30 IST).',
      other: 'Nuestra oficina de París: **+33 1 84 00 12 34** (de lunes a viernes, 9:00–18:00 CET).',
      write: 'Escríbanos',
      project: 'Cuéntenos su proyecto',
    },
    billing: [
      '## Sus facturas, pagadas con tarjeta\n\nGuarde una tarjeta una vez: la cargamos cuando vence cada factura.',
      'Su tarjeta para nuestras facturas',
    ],
    plans: [
      ['Básico', '**19 € al mes.** Un sitio web, una tienda y el seguimiento de enlaces.'],
      ['Negocio', '**49 € al mes.** Todo lo del Básico, y el portal de clientes.'],
      ['Empresa', '**Bajo presupuesto.** PostgreSQL, su propio alojamiento, soporte.'],
    ],
    offer: 'La oferta de lanzamiento terminó',
    faq: {
      title: 'Preguntas',
      items: [
        ['¿Puedo cambiar de plan?', 'Sí, en cualquier momento; la siguiente factura lo refleja.'],
        ['¿Dónde están mis datos?', 'En su propio equipo, en un solo archivo.'],
        ['¿Ofrecen una prueba?', 'Treinta días, sin tarjeta.'],
      ],
    },
    paragraph: (n) => `Párrafo ${n}: lo que hacemos, cómo y para quién.`,
  },
};

/**
 * The demo's marketing site (issue 15), in every language: request a demo, contact (regional phone,
 * contact and lead forms), pay by card, pricing (tabs, countdown, questions, go-to-top) and case
 * studies (filterable grid, testimonials). /thank-you is a page of every site (initial-pages.ts).
 */
export async function seedMarketingPages(save: SavePage) {
  await save(
    '/request-a-demo',
    inEveryLanguage('Request a demo', 'Demander une démo', 'Solicitar una demo'),
    blocksInEveryLanguage(texts, (text) => [
      { id: 'demo-intro', type: 'text', text: text.demo[0] },
      { id: 'demo-form', type: 'demo_request', title: text.demo[1] },
    ]),
    inEveryLanguage(
      'See the product with one of us: pick a time and we show you around.',
      'Découvrez le produit avec l’un de nous : choisissez un moment et nous vous le présentons.',
      'Conozca el producto con uno de nosotros: elija un momento y se lo mostramos.',
    ),
  );
  await save(
    '/contactus',
    inEveryLanguage('Contact us', 'Contact', 'Contacto'),
    blocksInEveryLanguage(texts, ({ contact }) => [
      {
        id: 'contact-phone',
        type: 'regional',
        kind: 'phone',
        title: contact.call,
        india: contact.india,
        other: contact.other,
      },
      { id: 'contact-form', type: 'contact_form', title: contact.write },
      { id: 'lead-form', type: 'lead_form', title: contact.project },
    ]),
    inEveryLanguage(
      'Call us, write to us or tell us about your project: we answer within a working day.',
      'Appelez-nous, écrivez-nous ou parlez-nous de votre projet : nous répondons sous un jour ouvré.',
      'Llámenos, escríbanos o cuéntenos su proyecto: respondemos en un día laborable.',
    ),
  );
  await save(
    '/billing',
    inEveryLanguage('Pay by card', 'Payer par carte', 'Pagar con tarjeta'),
    blocksInEveryLanguage(texts, (text) => [
      { id: 'billing-intro', type: 'text', text: text.billing[0] },
      { id: 'billing-card', type: 'card_form', title: text.billing[1] },
    ]),
    inEveryLanguage(
      'Pay an invoice or a deposit by card, safely.',
      'Payez une facture ou un acompte par carte, en toute sécurité.',
      'Pague una factura o un anticipo con tarjeta, de forma segura.',
    ),
  );
  await save(
    '/pricing',
    inEveryLanguage('Pricing', 'Tarifs', 'Precios'),
    blocksInEveryLanguage(texts, (text) => [
      {
        id: 'pricing-plans',
        type: 'tabs',
        items: text.plans.map(([title, body]) => ({ title, text: body })),
      },
      { id: 'pricing-offer', type: 'countdown', title: text.offer, target: DEMO_COUNTDOWN_TARGET },
      {
        id: 'pricing-faq',
        type: 'accordion',
        title: text.faq.title,
        items: text.faq.items.map(([title, body]) => ({ title, text: body })),
      },
      { id: 'pricing-reveal', type: 'reveal' },
      {
        id: 'pricing-more',
        type: 'text',
        text: Array.from({ length: 6 }, (_, n) => text.paragraph(n + 1)).join('\n\n'),
      },
      { id: 'pricing-top', type: 'go_top' },
    ]),
    inEveryLanguage(
      'Our plans and prices, and answers to the questions asked most often.',
      'Nos formules et nos tarifs, et les réponses aux questions les plus fréquentes.',
      'Nuestros planes y precios, y las respuestas a las preguntas más frecuentes.',
    ),
  );
  await save(
    '/case-studies',
    inEveryLanguage('Case studies', 'Études de cas', 'Casos de estudio'),
    caseStudiesBlocks(),
    inEveryLanguage(
      'How our customers work with us: their stories in their own words.',
      'Comment nos clients travaillent avec nous : leurs histoires, racontées par eux.',
      'Cómo trabajan nuestros clientes con nosotros: sus historias contadas por ellos.',
    ),
  );
}
