import type { EntityManager } from 'typeorm';
import type { Block, PageBlocks } from '../../../../shared/website/contract';
import { imageUrl, type FileStore } from '../../core/files';
import { seedMarketingPages } from './marketing-demo';
import type { MenuService } from './menu.service';
import { WebsiteImage } from './website-image.entity';
import { WebsitePage } from './website-page.entity';

/** A plain picture for the demo: a coloured gradient with a word on it. */
function demoSvg(word: string, from: string, to: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700" viewBox="0 0 1200 700">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="700" fill="url(#g)"/>
<text x="600" y="380" font-family="sans-serif" font-size="96" fill="#ffffff" text-anchor="middle">${word}</text>
</svg>`);
}

const pictures = [
  ['Workshop', '#37474f', '#78909c'],
  ['Wood', '#6d4c41', '#d7a86e'],
  ['Linen', '#8d6e63', '#efebe9'],
  ['Clay', '#bf360c', '#ffab91'],
  ['Forest', '#1b5e20', '#81c784'],
  ['Sea', '#01579b', '#81d4fa'],
] as const;

async function saveDemoImages(em: EntityManager, files: FileStore): Promise<string[]> {
  const urls: string[] = [];
  for (const [word, from, to] of pictures) {
    const stored = await files.save(
      em,
      {
        buffer: demoSvg(word, from, to),
        originalName: `${word.toLowerCase()}.svg`,
        mimeType: 'image/svg+xml',
      },
      { kind: 'image' },
    );
    const image = await em
      .getRepository(WebsiteImage)
      .save(em.getRepository(WebsiteImage).create({ sha256: stored.sha256, name: `${word}.svg` }));
    urls.push(imageUrl('website.image', image.id, 'datas', stored.sha256));
  }
  return urls;
}

function homeBlocks(images: string[]): PageBlocks {
  const english: Block[] = [
    {
      id: 'welcome',
      type: 'banner',
      title: 'Made with care, sold directly',
      subtitle: 'Furniture and small things for the home, from our workshop to your door.',
      image: images[0]!,
      button: { label: 'Visit the shop', url: '/shop' },
    },
    {
      id: 'highlights',
      type: 'cards',
      title: 'Why people come back',
      cards: [
        {
          title: 'Solid materials',
          text: 'Oak, linen and clay, chosen one by one.',
          image: images[1]!,
          url: '/aboutus',
        },
        {
          title: 'Small series',
          text: 'Each piece is made in the workshop, in small numbers.',
          image: images[2]!,
          url: null,
        },
        {
          title: 'Our services',
          text: 'Delivery, assembly and repairs.',
          image: images[3]!,
          url: '/services',
        },
      ],
    },
    {
      id: 'contact',
      type: 'call_to_action',
      title: 'A project in mind?',
      text: 'Tell us about it: we answer within two days.',
      button: { label: 'About us', url: '/aboutus' },
    },
  ];
  return { en_US: english };
}

function aboutBlocks(images: string[]): PageBlocks {
  const text = (id: string, body: string): Block => ({ id, type: 'text', text: body });
  return {
    en_US: [
      text(
        'intro',
        '## About us\n\nWe are a small, independent business.\n\nWe make things with care and sell them here, directly to you.',
      ),
      {
        id: 'workshop',
        type: 'image_text',
        title: 'The workshop',
        text: 'Everything starts at the bench: **drawings**, *samples*, and many cups of tea. See [our services](/services).',
        image: { src: images[0]!, alt: 'The workshop' },
        imageSide: 'right',
        zoom: true,
      },
    ],
    fr_FR: [
      text(
        'intro',
        '## À propos\n\nNous sommes une petite entreprise indépendante.\n\nNous fabriquons avec soin et vendons ici, directement.',
      ),
    ],
    es_ES: [
      text(
        'intro',
        '## Sobre nosotros\n\nSomos una pequeña empresa independiente.\n\nHacemos las cosas con cuidado y las vendemos aquí, directamente.',
      ),
    ],
  };
}

function servicesBlocks(images: string[]): PageBlocks {
  return {
    en_US: [
      {
        id: 'slides',
        type: 'carousel',
        intervalMs: 6000,
        slides: [
          { image: images[4]!, title: 'Delivery', text: 'We bring it to your door.', button: null },
          {
            image: images[5]!,
            title: 'Assembly',
            text: 'And we set it up.',
            button: { label: 'Shop', url: '/shop' },
          },
        ],
      },
      {
        id: 'what-we-do',
        type: 'text',
        text: '## What we do\n\n- Delivery within 50 km\n- Assembly at home\n- Repairs of anything we made\n\nWrite to [hello@example.com](mailto:hello@example.com).',
      },
      {
        id: 'pictures',
        type: 'gallery',
        title: 'From the workshop',
        mode: 'grid',
        images: images.slice(0, 4).map((src, index) => ({ src, alt: `Picture ${index + 1}`, caption: '' })),
      },
      {
        id: 'slideshow',
        type: 'gallery',
        title: 'Materials',
        mode: 'slideshow',
        images: images.slice(1, 4).map((src, index) => ({ src, alt: `Material ${index + 1}`, caption: '' })),
      },
      {
        id: 'forest',
        type: 'parallax',
        image: images[4]!,
        title: 'Wood from managed forests',
        text: '',
        speed: 0.4,
      },
      {
        id: 'film',
        type: 'video',
        provider: 'youtube',
        videoId: 'aqz-KE-bpKQ',
        title: 'A day at the workshop',
      },
      {
        id: 'social',
        type: 'social_embed',
        network: 'facebook',
        pageUrl: 'https://www.facebook.com/facebook',
        title: 'Follow us',
      },
      {
        id: 'quote',
        type: 'call_to_action',
        title: 'Need something made to measure?',
        text: 'Ask for a quote.',
        button: { label: 'Contact us', url: 'mailto:hello@example.com' },
      },
    ],
  };
}

/** Demo pages made of blocks (home, /aboutus, /services) and a menu with a sub-menu. */
export async function seedWebsiteDemo(em: EntityManager, deps: { files: FileStore; menu: MenuService }) {
  const images = await saveDemoImages(em, deps.files);
  const repository = em.getRepository(WebsitePage);
  const save = async (url: string, title: WebsitePage['title'], blocks: PageBlocks, metaDescription = {}) => {
    const page = (await repository.findOneBy({ url })) ?? repository.create({ url, body: {} });
    Object.assign(page, { title, blocks, body: {}, metaTitle: {}, metaDescription, published: true });
    await repository.save(page);
  };
  await save('/', { en_US: 'Home', fr_FR: 'Accueil', es_ES: 'Inicio' }, homeBlocks(images), {
    en_US: 'Furniture and small things for the home, made with care and sold directly.',
  });
  await save(
    '/aboutus',
    { en_US: 'About us', fr_FR: 'À propos', es_ES: 'Sobre nosotros' },
    aboutBlocks(images),
    {
      en_US: 'Who we are: a small, independent business.',
    },
  );
  await save(
    '/services',
    { en_US: 'Services', fr_FR: 'Services', es_ES: 'Servicios' },
    servicesBlocks(images),
    {
      en_US: 'Delivery, assembly and repairs.',
    },
  );
  await seedMarketingPages(save);
  await deps.menu.seed(em, [
    { label: { en_US: 'Home', fr_FR: 'Accueil', es_ES: 'Inicio' }, pageUrl: '/' },
    {
      label: { en_US: 'About us', fr_FR: 'À propos', es_ES: 'Sobre nosotros' },
      pageUrl: '/aboutus',
      children: [
        { label: { en_US: 'Services', fr_FR: 'Services', es_ES: 'Servicios' }, pageUrl: '/services' },
      ],
    },
    { label: { en_US: 'Shop', fr_FR: 'Boutique', es_ES: 'Tienda' }, url: '/shop' },
    { label: { en_US: 'Contact us', fr_FR: 'Contact', es_ES: 'Contacto' }, pageUrl: '/contactus' },
  ]);
}
