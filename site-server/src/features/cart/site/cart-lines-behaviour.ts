/**
 * The cart lines' behaviour (SPEC §4, §5, §9): minus/plus within data-min/data-max, typed quantities
 * checked (0, negative or NaN becomes 1 with an alert), each line's changes debounced 500 ms into one
 * /shop/cart/update_json call, delete at once. Listeners sit on the host element, so the lines may be
 * replaced by the server's HTML without new wiring.
 */
import type { CartUpdateJsonResult } from '@shared/catalog/contract';
import { RpcError } from '../../../core/site/json-rpc';
import { CART_QUANTITY_DEBOUNCE_MS, debounce, steppedQuantity, updateCartLine } from '../../catalog/site';

export interface CartLinesHandlers {
  /** Reads a typed quantity (raising the alert for a bad one) and gives the quantity to send. */
  validate(raw: string): number;
  updated(result: CartUpdateJsonResult): void;
  failed(message: string): void;
}

function lineOf(element: Element): { lineId: number; productId: number; input: HTMLInputElement } | null {
  const line = element.closest<HTMLElement>('.shop-cart-line');
  const input = line?.querySelector<HTMLInputElement>('input.js_quantity');
  if (!line || !input) return null;
  return { lineId: Number(line.dataset.lineId), productId: Number(input.dataset.productId), input };
}

export function attachCartLines(host: HTMLElement, handlers: CartLinesHandlers): () => void {
  host.classList.add('shop-cart__lines--live');
  const pending = new Map<number, ReturnType<typeof debounce<[number, HTMLInputElement]>>>();

  const send = (lineId: number, productId: number, quantity: number) => {
    updateCartLine({ line_id: lineId, product_id: productId, set_qty: quantity })
      .then(handlers.updated)
      .catch((error: unknown) => handlers.failed(error instanceof RpcError ? error.message : String(error)));
  };
  const sendTyped = (lineId: number, productId: number, input: HTMLInputElement) => {
    const quantity = handlers.validate(input.value);
    if (String(quantity) !== input.value) input.value = String(quantity);
    send(lineId, productId, quantity);
  };
  const later = (lineId: number, productId: number, input: HTMLInputElement) => {
    let run = pending.get(lineId);
    if (!run) {
      run = debounce((quantityLineProduct: number, element: HTMLInputElement) => {
        pending.delete(lineId);
        sendTyped(lineId, quantityLineProduct, element);
      }, CART_QUANTITY_DEBOUNCE_MS);
      pending.set(lineId, run);
    }
    run(productId, input);
  };
  const now = (lineId: number) => {
    pending.get(lineId)?.cancel();
    pending.delete(lineId);
  };

  const onInput = (event: Event) => {
    const input = event.target instanceof HTMLInputElement ? event.target : null;
    if (!input?.classList.contains('js_quantity')) return;
    // An emptied field is still being typed: wait for a value or for the change event.
    if (event.type === 'input' && input.value === '') return;
    const line = lineOf(input);
    if (line) later(line.lineId, line.productId, input);
  };
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-qty-step]') : null;
    const line = button && lineOf(button);
    if (!button || !line) return;
    line.input.value = String(steppedQuantity(line.input, Number(button.dataset.qtyStep)));
    later(line.lineId, line.productId, line.input);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const line = form && lineOf(form);
    if (!form || !line) return;
    event.preventDefault();
    now(line.lineId);
    if (form.classList.contains('shop-cart-line__delete')) send(line.lineId, line.productId, 0);
    else sendTyped(line.lineId, line.productId, line.input);
  };

  host.addEventListener('input', onInput);
  host.addEventListener('change', onInput);
  host.addEventListener('click', onClick);
  host.addEventListener('submit', onSubmit);
  return () => {
    host.classList.remove('shop-cart__lines--live');
    for (const run of pending.values()) run.cancel();
    host.removeEventListener('input', onInput);
    host.removeEventListener('change', onInput);
    host.removeEventListener('click', onClick);
    host.removeEventListener('submit', onSubmit);
  };
}
