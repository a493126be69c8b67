import { data } from 'react-router';
import { canSeeUnpublished, useT } from '../site';
import { PageTitle } from '../components/page-title';
import type { Route } from './+types/aboutus';

export async function loader({ context }: Route.LoaderArgs) {
  const { pages, user } = context.vitrine;
  const page = await pages.byUrl('/aboutus');
  if (!page || (!page.published && !canSeeUnpublished(user))) throw data(null, { status: 404 });
  return {
    id: page.id,
    title: page.title,
    paragraphs: page.body.split(/\n\s*\n/).filter((text) => text.trim()),
    published: page.published,
  };
}

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article className="page" data-page-id={loaderData.id}>
      <PageTitle>{loaderData.title}</PageTitle>
      {loaderData.published ? null : <p className="notice notice--warning">{t('page.unpublished')}</p>}
      <h1>{loaderData.title}</h1>
      {loaderData.paragraphs.map((text, position) => (
        <p key={position}>{text}</p>
      ))}
    </article>
  );
}
