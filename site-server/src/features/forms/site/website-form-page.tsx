import { idFrom } from '@shared/api/numeric';
import { data } from 'react-router';
import { formBlockDefinition } from './form-block';
import { pageSeo } from '../../../core/site/seo';
import type { Route } from './+types/website-form-page';

/**
 * /website/form/{id}: one website form on a page of its own (a link to share, and the place the form
 * works before it is put on a page with the form block). The post goes to /website/form/{model}.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const formId = idFrom(params.formId);
  if (!formId) throw data(null, { status: 404 });
  const block = await formBlockDefinition.load(context.vitrine, { type: 'form', formId });
  if (!block.form) throw data(null, { status: 404 });
  return { block, formId };
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, () => ({
    title: args.data?.block.form?.name ?? '',
    path: `/website/form/${args.data?.formId ?? ''}`,
    noindex: true,
  }));

export default function WebsiteFormPage({ loaderData }: Route.ComponentProps) {
  const { block, formId } = loaderData;
  return (
    <section className="website-form-page">
      <h1>{block.form?.name}</h1>
      <formBlockDefinition.Component block={{ type: 'form', formId }} data={block} editor={false} />
    </section>
  );
}
