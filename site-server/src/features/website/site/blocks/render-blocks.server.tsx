import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Block } from '@shared/website/contract';
import type { SiteContext } from '../../../../core/site/context';
import { shellData, sitePath } from '../../../../core/site/shell-data';
import { BlockRenderer, loadBlockData } from './block-renderer';

/**
 * A page's blocks as the static HTML a visitor's page shows before hydration, without the page
 * around them (POST /website/multi_render). The blocks of other features (newsletter, follow, latest
 * posts, form) load their data and read the visitor from the shell data, as on a page: they render
 * inside a one-route static router whose root loader gives that data.
 */
export async function renderBlocksFragment(
  site: SiteContext,
  blocks: Block[],
  /** The address of the page the blocks are of ('/aboutus'), for the blocks that link back to it. */
  pagePath: string,
): Promise<string> {
  const data = await loadBlockData(site, blocks);
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '*',
      loader: () => shellData(site),
      Component: () => <BlockRenderer blocks={blocks} data={data} editor={false} lang={site.lang} />,
    },
  ]);
  const url = new URL(sitePath(site.urlPrefix, pagePath), `${site.publicUrl.replace(/\/+$/, '')}/`);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Rendering blocks answered ${context.status}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
