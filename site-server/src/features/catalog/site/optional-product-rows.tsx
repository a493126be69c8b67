/**
 * Rows of the optional-products dialog (SPEC §2: 'Add to cart' dialog; SPEC §7
 * /product_configurator/optional_product_items_website answers their HTML). Each row: image, name,
 * price, a quantity input and an add/remove toggle (SPEC §4: an optional product is added or removed,
 * quantity 1 or 0). The root row (the product being added) is always added and has no toggle.
 * Pure: the server renders the option rows to HTML; the dialog renders the root row itself.
 */
import { t, type LangCode } from '@shared/i18n';
import type { PriceView } from '@shared/catalog/contract';

/** One product of the dialog: a variant (product.product) with its price for the shop's pricelist. */
export interface OptionalProductView {
  /** product.product id */
  productId: number;
  /** product.template id */
  templateId: number;
  name: string;
  /** Values of the variant or a short description, one per line; may be empty. */
  description: string;
  imageUrl: string;
  price: PriceView;
}

export interface OptionalProductRowsProps {
  products: OptionalProductView[];
  lang: LangCode;
  /** 'root': the product being added (always in the cart, its quantity given); 'option' otherwise. */
  kind?: 'root' | 'option';
  /** The root product's quantity (options start at 1, not added). */
  quantity?: number;
}

/** A fragment of `<li>` rows, for the dialog's `<ul data-optional-products>`. */
export function OptionalProductRows({
  products,
  lang,
  kind = 'option',
  quantity = 1,
}: OptionalProductRowsProps) {
  return (
    <>
      {products.map((product) => {
        const root = kind === 'root';
        return (
          <li
            key={product.productId}
            className={`shop-option${root ? ' shop-option--root' : ''}`}
            data-optional-product=""
            data-product-id={product.productId}
            data-template-id={product.templateId}
            data-price={product.price.amount}
            data-added={root ? 'true' : 'false'}
            data-root={root ? 'true' : undefined}
          >
            <img
              className="shop-option__image"
              src={product.imageUrl}
              alt=""
              width={64}
              height={64}
              loading="lazy"
            />
            <div className="shop-option__info">
              <span className="shop-option__name">{product.name}</span>
              {product.description ? (
                <span className="shop-option__description">{product.description}</span>
              ) : null}
            </div>
            <span className="shop-option__price">{product.price.formatted}</span>
            <label className="shop-option__quantity">
              <span className="visually-hidden">{t(lang, 'shop.optional.quantity')}</span>
              <input
                type="number"
                name="add_qty"
                className="shop-qty__input"
                min={1}
                data-min="1"
                defaultValue={root ? quantity : 1}
                inputMode="numeric"
              />
            </label>
            {root ? (
              <span className="shop-option__toggle" />
            ) : (
              <button
                type="button"
                className="shop-option__toggle button button--secondary"
                data-option-toggle=""
                data-label-add={t(lang, 'shop.optional.add')}
                data-label-remove={t(lang, 'shop.optional.remove')}
                aria-pressed="false"
              >
                {t(lang, 'shop.optional.add')}
              </button>
            )}
          </li>
        );
      })}
    </>
  );
}
