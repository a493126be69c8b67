/**
 * /my/instances (issue 14, item 9; SPEC §2, §4, §5): the customer's hosted instances, each with its
 * change-domain field and button. The field is checked on submit in SPEC §5's order and words, shown
 * in a popover that hides on the next keyup; the server checks again (and alone knows a name is taken).
 */
import { useState, type FormEvent } from 'react';
import { redirect } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { checkDomain, renameErrors, type InstanceView, type RenameError } from '@shared/instances/contract';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSite, useSitePath, useT } from '../../../core/site/shell-data';
import type { Route } from './+types/my-instances';
import './context';
import instancesCss from './instances.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: instancesCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('portal.instances.title'), path: '/my/instances', noindex: true }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const instances = await context.vitrine.myInstances?.();
  if (!instances) {
    const here = sitePath(context.vitrine.urlPrefix, '/my/instances');
    throw redirect(
      `${sitePath(context.vitrine.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here)}`,
    );
  }
  const query = new URL(request.url).searchParams;
  const code = query.get('error');
  return {
    instances,
    renamed: query.get('message') === 'renamed',
    failed:
      code && Object.hasOwn(renameErrors, code)
        ? { clientId: query.get('client_id') ?? '', message: renameErrors[code as RenameError] }
        : null,
  };
}

function RenameForm({ instance, refusal }: { instance: InstanceView; refusal: string | null }) {
  const t = useT();
  const { csrfToken } = useSite();
  const [problem, setProblem] = useState<string | null>(refusal);
  const fieldId = `instance-domain-${instance.id}`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const field = event.currentTarget.elements.namedItem('dbname') as HTMLInputElement;
    const checked = checkDomain(field.value);
    if (!checked.ok) {
      event.preventDefault();
      setProblem(checked.message);
      return;
    }
    field.value = checked.domain;
  };
  return (
    <form
      method="get"
      action="/saas_portal/rename_client"
      className="instance-rename"
      onSubmit={onSubmit}
      noValidate
    >
      <input type="hidden" name="client_id" value={instance.clientId} />
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <label htmlFor={fieldId}>{t('portal.instances.newDomain')}</label>
      <span className="instance-rename__field">
        <input
          id={fieldId}
          name="dbname"
          type="text"
          defaultValue={instance.domain}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onKeyUp={() => setProblem(null)}
        />
        {problem ? (
          <span id={`${fieldId}-problem`} role="alert" className="instance-rename__popover" data-popover="">
            {problem}
          </span>
        ) : null}
      </span>
      <button type="submit" className="button">
        {t('portal.instances.changeDomain')}
      </button>
    </form>
  );
}

export default function MyInstancesPage({ loaderData }: Route.ComponentProps) {
  const { instances, renamed, failed } = loaderData;
  const t = useT();
  const to = useSitePath();
  return (
    <section className="page portal">
      <nav className="portal__breadcrumb" aria-label={t('portal.breadcrumb')}>
        <Link to={to('/my')}>{t('my.title')}</Link> / <span>{t('portal.instances.title')}</span>
      </nav>
      <h1>{t('portal.instances.title')}</h1>
      {renamed ? (
        <p role="status" className="alert alert--success">
          {t('portal.instances.renamed')}
        </p>
      ) : null}
      {instances.length === 0 ? <p>{t('portal.instances.none')}</p> : null}
      {instances.map((instance) => (
        <article key={instance.id} className="instance" data-client-id={instance.clientId}>
          <h2>{instance.name}</h2>
          <dl className="instance__details">
            <dt>{t('portal.instances.domain')}</dt>
            <dd data-instance-domain="">{instance.domain}</dd>
            <dt>{t('portal.instances.plan')}</dt>
            <dd>{instance.plan}</dd>
            <dt>{t('portal.instances.state')}</dt>
            <dd>{t(`portal.instances.state.${instance.state}`)}</dd>
            <dt>{t('portal.instances.database')}</dt>
            <dd>{instance.databaseName}</dd>
          </dl>
          <RenameForm
            instance={instance}
            refusal={failed && failed.clientId === instance.clientId ? failed.message : null}
          />
        </article>
      ))}
    </section>
  );
}
