/**
 * /shop/checkout (SPEC §2 Shop): with an empty cart back to /shop/cart, without an address on to
 * /shop/address; else the addresses the order goes to, each with its edit link, and everything that
 * sets the price before "Confirm order": the lines, the promo code's discount, the shipping method
 * (chosen here), the taxes and the total the payment will charge, priced by the server as the order is.
 */
import { Form, redirect, useRevalidator } from 'react-router';
import { Link } from '../../../core/site/components/link';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { SubmitButton } from '../../../core/site/components/submit-button';
import type { AddressView } from '@shared/customers/contract';
import { pageSeo } from '../../../core/site/seo';
import { sitePath, useSitePath, useT } from '../../../core/site/shell-data';
import { siteCheckout } from './context';
import { OrderFiguresTable } from './order-summary';
import { ShippingChoices } from './shipping-choices';
import { useVirtualPageView } from './page-views';
import type { Route } from './+types/shop-checkout';
import checkoutCss from './checkout.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('checkout.title'), path: '/shop/checkout', noindex: true }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.vitrine;
  const addresses = await siteCheckout(site).addresses();
  if (!addresses) throw redirect(sitePath(site.urlPrefix, '/shop/cart'));
  if (!addresses.billing) throw redirect(sitePath(site.urlPrefix, '/shop/address'));
  const summary = await siteCheckout(site).summary();
  if (!summary) throw redirect(sitePath(site.urlPrefix, '/shop/cart'));
  return {
    billing: addresses.billing,
    shipping: addresses.shipping,
    others: await siteCheckout(site).otherAddresses(),
    summary,
    // Sent back here from the payment page: the order changed since it was confirmed.
    changed: new URL(request.url).searchParams.get('changed') === '1',
  };
}

function AddressCard({ title, address, note }: { title: string; address: AddressView; note?: string }) {
  const t = useT();
  const to = useSitePath();
  return (
    <article className="checkout-card" data-address-kind={address.kind}>
      <h2>{title}</h2>
      {note ? <p>{note}</p> : null}
      <address>{[address.name, ...address.lines].join('\n')}</address>
      <p>{address.email}</p>
      <Link to={to('/shop/address')}>{t('checkout.edit')}</Link>
    </article>
  );
}

/**
 * An address the order could go to instead: its "Ship here" form posts shipping_id to /shop/checkout,
 * with xhr=1 from the page (then the page reloads its data), or as a plain post without JavaScript.
 */
function OtherAddressCard({ address }: { address: AddressView }) {
  const t = useT();
  const to = useSitePath();
  const revalidator = useRevalidator();
  return (
    <article className="checkout-card checkout-card--other" data-address-id={address.id}>
      <address>{[address.name, ...address.lines].join('\n')}</address>
      <form
        method="post"
        action={to('/shop/checkout')}
        onSubmit={(event) => {
          event.preventDefault();
          const body = new URLSearchParams(
            new FormData(event.currentTarget) as unknown as Record<string, string>,
          );
          body.set('xhr', '1');
          void fetch(event.currentTarget.action, { method: 'POST', body, credentials: 'same-origin' }).then(
            () => revalidator.revalidate(),
          );
        }}
      >
        <CsrfField />
        <input type="hidden" name="shipping_id" value={address.id} />
        <input type="hidden" name="redirect" value={to('/shop/checkout')} />
        <button type="submit" className="button button--secondary">
          {t('checkout.shipHere')}
        </button>
      </form>
    </article>
  );
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { billing, shipping, others, summary, changed } = loaderData;
  const t = useT();
  const to = useSitePath();
  useVirtualPageView('/stats/ecom/order_checkout');
  return (
    <section className="checkout">
      <h1>{t('checkout.title')}</h1>
      <div className="checkout-cards">
        <AddressCard title={t('checkout.address.billing')} address={billing} />
        {shipping ? (
          <AddressCard title={t('checkout.address.shipping')} address={shipping} />
        ) : (
          <AddressCard
            title={t('checkout.address.shipping')}
            address={billing}
            note={t('checkout.sameAsBilling')}
          />
        )}
      </div>
      {others.length ? (
        <section aria-label={t('checkout.otherAddresses')}>
          <h2>{t('checkout.otherAddresses')}</h2>
          <div className="checkout-cards">
            {others.map((address) => (
              <OtherAddressCard key={address.id} address={address} />
            ))}
          </div>
        </section>
      ) : null}
      <h2>{t('checkout.order')}</h2>
      {changed ? (
        <p className="alert" role="status">
          {t('checkout.changed')}
        </p>
      ) : null}
      <OrderFiguresTable order={summary} />
      <Form method="post" action={to('/shop/confirm_order')} className="checkout__confirm">
        <CsrfField />
        <ShippingChoices order={summary} />
        <SubmitButton>{t('checkout.confirm')}</SubmitButton>
      </Form>
      <p>
        <Link to={to('/shop/cart')}>{t('checkout.backToCart')}</Link>
      </p>
    </section>
  );
}
