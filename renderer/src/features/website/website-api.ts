import type { Block, BlockType, PageDetail, PageInput, PageSearchHit } from '@shared/website/contract';
import { DEMO_COUNTDOWN_TARGET } from '@shared/website/interactive-blocks';
import { callKw } from '../../app/api';

export const blockLabels: Record<BlockType, string> = {
  text: 'Text',
  image_text: 'Image and text',
  banner: 'Banner',
  gallery: 'Gallery',
  carousel: 'Carousel',
  parallax: 'Parallax',
  video: 'Video',
  social_embed: 'Social page',
  cards: 'Cards',
  call_to_action: 'Call to action',
  regional: 'By region (India / elsewhere)',
  accordion: 'Accordion (questions)',
  tabs: 'Tabs',
  countdown: 'Countdown',
  testimonials: 'Testimonials',
  filter_grid: 'Filterable grid',
  go_top: 'Go-to-top button',
  video_popup: 'Video in a popup',
  case_study: 'Case study (sticky sidebar)',
  preloader: 'Preloader',
  reveal: 'Reveal the blocks below',
  newsletter: 'Newsletter',
  follow: 'Follow',
  latest_posts: 'Latest posts',
  form: 'Form',
  lead_form: 'Lead form',
  demo_request: 'Demo request',
  contact_form: 'Contact form',
  card_form: 'Card form (save a card)',
};

const placeholderImage = '/web/image/website.image/0/datas';

/** A stable id for a new block. */
export function newBlockId(): string {
  return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A new block of `type` with sensible content, ready to edit. */
export function newBlock(type: BlockType): Block {
  const id = newBlockId();
  switch (type) {
    case 'text':
      return { id, type, text: '## A title\n\nWrite your text here.' };
    case 'image_text':
      return {
        id,
        type,
        title: 'A title',
        text: 'Some text.',
        image: { src: placeholderImage, alt: '' },
        imageSide: 'left',
        zoom: false,
      };
    case 'banner':
      return { id, type, title: 'A banner', subtitle: '', image: null, button: null };
    case 'gallery':
      return { id, type, title: '', mode: 'grid', images: [{ src: placeholderImage, alt: '', caption: '' }] };
    case 'carousel':
      return {
        id,
        type,
        intervalMs: 5000,
        slides: [{ image: null, title: 'First slide', text: '', button: null }],
      };
    case 'parallax':
      return { id, type, image: placeholderImage, title: 'A title', text: '', speed: 0.5 };
    case 'video':
      return { id, type, provider: 'youtube', videoId: 'aqz-KE-bpKQ', title: '' };
    case 'social_embed':
      return { id, type, network: 'facebook', pageUrl: 'https://www.facebook.com/facebook', title: '' };
    case 'cards':
      return { id, type, title: '', cards: [{ title: 'A card', text: '', image: null, url: null }] };
    case 'call_to_action':
      return { id, type, title: 'Ready?', text: '', button: { label: 'Contact us', url: '/aboutus' } };
    case 'regional':
      return {
        id,
        type,
        kind: 'phone',
        title: 'Call us',
        india: '**+91 22 0000 0000**',
        other: '**+33 1 00 00 00 00**',
      };
    case 'accordion':
      return { id, type, title: 'Questions', items: [{ title: 'A question?', text: 'The answer.' }] };
    case 'tabs':
      return { id, type, items: [{ title: 'First tab', text: 'Its text.' }] };
    case 'countdown':
      return { id, type, title: 'The offer ends in', target: DEMO_COUNTDOWN_TARGET };
    case 'testimonials':
      return { id, type, title: 'What they say', items: [{ quote: 'Great work.', author: 'A customer' }] };
    case 'filter_grid':
      return { id, type, title: 'Our work', items: [{ title: 'A project', category: 'Web', text: '' }] };
    case 'go_top':
      return { id, type };
    case 'video_popup':
      return { id, type, title: 'Watch the video', provider: 'youtube', videoId: 'aqz-KE-bpKQ' };
    case 'case_study':
      return {
        id,
        type,
        title: 'A case study',
        story: 'The story.',
        facts: [{ label: 'Client', value: '' }],
      };
    case 'preloader':
    case 'reveal':
      return { id, type };
    case 'newsletter':
      return { id, type, listId: 1, title: '', display: 'inline' };
    case 'follow':
      return { id, type, model: 'website.page', resId: 1 };
    case 'latest_posts':
      return { id, type, blogId: null, limit: 3, template: 'list' };
    case 'form':
      return { id, type, formId: 1 };
    case 'lead_form':
      return { id, type, title: 'Tell us about your project' };
    case 'demo_request':
      return { id, type, title: 'Request a demo' };
    case 'contact_form':
      return { id, type, title: 'Contact us' };
    case 'card_form':
      return { id, type, title: 'Your card for our invoices' };
  }
}

export function emptyPage(): PageInput {
  return {
    url: '/new-page',
    title: { en_US: 'New page' },
    metaTitle: {},
    metaDescription: {},
    blocks: { en_US: [] },
    published: false,
    noindex: false,
  };
}

export const toInput = (page: PageDetail): PageInput => ({
  url: page.url,
  title: page.title,
  metaTitle: page.metaTitle,
  metaDescription: page.metaDescription,
  blocks: page.blocks,
  published: page.published,
  noindex: page.noindex,
});

/** SPEC §7 search_pages for the link picker. */
export function searchPages(needle: string): Promise<PageSearchHit[]> {
  return callKw<PageSearchHit[]>('website', 'search_pages', [], { needle });
}
