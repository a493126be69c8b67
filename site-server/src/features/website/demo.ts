import type { EntityManager } from 'typeorm';
import type { PageBlocks } from '../../../../shared/website/contract';
import { imageUrl, type FileStore } from '../../core/files';
import { inEveryLanguage } from './demo-languages';
import { aboutBlocks, homeBlocks, servicesBlocks } from './demo-pages';
import { seedMarketingPages } from './marketing-demo';
import type { MenuService } from './menu.service';
import { WebsiteImage } from './website-image.entity';
import { WebsitePage } from './website-page.entity';

/**
 * A plain picture for the demo: a coloured gradient with a few soft circles. No words: a word drawn
 * in a picture is in one language only, and under a banner's headline it fights with the text.
 */
function demoSvg(from: string, to: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700" viewBox="0 0 1200 700">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="700" fill="url(#g)"/>
<circle cx="980" cy="150" r="220" fill="#ffffff" fill-opacity="0.14"/>
<circle cx="1080" cy="560" r="120" fill="#ffffff" fill-opacity="0.1"/>
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
        buffer: demoSvg(from, to),
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

/** Demo pages made of blocks (home, /aboutus, /services, the marketing pages) in every language, and a menu with a sub-menu. */
export async function seedWebsiteDemo(em: EntityManager, deps: { files: FileStore; menu: MenuService }) {
  const images = await saveDemoImages(em, deps.files);
  const repository = em.getRepository(WebsitePage);
  const save = async (url: string, title: WebsitePage['title'], blocks: PageBlocks, metaDescription = {}) => {
    const page = (await repository.findOneBy({ url })) ?? repository.create({ url, body: {} });
    Object.assign(page, { title, blocks, body: {}, metaTitle: {}, metaDescription, published: true });
    await repository.save(page);
  };
  await save('/', inEveryLanguage('Home', 'Accueil', 'Inicio'), homeBlocks(images), {
    ...inEveryLanguage(
      'Furniture and small things for the home, made with care and sold directly.',
      'Des meubles et des petits objets pour la maison, fabriqués avec soin et vendus en direct.',
      'Muebles y pequeños objetos para el hogar, hechos con cuidado y vendidos directamente.',
    ),
  });
  await save('/aboutus', inEveryLanguage('About us', 'À propos', 'Sobre nosotros'), aboutBlocks(images), {
    ...inEveryLanguage(
      'Who we are: a small, independent business.',
      'Qui nous sommes : une petite entreprise indépendante.',
      'Quiénes somos: una pequeña empresa independiente.',
    ),
  });
  await save('/services', inEveryLanguage('Services', 'Services', 'Servicios'), servicesBlocks(images), {
    ...inEveryLanguage(
      'Delivery, assembly and repairs.',
      'Livraison, montage et réparations.',
      'Entrega, montaje y reparaciones.',
    ),
  });
  await seedMarketingPages(save);
  await deps.menu.seed(em, [
    { label: inEveryLanguage('Home', 'Accueil', 'Inicio'), pageUrl: '/' },
    {
      label: inEveryLanguage('About us', 'À propos', 'Sobre nosotros'),
      pageUrl: '/aboutus',
      children: [{ label: inEveryLanguage('Services', 'Services', 'Servicios'), pageUrl: '/services' }],
    },
    { label: inEveryLanguage('Shop', 'Boutique', 'Tienda'), url: '/shop' },
    { label: inEveryLanguage('Contact us', 'Contact', 'Contacto'), pageUrl: '/contactus' },
  ]);
}
