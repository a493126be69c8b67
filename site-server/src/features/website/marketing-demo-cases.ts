import type { PageBlocks } from '../../../../shared/website/contract';
import { blocksInEveryLanguage, type InEveryLanguage } from './demo-languages';

const texts: InEveryLanguage<{
  grid: string;
  /** title, category, text */
  work: Array<[string, string, string]>;
  story: (week: number) => string;
  facts: Array<[label: string, value: string]>;
  video: string;
  quotes: { title: string; items: Array<[quote: string, author: string]> };
}> = {
  en_US: {
    grid: 'Our work',
    work: [
      ['A bakery goes online', 'Shop', 'Orders by noon, bread by four.'],
      ['A studio’s new site', 'Website', 'Pages, blog and newsletter.'],
      ['A B2B price list', 'Shop', 'Prices per customer, in euros.'],
      ['Campaign tracking', 'Marketing', 'Every link, every click, every order.'],
    ],
    story: (week) => `Week ${week}: what changed for the bakery, its customers and its orders.`,
    facts: [
      ['Client', 'Anna’s bakery'],
      ['Launched', 'March'],
      ['Orders online', '× 2'],
    ],
    video: 'Watch the bakery’s story',
    quotes: {
      title: 'What they say',
      items: [
        ['We sell twice as much online.', 'Anna, baker'],
        ['Set up in an afternoon.', 'Marc, designer'],
        ['Our sales team finally sees where leads come from.', 'Priya, sales lead'],
      ],
    },
  },
  fr_FR: {
    grid: 'Nos réalisations',
    work: [
      ['Une boulangerie passe en ligne', 'Boutique', 'Commandé avant midi, le pain à seize heures.'],
      ['Le nouveau site d’un studio', 'Site web', 'Des pages, un blog et une lettre d’information.'],
      ['Une liste de prix B2B', 'Boutique', 'Des prix par client, en euros.'],
      ['Le suivi des campagnes', 'Communication', 'Chaque lien, chaque clic, chaque commande.'],
    ],
    story: (week) => `Semaine ${week} : ce qui a changé pour la boulangerie, ses clients et ses commandes.`,
    facts: [
      ['La cliente', 'La boulangerie d’Anna'],
      ['Lancement', 'Mars'],
      ['Commandes en ligne', '× 2'],
    ],
    video: 'L’histoire de la boulangerie en vidéo',
    quotes: {
      title: 'Ce qu’ils en disent',
      items: [
        ['Nous vendons deux fois plus en ligne.', 'Anna, boulangère'],
        ['Installé en un après-midi.', 'Marc, graphiste'],
        [
          'Notre équipe commerciale voit enfin d’où viennent les prospects.',
          'Priya, responsable commerciale',
        ],
      ],
    },
  },
  es_ES: {
    grid: 'Nuestro trabajo',
    work: [
      ['Una panadería se pasa a internet', 'Tienda', 'Pedidos antes del mediodía, pan a las cuatro.'],
      ['El nuevo sitio de un estudio', 'Sitio web', 'Páginas, blog y boletín.'],
      ['Una lista de precios B2B', 'Tienda', 'Precios por cliente, en euros.'],
      ['Seguimiento de campañas', 'Mercadotecnia', 'Cada enlace, cada clic, cada pedido.'],
    ],
    story: (week) => `Semana ${week}: lo que cambió para la panadería, sus clientes y sus pedidos.`,
    facts: [
      ['Cliente', 'La panadería de Anna'],
      ['Lanzamiento', 'Marzo'],
      ['Pedidos en línea', '× 2'],
    ],
    video: 'Vea la historia de la panadería',
    quotes: {
      title: 'Lo que dicen',
      items: [
        ['Vendemos el doble en línea.', 'Anna, panadera'],
        ['Listo en una tarde.', 'Marc, diseñador'],
        ['Nuestro equipo comercial por fin ve de dónde vienen los contactos.', 'Priya, jefa de ventas'],
      ],
    },
  },
};

/** /case-studies: a filterable grid, one case told at length with its facts, a video and testimonials. */
export function caseStudiesBlocks(): PageBlocks {
  return blocksInEveryLanguage(texts, (text) => [
    {
      id: 'cases-grid',
      type: 'filter_grid',
      title: text.grid,
      items: text.work.map(([title, category, body]) => ({ title, category, text: body })),
    },
    { id: 'cases-loading', type: 'preloader' },
    {
      id: 'cases-bakery',
      type: 'case_study',
      title: text.work[0]![0],
      story: Array.from({ length: 8 }, (_, n) => text.story(n + 1)).join('\n\n'),
      facts: text.facts.map(([label, value]) => ({ label, value })),
    },
    {
      id: 'cases-video',
      type: 'video_popup',
      title: text.video,
      provider: 'youtube',
      videoId: 'aqz-KE-bpKQ',
    },
    {
      id: 'cases-quotes',
      type: 'testimonials',
      title: text.quotes.title,
      items: text.quotes.items.map(([quote, author]) => ({ quote, author })),
    },
  ]);
}
