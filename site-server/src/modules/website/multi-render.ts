import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Block } from '../../../../shared/contracts/website';
import { isModuleBlock } from '../../../../shared/contracts/website';
import type { LangCode } from '../../../../shared/i18n';
import { BlockEnvProvider } from '../../../web/blocks/block-env';
import { VisualBlockView } from '../../../web/blocks/visual-blocks';

/** The xml ids multi_render knows, each the address of a page. */
export const pageXmlIds: Record<string, string> = {
  'website.homepage': '/',
  'website.aboutus': '/aboutus',
};

/**
 * A page's blocks as static HTML, as the site renders them before hydration. Blocks of other features
 * need the page's load context: they come out as empty placeholders for their own scripts to fill.
 */
export function renderBlocksToHtml(blocks: Block[], lang: LangCode): string {
  const children = blocks.map((block) =>
    isModuleBlock(block)
      ? createElement('div', {
          key: block.id,
          id: `block-${block.id}`,
          className: 'block block--module',
          'data-block-type': block.type,
          'data-block-id': block.id,
        })
      : createElement(VisualBlockView, { key: block.id, block }),
  );
  return renderToStaticMarkup(
    createElement(
      BlockEnvProvider,
      { value: { lang, editor: false } },
      createElement('div', { className: 'blocks' }, children),
    ),
  );
}
