/**
 * The cart page's promo-code form (SPEC §2): posts `promo` to /shop/pricelist, which comes back to the
 * cart with ?promo= its outcome, said here in the visitor's language.
 */
import { useSearchParams } from 'react-router';
import { couponOutcomes, MAX_COUPON_CODE, PROMO_PARAM } from '@shared/coupons/contract';
import type { MessageKey } from '@shared/i18n';
import { useSite, useT } from '../../../core/site/shell-data';

/** SPEC §2: the coupon form, revealed by its link (a details element: it opens without JavaScript too). */
export function CouponForm() {
  const t = useT();
  const { urlPrefix, csrfToken } = useSite();
  const [params] = useSearchParams();
  const outcome = params.get(PROMO_PARAM);
  const known = couponOutcomes.find((value) => value === outcome);
  return (
    <>
      {known ? (
        <p className={known === 'applied' ? 'alert alert--success' : 'alert alert--error'} role="status">
          {t(`shop.coupon.${known}` as MessageKey)}
        </p>
      ) : null}
      <details className="shop-cart__coupon" open={Boolean(known && known !== 'applied')}>
        <summary>{t('shop.coupon.show')}</summary>
        <form method="post" action="/shop/pricelist" className="shop-cart__coupon-form">
          <input type="hidden" name="csrf_token" value={csrfToken} />
          <input type="hidden" name="redirect" value={`${urlPrefix}/shop/cart`} />
          <label className="visually-hidden" htmlFor="shop-promo">
            {t('shop.coupon.label')}
          </label>
          <input
            id="shop-promo"
            name="promo"
            maxLength={MAX_COUPON_CODE}
            placeholder={t('shop.coupon.label')}
            required
          />
          <button type="submit" className="button button--secondary">
            {t('shop.coupon.apply')}
          </button>
        </form>
      </details>
    </>
  );
}
