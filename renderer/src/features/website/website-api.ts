import type { Block, BlockType, PageDetail, PageInput, PageSearchHit } from '@shared/website/contract';
import { DEMO_COUNTDOWN_TARGET } from '@shared/website/interactive-blocks';
import { callKw } from '../../app/api';
import { t } from '../../app/i18n';

export const blockLabels = (): Record<BlockType, string> => ({
  text: t('admin.common.text'),
  image_text: t('admin.website.imageText'),
  banner: t('admin.website.banner'),
  gallery: t('admin.website.gallery'),
  carousel: t('admin.website.carousel'),
  parallax: t('admin.website.parallax'),
  video: t('admin.website.video'),
  social_embed: t('admin.website.socialPage'),
  cards: t('admin.website.cards'),
  call_to_action: t('admin.website.callAction'),
  regional: t('admin.website.regionIndiaElsewhere'),
  accordion: t('admin.website.accordionQuestions'),
  tabs: t('admin.website.tabs'),
  countdown: t('admin.website.countdown'),
  testimonials: t('admin.website.testimonials'),
  filter_grid: t('admin.website.filterableGrid'),
  go_top: t('admin.website.goTopButton'),
  video_popup: t('admin.website.videoPopup'),
  case_study: t('admin.website.caseStudyStickySidebar'),
  preloader: t('admin.website.preloader'),
  reveal: t('admin.website.revealBlocksBelow'),
  newsletter: t('admin.common.newsletter'),
  follow: t('admin.website.follow'),
  latest_posts: t('admin.website.latestPosts'),
  form: t('admin.common.form'),
  lead_form: t('admin.website.leadForm'),
  demo_request: t('admin.website.demoRequest'),
  contact_form: t('admin.website.contactForm'),
  card_form: t('admin.website.cardFormSaveCard'),
});

const placeholderImage = '/web/image/website.image/0/datas';

/** The video providers a block plays, by their own (brand) names. */
const videoProviderNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
export const videoProviderOptions = (
  Object.keys(videoProviderNames) as Array<keyof typeof videoProviderNames>
).map((value) => ({ value, label: videoProviderNames[value] }));

/** A stable id for a new block. */
export function newBlockId(): string {
  return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A new block of `type` with sensible content, ready to edit. */
export function newBlock(type: BlockType): Block {
  const id = newBlockId();
  switch (type) {
    case 'text':
      return { id, type, text: t('admin.website.contentTextBlock') };
    case 'image_text':
      return {
        id,
        type,
        title: t('admin.website.contentTitle'),
        text: t('admin.website.contentSomeText'),
        image: { src: placeholderImage, alt: '' },
        imageSide: 'left',
        zoom: false,
      };
    case 'banner':
      return { id, type, title: t('admin.website.contentBanner'), subtitle: '', image: null, button: null };
    case 'gallery':
      return { id, type, title: '', mode: 'grid', images: [{ src: placeholderImage, alt: '', caption: '' }] };
    case 'carousel':
      return {
        id,
        type,
        intervalMs: 5000,
        slides: [{ image: null, title: t('admin.website.contentFirstSlide'), text: '', button: null }],
      };
    case 'parallax':
      return {
        id,
        type,
        image: placeholderImage,
        title: t('admin.website.contentTitle'),
        text: '',
        speed: 0.5,
      };
    case 'video':
      return { id, type, provider: 'youtube', videoId: 'aqz-KE-bpKQ', title: '' };
    case 'social_embed':
      return { id, type, network: 'facebook', pageUrl: 'https://www.facebook.com/facebook', title: '' };
    case 'cards':
      return {
        id,
        type,
        title: '',
        cards: [{ title: t('admin.website.contentCard'), text: '', image: null, url: null }],
      };
    case 'call_to_action':
      return {
        id,
        type,
        title: t('admin.website.contentReady'),
        text: '',
        button: { label: t('admin.website.contentContactUs'), url: '/aboutus' },
      };
    case 'regional':
      return {
        id,
        type,
        kind: 'phone',
        title: t('admin.website.contentCallUs'),
        india: '**+91 22 0000 0000**',
        other: '**+33 1 00 00 00 00**',
      };
    case 'accordion':
      return {
        id,
        type,
        title: t('admin.website.contentQuestions'),
        items: [{ title: t('admin.website.contentQuestion'), text: t('admin.website.contentAnswer') }],
      };
    case 'tabs':
      return {
        id,
        type,
        items: [{ title: t('admin.website.contentFirstTab'), text: t('admin.website.contentItsText') }],
      };
    case 'countdown':
      return { id, type, title: t('admin.website.contentOfferEnds'), target: DEMO_COUNTDOWN_TARGET };
    case 'testimonials':
      return {
        id,
        type,
        title: t('admin.website.contentWhatTheySay'),
        items: [{ quote: t('admin.website.contentGreatWork'), author: t('admin.website.contentCustomer') }],
      };
    case 'filter_grid':
      return {
        id,
        type,
        title: t('admin.website.contentOurWork'),
        items: [
          { title: t('admin.website.contentProject'), category: t('admin.website.contentWeb'), text: '' },
        ],
      };
    case 'go_top':
      return { id, type };
    case 'video_popup':
      return {
        id,
        type,
        title: t('admin.website.contentWatchVideo'),
        provider: 'youtube',
        videoId: 'aqz-KE-bpKQ',
      };
    case 'case_study':
      return {
        id,
        type,
        title: t('admin.website.contentCaseStudy'),
        story: t('admin.website.contentStory'),
        facts: [{ label: t('admin.website.contentClient'), value: '' }],
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
      return { id, type, title: t('admin.website.contentTellUsProject') };
    case 'demo_request':
      return { id, type, title: t('admin.website.contentRequestDemo') };
    case 'contact_form':
      return { id, type, title: t('admin.website.contentContactUs') };
    case 'card_form':
      return { id, type, title: t('admin.website.contentYourCard') };
  }
}

export function emptyPage(): PageInput {
  return {
    url: '/new-page',
    title: { en_US: t('admin.website.contentNewPage') },
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
