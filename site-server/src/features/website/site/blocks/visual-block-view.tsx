import type { VisualBlock } from '@shared/website/contract';
import { InteractiveBlockView } from './interactive-blocks';
import { RegionalBlock } from './regional-block';
import { ShowcaseBlockView } from './showcase-blocks';
import {
  BannerBlock,
  CallToActionBlock,
  CardsBlock,
  CarouselBlock,
  GalleryBlock,
  ImageTextBlock,
  ParallaxBlock,
  SocialEmbedBlock,
  TextBlock,
  VideoBlock,
} from './visual-blocks';

/** One of the website's own blocks. */
export function VisualBlockView({ block }: { block: VisualBlock }) {
  switch (block.type) {
    case 'text':
      return <TextBlock block={block} />;
    case 'image_text':
      return <ImageTextBlock block={block} />;
    case 'banner':
      return <BannerBlock block={block} />;
    case 'gallery':
      return <GalleryBlock block={block} />;
    case 'carousel':
      return <CarouselBlock block={block} />;
    case 'parallax':
      return <ParallaxBlock block={block} />;
    case 'video':
      return <VideoBlock block={block} />;
    case 'social_embed':
      return <SocialEmbedBlock block={block} />;
    case 'cards':
      return <CardsBlock block={block} />;
    case 'call_to_action':
      return <CallToActionBlock block={block} />;
    case 'regional':
      return <RegionalBlock block={block} />;
    case 'accordion':
    case 'tabs':
    case 'countdown':
    case 'testimonials':
    case 'filter_grid':
    case 'go_top':
      return <InteractiveBlockView block={block} />;
    case 'video_popup':
    case 'case_study':
    case 'preloader':
    case 'reveal':
      return <ShowcaseBlockView block={block} />;
  }
}
