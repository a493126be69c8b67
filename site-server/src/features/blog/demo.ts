import type { EntityManager } from 'typeorm';
import type { Translated } from '../../core/db/columns';
import { imageTool, type FileStore } from '../../core/files';
import type { AccountService } from '../accounts';
import { Blog } from './blog.entity';
import { sanitizePostHtml } from './blog-html';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';
import { blogSlug } from './blog-urls';

const DAY = 24 * 60 * 60 * 1000;

const texts = (en: string, fr: string, es: string): Translated => ({ en_US: en, fr_FR: fr, es_ES: es });

/** A wide cover: a diagonal gradient between two colours with a few soft circles. */
async function demoCover(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="600" fill="url(#g)"/>
  <circle cx="950" cy="140" r="190" fill="white" fill-opacity="0.18"/>
  <circle cx="260" cy="470" r="120" fill="white" fill-opacity="0.12"/>
  <circle cx="640" cy="300" r="60" fill="white" fill-opacity="0.2"/></svg>`;
  const sharp = await imageTool();
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

interface DemoPost {
  blog: Blog;
  title: Translated;
  subtitle: Translated;
  /** HTML per language (sanitised when saved). */
  body: Translated;
  tags: string[];
  daysFromNow: number;
  published: boolean;
  colors: [string, string];
}

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/** Two blogs and seven posts (one scheduled a month ahead, one unpublished), with covers and tags (SEED_DEMO). */
export async function seedBlogDemo(em: EntityManager, files: FileStore, accounts: AccountService) {
  const { items } = await accounts.listUsers(em, { search: 'publisher@example.com', page: 1, pageSize: 1 });
  const author = items[0] ?? (await accounts.owner(em));

  const blogs = em.getRepository(Blog);
  const blog = (name: Translated, subtitle: Translated) =>
    blogs.save(blogs.create({ name, subtitle, slug: blogSlug(name.en_US!), published: true }));
  const news = await blog(
    texts('Our news', 'Nos actualités', 'Nuestras noticias'),
    texts('What happens in the workshop', "Ce qui se passe à l'atelier", 'Lo que pasa en el taller'),
  );
  const tips = await blog(
    texts('Design tips', 'Conseils déco', 'Consejos de diseño'),
    texts('Ideas for a better workspace', 'Des idées pour mieux travailler', 'Ideas para trabajar mejor'),
  );

  const tagRepository = em.getRepository(BlogTag);
  const tags = new Map<string, BlogTag>();
  for (const name of ['workshop', 'events', 'ergonomics', 'lighting', 'materials'])
    tags.set(name, await tagRepository.save(tagRepository.create({ name, key: name })));

  const posts: DemoPost[] = [
    {
      blog: news,
      title: texts(
        'We opened a new workshop',
        'Nous avons ouvert un nouvel atelier',
        'Abrimos un nuevo taller',
      ),
      subtitle: texts(
        'More room for our makers',
        "Plus d'espace pour nos artisans",
        'Más espacio para nuestros artesanos',
      ),
      body: texts(
        '<h2>A bigger place</h2>' +
          paragraphs(
            'After two years in a small garage, our team moved to a bright workshop with room for <strong>six benches</strong> and a finishing room.',
            'Every desk we sell is now assembled and checked under one roof, which shortens delivery times by about a week.',
          ) +
          '<ul><li>Six work benches</li><li>A dust-free finishing room</li><li>A small showroom open on Saturdays</li></ul>',
        '<h2>Un lieu plus grand</h2>' +
          paragraphs(
            'Après deux ans dans un petit garage, notre équipe s’est installée dans un atelier lumineux, avec de la place pour <strong>six établis</strong> et une salle de finition.',
            'Chaque bureau que nous vendons est désormais assemblé et contrôlé sous un même toit, ce qui raccourcit les délais de livraison d’une semaine environ.',
          ) +
          '<ul><li>Six établis</li><li>Une salle de finition sans poussière</li><li>Un petit showroom ouvert le samedi</li></ul>',
        '<h2>Un lugar más grande</h2>' +
          paragraphs(
            'Tras dos años en un pequeño garaje, nuestro equipo se ha mudado a un taller luminoso, con sitio para <strong>seis bancos de trabajo</strong> y una sala de acabado.',
            'Cada escritorio que vendemos se monta y revisa ahora bajo un mismo techo, lo que acorta los plazos de entrega en una semana aproximadamente.',
          ) +
          '<ul><li>Seis bancos de trabajo</li><li>Una sala de acabado sin polvo</li><li>Una pequeña sala de exposición abierta los sábados</li></ul>',
      ),
      tags: ['workshop'],
      daysFromNow: -420,
      published: true,
      colors: ['#1f6f8b', '#99a8b2'],
    },
    {
      blog: news,
      title: texts(
        'Meet us at the design fair',
        'Retrouvez-nous au salon du design',
        'Visítenos en la feria de diseño',
      ),
      subtitle: texts('Three days of demos', 'Trois jours de démonstrations', 'Tres días de demostraciones'),
      body: texts(
        paragraphs(
          'We will show our new standing desk and the oak chair at the design fair this spring. Come and try them: our makers will be there all three days.',
          'Visitors who bring this post get a free cable tray with any desk ordered at the fair.',
        ),
        paragraphs(
          'Nous présenterons notre nouveau bureau assis-debout et la chaise en chêne au salon du design ce printemps. Venez les essayer : nos artisans seront là les trois jours.',
          'Les visiteurs qui apportent cet article recevront un passe-câbles offert pour tout bureau commandé au salon.',
        ),
        paragraphs(
          'Presentaremos nuestro nuevo escritorio de pie y la silla de roble en la feria de diseño esta primavera. Venga a probarlos: nuestros artesanos estarán allí los tres días.',
          'Quien traiga este artículo recibirá una bandeja pasacables gratis con cualquier escritorio pedido en la feria.',
        ),
      ),
      tags: ['events'],
      daysFromNow: -60,
      published: true,
      colors: ['#e84a5f', '#ff847c'],
    },
    {
      blog: tips,
      title: texts(
        'Five habits for a healthy back',
        'Cinq habitudes pour un dos en bonne santé',
        'Cinco hábitos para una espalda sana',
      ),
      subtitle: texts(
        'Small changes, big effects',
        'De petits changements, de grands effets',
        'Pequeños cambios, grandes efectos',
      ),
      body: texts(
        paragraphs(
          'Sitting well is less about the perfect chair than about moving often. Here are five habits that help.',
        ) +
          '<ol><li>Stand up every half hour.</li><li>Keep the screen at eye level.</li><li>Rest your feet flat.</li><li>Let the chair support your lower back.</li><li>Alternate sitting and standing.</li></ol>' +
          '<blockquote>The best posture is the next one.</blockquote>',
        paragraphs(
          'Bien s’asseoir tient moins à la chaise parfaite qu’au fait de bouger souvent. Voici cinq habitudes qui aident.',
        ) +
          '<ol><li>Levez-vous toutes les demi-heures.</li><li>Gardez l’écran à hauteur des yeux.</li><li>Posez les pieds à plat.</li><li>Laissez la chaise soutenir le bas de votre dos.</li><li>Alternez position assise et debout.</li></ol>' +
          '<blockquote>La meilleure posture, c’est la suivante.</blockquote>',
        paragraphs(
          'Sentarse bien depende menos de la silla perfecta que de moverse a menudo. Estos son cinco hábitos que ayudan.',
        ) +
          '<ol><li>Levántese cada media hora.</li><li>Mantenga la pantalla a la altura de los ojos.</li><li>Apoye los pies planos.</li><li>Deje que la silla sostenga la parte baja de la espalda.</li><li>Alterne estar sentado y de pie.</li></ol>' +
          '<blockquote>La mejor postura es la siguiente.</blockquote>',
      ),
      tags: ['ergonomics'],
      daysFromNow: -45,
      published: true,
      colors: ['#2a9d8f', '#e9c46a'],
    },
    {
      blog: tips,
      title: texts('Light your desk the right way', 'Bien éclairer son bureau', 'Ilumine bien su escritorio'),
      subtitle: texts(
        'Warm, cold and everything between',
        'Chaud, froid et tout entre les deux',
        'Cálida, fría y todo lo demás',
      ),
      body: texts(
        paragraphs(
          'A desk lamp should light the paper, not the screen. Place it on the side opposite your writing hand and choose a neutral white around 4000 K for work.',
          'In the evening a warmer light helps you wind down: dimmable lamps make the switch easy.',
        ),
        paragraphs(
          'Une lampe de bureau doit éclairer le papier, pas l’écran. Placez-la du côté opposé à la main qui écrit et choisissez un blanc neutre, autour de 4000 K, pour travailler.',
          'Le soir, une lumière plus chaude aide à décompresser : les lampes à variateur rendent le passage facile.',
        ),
        paragraphs(
          'Una lámpara de escritorio debe iluminar el papel, no la pantalla. Colóquela en el lado opuesto a la mano con la que escribe y elija un blanco neutro, de unos 4000 K, para trabajar.',
          'Por la noche, una luz más cálida ayuda a desconectar: las lámparas regulables facilitan el cambio.',
        ),
      ),
      tags: ['lighting', 'ergonomics'],
      daysFromNow: -30,
      published: true,
      colors: ['#f4a261', '#264653'],
    },
    {
      blog: tips,
      title: texts('Oak, walnut or ash?', 'Chêne, noyer ou frêne ?', '¿Roble, nogal o fresno?'),
      subtitle: texts(
        'Choosing the wood of your desk',
        'Choisir le bois de son bureau',
        'Elegir la madera de su escritorio',
      ),
      body: texts(
        paragraphs(
          'Oak is hard and ages beautifully; walnut is darker and warmer; ash is light and flexible. All three come from managed forests less than 500 km from the workshop.',
        ),
        paragraphs(
          'Le chêne est dur et vieillit magnifiquement ; le noyer est plus sombre et plus chaleureux ; le frêne est clair et souple. Tous trois viennent de forêts gérées à moins de 500 km de l’atelier.',
        ),
        paragraphs(
          'El roble es duro y envejece de maravilla; el nogal es más oscuro y cálido; el fresno es claro y flexible. Los tres proceden de bosques gestionados a menos de 500 km del taller.',
        ),
      ),
      tags: ['materials'],
      daysFromNow: -10,
      published: true,
      colors: ['#8d6e63', '#d7ccc8'],
    },
    {
      blog: news,
      title: texts(
        'Our spring collection',
        'Notre collection de printemps',
        'Nuestra colección de primavera',
      ),
      subtitle: texts('Coming soon', 'Bientôt disponible', 'Muy pronto'),
      body: texts(
        paragraphs('New colours and a smaller desk for flats: the spring collection arrives next month.'),
        paragraphs(
          'De nouvelles couleurs et un bureau plus petit pour les appartements : la collection de printemps arrive le mois prochain.',
        ),
        paragraphs(
          'Nuevos colores y un escritorio más pequeño para pisos: la colección de primavera llega el mes que viene.',
        ),
      ),
      tags: ['workshop'],
      daysFromNow: 30,
      published: true,
      colors: ['#6a4c93', '#8ac926'],
    },
    {
      blog: tips,
      title: texts(
        'Cable management (draft)',
        'Gestion des câbles (brouillon)',
        'Gestión de cables (borrador)',
      ),
      subtitle: texts('Not finished yet', 'Pas encore terminé', 'Aún sin terminar'),
      body: texts(
        paragraphs('Notes for a future post about cable trays and clips.'),
        paragraphs('Notes pour un futur article sur les passe-câbles et les attaches.'),
        paragraphs('Notas para un futuro artículo sobre bandejas pasacables y sujeciones.'),
      ),
      tags: [],
      daysFromNow: -5,
      published: false,
      colors: ['#457b9d', '#a8dadc'],
    },
  ];

  const now = Date.now();
  const repository = em.getRepository(BlogPost);
  for (const post of posts) {
    const cover = await files.save(
      em,
      { buffer: await demoCover(...post.colors), originalName: 'cover.webp', mimeType: 'image/webp' },
      { kind: 'image' },
    );
    const body = Object.fromEntries(
      Object.entries(post.body).map(([lang, html]) => [lang, sanitizePostHtml(html ?? '')]),
    );
    await repository.save(
      repository.create({
        blogId: post.blog.id,
        title: post.title,
        subtitle: post.subtitle,
        slug: blogSlug(post.title.en_US!),
        body,
        metaTitle: {},
        metaDescription: {},
        coverSha: cover.sha256,
        authorId: author?.id ?? null,
        postDate: new Date(now + post.daysFromNow * DAY),
        published: post.published,
        tags: post.tags.map((name) => tags.get(name)!),
      }),
    );
  }
}
