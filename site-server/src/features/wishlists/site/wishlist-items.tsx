import { Link } from '../../../core/site/components/link';
import type { WishlistItemView } from '@shared/wishlists/views';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { useSite, useT } from '../../../core/site/shell-data';

/**
 * The products of a list: image, name, price (the visitor's price list), availability, "Add to cart"
 * (a product with options to choose links to its page instead) and, on one's own list, the heart that
 * removes it.
 */
export function WishlistItems({ items, own }: { items: WishlistItemView[]; own: boolean }) {
  const t = useT();
  const { urlPrefix, lang } = useSite();
  return (
    <ul className="wishlist-items">
      {items.map((item) => (
        <li key={item.templateId} className="wishlist-item" data-wishlist-item={item.templateId}>
          <Link to={`${urlPrefix}${item.url}`} className="wishlist-item__link">
            <img src={item.imageUrl} alt="" loading="lazy" width={96} height={96} />
            <span className="wishlist-item__name">{item.name}</span>
          </Link>
          <p className="wishlist-item__price">
            {item.listPrice ? (
              <del className="shop-price__list" aria-label={t('shop.product.listPrice')}>
                {item.listPrice.formatted}
              </del>
            ) : null}{' '}
            <span className="shop-price">{item.price.formatted}</span>
          </p>
          <p className={`wishlist-item__stock${item.outOfStock ? ' wishlist-item__stock--out' : ''}`}>
            {item.outOfStock ? t('shop.outOfStock') : t('wishlist.inStock')}
          </p>
          <div className="wishlist-item__actions">
            {item.outOfStock ? null : item.productId ? (
              <form method="post" action={`${urlPrefix}/shop/cart/update`}>
                <CsrfField />
                <input type="hidden" name="lang" value={lang} />
                <input type="hidden" name="product_id" value={item.productId} />
                <input type="hidden" name="add_qty" value="1" />
                <button type="submit" className="button">
                  {t('shop.product.addToCart')}
                </button>
              </form>
            ) : (
              <Link to={`${urlPrefix}${item.url}`} className="button">
                {t('wishlist.chooseOptions')}
              </Link>
            )}
            {own ? <RemoveButton templateId={item.templateId} name={item.name} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A plain form: the page reloads without the product (the list is the page). */
function RemoveButton({ templateId, name }: { templateId: number; name: string }) {
  const t = useT();
  const { urlPrefix } = useSite();
  return (
    <form method="post" action={`${urlPrefix}/shop/wishlist/set`}>
      <CsrfField />
      <input type="hidden" name="template_id" value={templateId} />
      <input type="hidden" name="wanted" value="0" />
      <button type="submit" className="link-button" aria-label={t('wishlist.removeLabel', name)}>
        {t('wishlist.remove')}
      </button>
    </form>
  );
}
