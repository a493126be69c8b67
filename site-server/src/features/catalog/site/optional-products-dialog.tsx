/**
 * The optional-products dialog (SPEC §2, §4): title 'Add to cart', the product being added, the
 * optional products (added or removed: quantity 1 or 0) each with a quantity, the price total, and
 * the buttons 'Proceed to Checkout' (confirms, goes to the cart) and 'Continue Shopping' (stays).
 * Closing it (× or Escape) adds the product alone and stays: the shopper asked for it with 'Add to
 * cart', and a dialog that dropped it silently left the cart empty.
 * The option rows come as HTML from /product_configurator/optional_product_items_website.
 */
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { t, type LangCode } from '@shared/i18n';
import { OptionalProductRows, type OptionalProductView } from './optional-product-rows';
import { optionalProductItems } from './shop-calls';
import { formatPrice } from './price';

export interface ChosenProduct {
  productId: number;
  quantity: number;
}

export interface OptionalProductsDialogProps {
  root: OptionalProductView;
  /** The main product's chosen values (variant_values): the options follow them. */
  variantValues: number[];
  quantity: number;
  currency: string;
  lang: LangCode;
  /** Confirms the products chosen (the root first); `toCheckout` for 'Proceed to Checkout'. */
  onConfirm(products: ChosenProduct[], toCheckout: boolean): Promise<void>;
  onClose(): void;
}

function chosenRows(list: HTMLElement | null): ChosenProduct[] {
  if (!list) return [];
  return [...list.querySelectorAll<HTMLElement>('[data-optional-product][data-added="true"]')].map((row) => {
    const input = row.querySelector<HTMLInputElement>('input[name="add_qty"]');
    const quantity = Number.parseInt(input?.value ?? '1', 10);
    return {
      productId: Number(row.dataset.productId),
      quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1,
    };
  });
}

function totalOf(list: HTMLElement | null): number {
  if (!list) return 0;
  return [...list.querySelectorAll<HTMLElement>('[data-optional-product][data-added="true"]')].reduce(
    (sum, row) => {
      const quantity = Number.parseInt(
        row.querySelector<HTMLInputElement>('input[name="add_qty"]')?.value ?? '1',
        10,
      );
      return (
        sum + Number(row.dataset.price ?? 0) * (Number.isFinite(quantity) && quantity > 0 ? quantity : 1)
      );
    },
    0,
  );
}

export function OptionalProductsDialog({
  root,
  variantValues,
  quantity,
  currency,
  lang,
  onConfirm,
  onClose,
}: OptionalProductsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const rootList = useRef<HTMLUListElement>(null);
  const [optionsHtml, setOptionsHtml] = useState<string | null>(null);
  const [total, setTotal] = useState(root.price.amount * quantity);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  useEffect(() => {
    let current = true;
    optionalProductItems(root.productId, variantValues)
      .then((html) => current && setOptionsHtml(html))
      .catch(() => current && setOptionsHtml(''));
    return () => {
      current = false;
    };
    // The chosen values come with the root: the dialog opens again for another choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root.productId]);

  // The option rows came as HTML: recount after they arrive (the total reads the whole dialog).
  useEffect(() => setTotal(totalOf(dialog.current)), [optionsHtml]);

  const onRowClick = (event: MouseEvent<HTMLUListElement>) => {
    const toggle =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-option-toggle]') : null;
    const row = toggle?.closest<HTMLElement>('[data-optional-product]');
    if (!toggle || !row) return;
    const added = row.dataset.added !== 'true';
    row.dataset.added = String(added);
    toggle.setAttribute('aria-pressed', String(added));
    toggle.textContent = (added ? toggle.dataset.labelRemove : toggle.dataset.labelAdd) ?? '';
    setTotal(totalOf(dialog.current));
  };
  const onRowInput = (event: FormEvent<HTMLUListElement>) => {
    if (event.target instanceof HTMLInputElement) setTotal(totalOf(dialog.current));
  };
  const confirm = async (toCheckout: boolean, rows = chosenRows(dialog.current)) => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm(rows, toCheckout);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  /** × and Escape: the product alone (its quantity as set here), without the options; stays on the page. */
  const dismiss = () => {
    if (!busy) void confirm(false, chosenRows(rootList.current));
  };

  return (
    <dialog
      ref={dialog}
      className="shop-dialog"
      aria-labelledby="shop-dialog-title"
      data-optional-products-dialog=""
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onClose={onClose}
    >
      <header className="shop-dialog__header">
        <h2 id="shop-dialog-title">{t(lang, 'shop.dialog.title')}</h2>
        <button
          type="button"
          className="shop-dialog__close link-button"
          aria-label={t(lang, 'shop.dialog.close')}
          disabled={busy}
          onClick={dismiss}
        >
          ×
        </button>
      </header>
      <ul ref={rootList} className="shop-options" onClick={onRowClick} onInput={onRowInput}>
        <OptionalProductRows products={[root]} kind="root" quantity={quantity} lang={lang} />
      </ul>
      {optionsHtml ? (
        <>
          <h3 className="shop-options__title">{t(lang, 'shop.dialog.options')}</h3>
          <ul
            className="shop-options shop-options--optional"
            onClick={onRowClick}
            onInput={onRowInput}
            dangerouslySetInnerHTML={{ __html: optionsHtml }}
          />
        </>
      ) : null}
      <p className="shop-dialog__total">
        <span>{t(lang, 'shop.dialog.total')}</span>{' '}
        <strong data-options-total={total}>{formatPrice(total, currency, lang)}</strong>
      </p>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {t(lang, 'shop.product.addFailed')}
        </p>
      ) : null}
      <footer className="shop-dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void confirm(false)}
        >
          {t(lang, 'shop.dialog.continueShopping')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void confirm(true)}>
          {t(lang, 'shop.dialog.proceedToCheckout')}
        </button>
      </footer>
    </dialog>
  );
}
