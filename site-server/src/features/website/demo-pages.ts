import type { PageBlocks } from '../../../../shared/website/contract';
import { blocksInEveryLanguage, type InEveryLanguage } from './demo-languages';

/** The demo's pictures, in the order demo.ts saves them. */
export type DemoImages = readonly string[];

const homeTexts: InEveryLanguage<{
  hero: [title: string, subtitle: string, button: string];
  highlights: string;
  cards: Array<[title: string, text: string]>;
  contact: [title: string, text: string, button: string];
}> = {
  en_US: {
    hero: [
      'Made with care, sold directly',
      'Furniture and small things for the home, from our workshop to your door.',
      'Visit the shop',
    ],
    highlights: 'Why people come back',
    cards: [
      ['Solid materials', 'Oak, linen and clay, chosen one by one.'],
      ['Small series', 'Each piece is made in the workshop, in small numbers.'],
      ['Our services', 'Delivery, assembly and repairs.'],
    ],
    contact: ['A project in mind?', 'Tell us about it: we answer within two days.', 'Contact us'],
  },
  fr_FR: {
    hero: [
      'Fait avec soin, vendu en direct',
      'Des meubles et des petits objets pour la maison, de notre atelier à votre porte.',
      'Voir la boutique',
    ],
    highlights: 'Pourquoi nos clients reviennent',
    cards: [
      ['Des matériaux solides', 'Du chêne, du lin et de l’argile, choisis un par un.'],
      ['Des petites séries', 'Chaque pièce est fabriquée à l’atelier, en petit nombre.'],
      ['Nos services', 'Livraison, montage et réparations.'],
    ],
    contact: ['Un projet en tête ?', 'Parlez-nous-en : nous répondons sous deux jours.', 'Nous écrire'],
  },
  es_ES: {
    hero: [
      'Hecho con cuidado, vendido directamente',
      'Muebles y pequeños objetos para el hogar, de nuestro taller a su puerta.',
      'Visitar la tienda',
    ],
    highlights: 'Por qué vuelven nuestros clientes',
    cards: [
      ['Materiales sólidos', 'Roble, lino y arcilla, elegidos uno a uno.'],
      ['Series pequeñas', 'Cada pieza se hace en el taller, en pequeñas cantidades.'],
      ['Nuestros servicios', 'Entrega, montaje y reparaciones.'],
    ],
    contact: ['¿Tiene un proyecto en mente?', 'Cuéntenoslo: respondemos en dos días.', 'Escríbanos'],
  },
};

/** The home page: the hero, three reasons, and the way to the contact page. */
export function homeBlocks(images: DemoImages): PageBlocks {
  return blocksInEveryLanguage(homeTexts, (text, local) => {
    const cardLinks = [local('/aboutus'), null, local('/services')];
    return [
      {
        id: 'welcome',
        type: 'banner',
        title: text.hero[0],
        subtitle: text.hero[1],
        // A picture without words of its own: the headline is the only text over it.
        image: images[0]!,
        button: { label: text.hero[2], url: local('/shop') },
      },
      {
        id: 'highlights',
        type: 'cards',
        title: text.highlights,
        cards: text.cards.map(([title, body], index) => ({
          title,
          text: body,
          image: images[index + 1]!,
          url: cardLinks[index] ?? null,
        })),
      },
      {
        id: 'contact',
        type: 'call_to_action',
        title: text.contact[0],
        text: text.contact[1],
        button: { label: text.contact[2], url: local('/contactus') },
      },
    ];
  });
}

const aboutTexts: InEveryLanguage<{ intro: string; workshop: [title: string, text: string, alt: string] }> = {
  en_US: {
    intro:
      '## About us\n\nWe are a small, independent business.\n\nWe make things with care and sell them here, directly to you.',
    workshop: [
      'The workshop',
      'Everything starts at the bench: **drawings**, *samples*, and many cups of tea. See [our services]({services}).',
      'The workshop',
    ],
  },
  fr_FR: {
    intro:
      '## À propos\n\nNous sommes une petite entreprise indépendante.\n\nNous fabriquons avec soin et vendons ici, directement.',
    workshop: [
      'L’atelier',
      'Tout commence à l’établi : des **dessins**, des *échantillons* et beaucoup de tasses de thé. Découvrez [nos services]({services}).',
      'L’atelier',
    ],
  },
  es_ES: {
    intro:
      '## Sobre nosotros\n\nSomos una pequeña empresa independiente.\n\nHacemos las cosas con cuidado y las vendemos aquí, directamente.',
    workshop: [
      'El taller',
      'Todo empieza en el banco de trabajo: **dibujos**, *muestras* y muchas tazas de té. Vea [nuestros servicios]({services}).',
      'El taller',
    ],
  },
};

/** /aboutus: who we are, and the workshop. */
export function aboutBlocks(images: DemoImages): PageBlocks {
  return blocksInEveryLanguage(aboutTexts, (text, local) => [
    { id: 'intro', type: 'text', text: text.intro },
    {
      id: 'workshop',
      type: 'image_text',
      title: text.workshop[0],
      text: text.workshop[1].replace('{services}', local('/services')),
      image: { src: images[0]!, alt: text.workshop[2] },
      imageSide: 'right',
      zoom: true,
    },
  ]);
}

const servicesTexts: InEveryLanguage<{
  slides: [delivery: string, deliveryText: string, assembly: string, assemblyText: string, shop: string];
  whatWeDo: string;
  pictures: [title: string, alt: string];
  materials: [title: string, alt: string];
  forest: string;
  film: string;
  social: string;
  quote: [title: string, text: string, button: string];
}> = {
  en_US: {
    slides: ['Delivery', 'We bring it to your door.', 'Assembly', 'And we set it up.', 'Shop'],
    whatWeDo:
      '## What we do\n\n- Delivery within 50 km\n- Assembly at home\n- Repairs of anything we made\n\nWrite to [hello@example.com](mailto:hello@example.com).',
    pictures: ['From the workshop', 'Picture'],
    materials: ['Materials', 'Material'],
    forest: 'Wood from managed forests',
    film: 'A day at the workshop',
    social: 'Follow us',
    quote: ['Need something made to measure?', 'Ask for a quote.', 'Contact us'],
  },
  fr_FR: {
    slides: ['Livraison', 'Nous l’apportons chez vous.', 'Montage', 'Et nous l’installons.', 'Boutique'],
    whatWeDo:
      '## Ce que nous faisons\n\n- Livraison dans un rayon de 50 km\n- Montage à domicile\n- Réparation de tout ce que nous avons fabriqué\n\nÉcrivez à [hello@example.com](mailto:hello@example.com).',
    pictures: ['Vu de l’atelier', 'Photo'],
    materials: ['Les matériaux', 'Matériau'],
    forest: 'Du bois de forêts gérées durablement',
    film: 'Une journée à l’atelier',
    social: 'Suivez-nous',
    quote: ['Besoin d’un meuble sur mesure ?', 'Demandez un devis.', 'Nous écrire'],
  },
  es_ES: {
    slides: ['Entrega', 'Lo llevamos a su puerta.', 'Montaje', 'Y lo montamos.', 'Tienda'],
    whatWeDo:
      '## Lo que hacemos\n\n- Entrega en un radio de 50 km\n- Montaje a domicilio\n- Reparación de todo lo que fabricamos\n\nEscriba a [hello@example.com](mailto:hello@example.com).',
    pictures: ['Desde el taller', 'Foto'],
    materials: ['Materiales', 'Muestra'],
    forest: 'Madera de bosques gestionados',
    film: 'Un día en el taller',
    social: 'Síganos',
    quote: ['¿Necesita algo a medida?', 'Pida un presupuesto.', 'Escríbanos'],
  },
};

/** /services: every visual block of the website, so the demo shows them all. */
export function servicesBlocks(images: DemoImages): PageBlocks {
  return blocksInEveryLanguage(servicesTexts, (text, local) => [
    {
      id: 'slides',
      type: 'carousel',
      intervalMs: 6000,
      slides: [
        { image: images[4]!, title: text.slides[0], text: text.slides[1], button: null },
        {
          image: images[5]!,
          title: text.slides[2],
          text: text.slides[3],
          button: { label: text.slides[4], url: local('/shop') },
        },
      ],
    },
    { id: 'what-we-do', type: 'text', text: text.whatWeDo },
    {
      id: 'pictures',
      type: 'gallery',
      title: text.pictures[0],
      mode: 'grid',
      images: images
        .slice(0, 4)
        .map((src, index) => ({ src, alt: `${text.pictures[1]} ${index + 1}`, caption: '' })),
    },
    {
      id: 'slideshow',
      type: 'gallery',
      title: text.materials[0],
      mode: 'slideshow',
      images: images
        .slice(1, 4)
        .map((src, index) => ({ src, alt: `${text.materials[1]} ${index + 1}`, caption: '' })),
    },
    { id: 'forest', type: 'parallax', image: images[4]!, title: text.forest, text: '', speed: 0.4 },
    { id: 'film', type: 'video', provider: 'youtube', videoId: 'aqz-KE-bpKQ', title: text.film },
    {
      id: 'social',
      type: 'social_embed',
      network: 'facebook',
      pageUrl: 'https://www.facebook.com/facebook',
      title: text.social,
    },
    {
      id: 'quote',
      type: 'call_to_action',
      title: text.quote[0],
      text: text.quote[1],
      button: { label: text.quote[2], url: 'mailto:hello@example.com' },
    },
  ]);
}
