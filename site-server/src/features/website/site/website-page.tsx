import { data } from 'react-router';
import {
  editorHeaders,
  websitePageClientLoader,
  loadWebsitePage,
  pagePathOf,
  websitePageMeta,
  WebsitePageView,
} from './blocks/page-route';
import { blockPreloads } from './blocks/block-preloads.server';
import type { Route } from './+types/website-page';

/** A page made in the back office, at its own address; any other unknown address is the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePathOf(new URL(request.url).pathname, context.vitrine.urlPrefix);
  const page = await loadWebsitePage(request, context.vitrine, path, blockPreloads);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const headers = editorHeaders;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  websitePageClientLoader(serverLoader);

export const meta: Route.MetaFunction = (args) => websitePageMeta(args);

export default function WebsitePage({ loaderData }: Route.ComponentProps) {
  return <WebsitePageView {...loaderData} />;
}
