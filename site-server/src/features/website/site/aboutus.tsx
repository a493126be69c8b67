import { data } from 'react-router';
import {
  editorHeaders,
  websitePageClientLoader,
  loadWebsitePage,
  websitePageMeta,
  WebsitePageView,
} from './blocks/page-route';
import { blockPreloads } from './blocks/block-preloads.server';
import type { Route } from './+types/aboutus';

/** /aboutus (SPEC §2, used by editor tours): a page made of blocks like any other. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadWebsitePage(request, context.vitrine, '/aboutus', blockPreloads);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const headers = editorHeaders;

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  websitePageClientLoader(serverLoader);

export const meta: Route.MetaFunction = (args) => websitePageMeta(args);

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  return <WebsitePageView {...loaderData} />;
}
