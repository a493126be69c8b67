/**
 * /shop/address (SPEC §2 Shop): the billing address and, unless 'Ship to the same address' is ticked,
 * the shipping address. The shipping block hides by CSS when the box is ticked (so it works without
 * JavaScript too); the server checks every field and answers the problems under them.
 */
import { data, Form, redirect } from 'react-router';
import { SHIPPING_PREFIX, type AddressFormProblems } from '@shared/checkout/contract';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { SubmitButton } from '../../../core/site/components/submit-button';
import { readSiteForm } from '../../../core/site/forms.server';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSite, useSitePath, useT } from '../../../core/site/shell-data';
import { recordPageView } from '../../catalog/site';
import { useVirtualPageView } from './page-views';
import {
  ADDRESS_FIELD_NAMES,
  AddressFields,
  addressValuesOf,
  type AddressValues,
} from '../../customers/site';
import { siteCheckout } from './context';
import type { Route } from './+types/shop-address';
import checkoutCss from './checkout.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('checkout.address.title'), path: '/shop/address', noindex: true }));

export async function loader({ context }: Route.LoaderArgs) {
  const form = await siteCheckout(context.vitrine).addressForm();
  // An empty cart has nothing to deliver.
  if (!form) throw redirect(sitePath(context.vitrine.urlPrefix, '/shop/cart'));
  return { form };
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readSiteForm(request, context);
  const pick = (prefix: string) =>
    Object.fromEntries(
      ADDRESS_FIELD_NAMES.map((field) => [field, posted.text(`${prefix}${field}`)]),
    ) as AddressValues;
  const same = posted.text('use_same') === '1';
  const billing = pick('');
  const shipping = pick(SHIPPING_PREFIX);
  const result = await siteCheckout(context.vitrine).saveAddresses({
    billing,
    shipping: same ? null : shipping,
  });
  const next = (path: string) => redirect(sitePath(context.vitrine.urlPrefix, path));
  if (result.ok) throw next('/shop/checkout');
  if (!Object.keys(result.problems).length) throw next('/shop/cart');
  return data({ problems: result.problems, billing, shipping, same }, { status: 400 });
}

export default function AddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form } = loaderData;
  const t = useT();
  const problems: AddressFormProblems = actionData?.problems ?? {};
  const billing = actionData?.billing ?? addressValuesOf(form.billing, form.contact ?? undefined);
  const shipping = actionData?.shipping ?? addressValuesOf(form.shipping);
  const same = actionData?.same ?? (form.billing === null || form.shipping === null);
  const { user } = useSite();
  const to = useSitePath();
  useVirtualPageView('/stats/ecom/customer_checkout');
  return (
    <section className="checkout-address">
      <h1>{t('checkout.address.title')}</h1>
      {actionData ? (
        <p className="alert alert--error" role="alert">
          {t('checkout.problems')}
        </p>
      ) : null}
      {user ? null : (
        <p className="checkout-address__account">
          {t('checkout.address.haveAccount')}{' '}
          <a
            href={`${to('/web/login')}?redirect=${encodeURIComponent(to('/shop/checkout'))}`}
            onClick={() => recordPageView('/stats/ecom/customer_signin')}
          >
            {t('site.signIn')}
          </a>{' '}
          ·{' '}
          <a href={to('/web/signup')} onClick={() => recordPageView('/stats/ecom/customer_signup')}>
            {t('login.signUpLink')}
          </a>
        </p>
      )}
      {/* The server checks every field (and says what is wrong in the visitor's language). */}
      <Form method="post" className="form" noValidate>
        <CsrfField />
        <fieldset className="checkout-address__billing">
          <legend>{t('checkout.address.billing')}</legend>
          <AddressFields prefix="" values={billing} problems={problems.billing} form={form} />
        </fieldset>
        <label className="checkout-address__same">
          <input type="checkbox" name="use_same" value="1" defaultChecked={same} />{' '}
          {t('checkout.address.useSame')}
        </label>
        <fieldset className="checkout-address__shipping">
          <legend>{t('checkout.address.shipping')}</legend>
          <AddressFields
            prefix={SHIPPING_PREFIX}
            values={shipping}
            problems={problems.shipping}
            form={form}
          />
        </fieldset>
        <SubmitButton>{t('checkout.address.continue')}</SubmitButton>
      </Form>
    </section>
  );
}
