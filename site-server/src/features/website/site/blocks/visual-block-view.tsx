import type { BlockOf, VisualBlock } from '@shared/website/contract';
import { useCodeOnDemand } from '../../../../core/site/code-on-demand';
import { codeOfBlock, type OwnBlockOnDemand } from './block-code';
import { RegionalBlock } from './regional-block';
import { BannerBlock, CallToActionBlock, CardsBlock, ImageTextBlock, TextBlock } from './visual-blocks';

/** A block with a behaviour or media, whose code comes with the pages that show one (block-code.ts). */
function BlockOnDemand({ block }: { block: BlockOf<OwnBlockOnDemand> }) {
  const View = useCodeOnDemand(codeOfBlock(block.type));
  return View ? <View block={block} /> : null;
}

/** One of the website's own blocks. */
export function VisualBlockView({ block }: { block: VisualBlock }) {
  switch (block.type) {
    case 'text':
      return <TextBlock block={block} />;
    case 'image_text':
      return <ImageTextBlock block={block} />;
    case 'banner':
      return <BannerBlock block={block} />;
    case 'cards':
      return <CardsBlock block={block} />;
    case 'call_to_action':
      return <CallToActionBlock block={block} />;
    case 'regional':
      return <RegionalBlock block={block} />;
    default:
      return <BlockOnDemand block={block} />;
  }
}
