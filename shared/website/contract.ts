/**
 * Website pages, their blocks and the menu: zod schemas of what the back office saves and of what the
 * site renders, shared by the server, the public site and the back office.
 *
 * A page stores its blocks per language: `{en_US: Block[], fr_FR?: Block[]}`. A language without its
 * own list shows the default language's blocks, so a page is written once and translated when wanted
 * (the editor copies the default language's blocks to start a translation). Text fields of blocks are
 * plain strings; the text block's `text` is a small structured markup (see `RichText` below), never
 * HTML: the site parses it into paragraphs, headings, lists and links and renders them escaped.
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';
import { langCodes, langCodeSchema, type LangCode } from '../api/admin';
import {
  cardFormBlockSchema,
  contactFormBlockSchema,
  demoRequestBlockSchema,
  followBlockSchema,
  formBlockSchema,
  latestPostsBlockSchema,
  leadFormBlockSchema,
  newsletterBlockSchema,
} from './blocks';
import { blockIdSchema, line } from './block-fields';
import { isSafeImage, isSafeLink, moduleBlockTypes, type ModuleBlockType } from './page-basics';
import { interactiveBlockSchemas, interactiveBlockTypes, regionalBlockSchema } from './interactive-blocks';

export { regionalKinds } from './interactive-blocks';
export {
  isModuleBlock,
  isSafeImage,
  isSafeLink,
  moduleBlockTypes,
  pageMeta,
  type ModuleBlockType,
} from './page-basics';

// ---------------------------------------------------------------------------------------------
// Safe values
// ---------------------------------------------------------------------------------------------

export const LINK_MESSAGE = 'A link starts with /, http://, https://, mailto: or tel:.';
export const IMAGE_MESSAGE = 'An image is a path on this site, such as /web/image/website.image/1/datas.';

const linkUrl = z.string().trim().min(1, 'The link is required.').max(2000).refine(isSafeLink, LINK_MESSAGE);
const imageSrc = z
  .string()
  .trim()
  .min(1, 'The image is required.')
  .max(2000)
  .refine(isSafeImage, IMAGE_MESSAGE);

export { blockIdSchema };

export const buttonSchema = z.object({ label: line(80).min(1, 'The button needs a label.'), url: linkUrl });
export const imageSchema = z.object({ src: imageSrc, alt: line(200) });

// ---------------------------------------------------------------------------------------------
// Visual blocks (rendered by the website itself)
// ---------------------------------------------------------------------------------------------

export const textBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('text'),
  /** RichText markup (see below). */
  text: z.string().max(20_000),
});

export const imageTextBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('image_text'),
  title: line(),
  text: z.string().max(20_000),
  image: imageSchema,
  imageSide: z.enum(['left', 'right']),
  /** Zoom on hover (SPEC §9: factor 1.5, none under 467 px of window width). */
  zoom: z.boolean(),
});

export const bannerBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('banner'),
  title: line(),
  subtitle: line(500),
  image: imageSrc.nullable(),
  button: buttonSchema.nullable(),
});

export const galleryBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('gallery'),
  title: line(),
  /** 'grid': thumbnails opening the lightbox; 'slideshow': one image at a time with arrows. */
  mode: z.enum(['grid', 'slideshow']),
  images: z
    .array(imageSchema.extend({ caption: line(300) }))
    .min(1, 'A gallery needs at least one image.')
    .max(50),
});

export const carouselBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('carousel'),
  slides: z
    .array(
      z.object({
        image: imageSrc.nullable(),
        title: line(),
        text: line(1000),
        button: buttonSchema.nullable(),
      }),
    )
    .min(1, 'A carousel needs at least one slide.')
    .max(12),
  /** Time between slides in milliseconds. */
  intervalMs: z.number().int().min(2000).max(30_000),
});

export const parallaxBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('parallax'),
  image: imageSrc,
  title: line(),
  text: line(1000),
  /** How much slower than the page the background scrolls (0 = fixed, 1 = with the page). */
  speed: z.number().min(0).max(1),
});

export const videoBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('video'),
  provider: z.enum(['youtube', 'vimeo']),
  videoId: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/, 'This is not a video id (the end of its address).'),
  title: line(),
});

export const socialEmbedBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('social_embed'),
  network: z.enum(['facebook', 'x', 'instagram', 'linkedin']),
  /** The page on the network (https only). */
  pageUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => /^https:\/\/[^\s"'<>]+$/.test(value), 'The page address starts with https://.'),
  title: line(),
});

export const cardsBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('cards'),
  title: line(),
  cards: z
    .array(z.object({ title: line(), text: line(1000), image: imageSrc.nullable(), url: linkUrl.nullable() }))
    .min(1, 'Add at least one card.')
    .max(12),
});

export const callToActionBlockSchema = z.object({
  id: blockIdSchema,
  type: z.literal('call_to_action'),
  title: line(),
  text: line(1000),
  button: buttonSchema,
});

export const visualBlockSchemas = [
  textBlockSchema,
  imageTextBlockSchema,
  bannerBlockSchema,
  galleryBlockSchema,
  carouselBlockSchema,
  parallaxBlockSchema,
  videoBlockSchema,
  socialEmbedBlockSchema,
  cardsBlockSchema,
  callToActionBlockSchema,
  regionalBlockSchema,
  ...interactiveBlockSchemas,
] as const;

// Blocks of other features (shared/website/blocks.ts), each with its id on the page.
export const pageNewsletterBlockSchema = newsletterBlockSchema.extend({ id: blockIdSchema });
export const pageFollowBlockSchema = followBlockSchema.extend({ id: blockIdSchema });
export const pageLatestPostsBlockSchema = latestPostsBlockSchema.extend({ id: blockIdSchema });
export const pageFormBlockSchema = formBlockSchema.extend({ id: blockIdSchema });
export const pageLeadFormBlockSchema = leadFormBlockSchema.extend({ id: blockIdSchema });
export const pageDemoRequestBlockSchema = demoRequestBlockSchema.extend({ id: blockIdSchema });
export const pageContactFormBlockSchema = contactFormBlockSchema.extend({ id: blockIdSchema });
export const pageCardFormBlockSchema = cardFormBlockSchema.extend({ id: blockIdSchema });

export const visualBlockTypes = [
  'text',
  'image_text',
  'banner',
  'gallery',
  'carousel',
  'parallax',
  'video',
  'social_embed',
  'cards',
  'call_to_action',
  'regional',
  ...interactiveBlockTypes,
] as const;
export const blockTypes = [...visualBlockTypes, ...moduleBlockTypes] as const;
export type BlockType = (typeof blockTypes)[number];

export const UNKNOWN_BLOCK_TYPE = 'Unknown block type.';

/** One block of a page; an unknown `type` is refused with UNKNOWN_BLOCK_TYPE. */
export const blockSchema = z.discriminatedUnion(
  'type',
  [
    ...visualBlockSchemas,
    pageNewsletterBlockSchema,
    pageFollowBlockSchema,
    pageLatestPostsBlockSchema,
    pageFormBlockSchema,
    pageLeadFormBlockSchema,
    pageDemoRequestBlockSchema,
    pageContactFormBlockSchema,
    pageCardFormBlockSchema,
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? UNKNOWN_BLOCK_TYPE : undefined) },
);

export type Block = z.infer<typeof blockSchema>;
export type VisualBlock = z.infer<(typeof visualBlockSchemas)[number]>;
export type ModuleBlock = Extract<Block, { type: ModuleBlockType }>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** The blocks of one language: at most 100, ids unique. */
export const blockListSchema = z
  .array(blockSchema)
  .max(100, 'A page has at most 100 blocks.')
  .superRefine((blocks, context) => {
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (seen.has(block.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Two blocks have the same id.' });
      seen.add(block.id);
    });
  });

/** A page's blocks per language; the default language's list stands in for a missing one. */
export const pageBlocksSchema = z.partialRecord(langCodeSchema, blockListSchema);
export type PageBlocks = z.infer<typeof pageBlocksSchema>;

/** The blocks shown in `lang`: its own list, else the default language's, else any. */
export function blocksIn(blocks: PageBlocks, lang: LangCode, defaultLang: LangCode): Block[] {
  return blocks[lang] ?? blocks[defaultLang] ?? langCodes.map((code) => blocks[code]).find(Boolean) ?? [];
}

// ---------------------------------------------------------------------------------------------
// RichText: the text block's markup
// ---------------------------------------------------------------------------------------------
//   ## Heading (## or ###)     - list item           blank line = new paragraph
//   **bold**  *italic*  [label](/path or https://…)   a link that is not safe stays plain text

// ---------------------------------------------------------------------------------------------
// Pages: what the site renders
// ---------------------------------------------------------------------------------------------

/** A page in one language, as the site renders it (SitePages.byUrl). */
export interface PageView {
  id: number;
  url: string;
  title: string;
  /** For search engines: the page's meta title and description (empty = the title, none). */
  metaTitle: string;
  metaDescription: string;
  blocks: Block[];
  published: boolean;
  /** Kept out of search engines (robots noindex, nofollow; out of the sitemap; listed by /o2b/index_noindex). */
  noindex: boolean;
}

// ---------------------------------------------------------------------------------------------
// Back office: pages
// ---------------------------------------------------------------------------------------------

const translatedText = (max: number) => z.partialRecord(langCodeSchema, z.string().max(max));

/** A page's address: '/', or lowercase segments of letters, digits, - and _ ('/services', '/a/b'). */
export const pageUrlSchema = z
  .string()
  .trim()
  .regex(
    /^\/(?:[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*)?$/,
    'An address starts with / and has lowercase letters, digits, - and _ (for example /services).',
  )
  .max(200);

export const pageInputSchema = z.object({
  url: pageUrlSchema,
  title: translatedText(200).refine(
    (value) => Object.values(value).some((v) => v?.trim()),
    'A page needs a title.',
  ),
  metaTitle: translatedText(200),
  metaDescription: translatedText(500),
  blocks: pageBlocksSchema,
  published: z.boolean(),
  /** Hidden from search engines: the robots meta, the sitemap, the noindex list (SPEC §7). */
  noindex: z.boolean().default(false),
});
export type PageInput = z.infer<typeof pageInputSchema>;

export interface PageRow {
  id: number;
  url: string;
  title: string;
  published: boolean;
  updated: string;
}

export type PageDetail = PageInput & { id: number; updated: string };

/** A draft shown in the live preview: POST /api/admin/website/preview → {token}, then the page with ?enable_editor=1&draft=token. */
export const pagePreviewInputSchema = pageInputSchema.extend({
  id: z.number().int().positive().max(MAX_ID).nullable(),
});
export type PagePreviewInput = z.infer<typeof pagePreviewInputSchema>;

// ---------------------------------------------------------------------------------------------
// Menu (website.menu)
// ---------------------------------------------------------------------------------------------

/** One entry of the header menu in the back office; `pageId` wins over `url`; neither = a parent that only opens. */
export const menuItemInputSchema = z.object({
  /** A key the editor gives each entry so children can name their parent before ids exist. */
  key: z.string().min(1).max(40),
  parentKey: z.string().min(1).max(40).nullable(),
  label: translatedText(100).refine(
    (value) => Object.values(value).some((v) => v?.trim()),
    'A menu entry needs a label.',
  ),
  url: linkUrl.nullable(),
  pageId: z.number().int().positive().max(MAX_ID).nullable(),
});

/** The whole menu, in display order: saved at once (PUT /api/admin/website/menu). */
export const menuInputSchema = z.object({ items: z.array(menuItemInputSchema).max(200) });
export type MenuItemInput = z.infer<typeof menuItemInputSchema>;
export type MenuInput = z.infer<typeof menuInputSchema>;

export interface MenuItemRow {
  id: number;
  parentId: number | null;
  sequence: number;
  label: Partial<Record<LangCode, string>>;
  url: string | null;
  pageId: number | null;
}

/** A menu entry as the header shows it, in the visitor's language; only entries they may open. */
export interface MenuItemView {
  id: number;
  label: string;
  /** Without language prefix ('/aboutus'), or an outside address; null for a parent that only opens. */
  url: string | null;
  children: MenuItemView[];
}

/** "Add to menu" from the page editor: a top-level entry (or under `parentId`) at the end. */
export const menuAddPageInputSchema = z.object({
  pageId: z.number().int().positive().max(MAX_ID),
  parentId: z.number().int().positive().max(MAX_ID).nullable(),
});

// ---------------------------------------------------------------------------------------------
// SPEC §7 calls
// ---------------------------------------------------------------------------------------------

/** POST /website/multi_render: page ids or xml ids ('website.footer') → rendered HTML by key. */
export const multiRenderParamsSchema = z.object({
  ids_or_xml_ids: z
    .array(z.union([z.number().int().positive().max(MAX_ID), z.string().min(1).max(100)]))
    .min(1)
    .max(50),
});

/** Model call website.search_pages: params {needle} (or args [needle]) → at most 15 [{loc, name}]. */
export const SEARCH_PAGES_LIMIT = 15;
export interface PageSearchHit {
  loc: string;
  name: string;
}
