/** The shop pages' pure rules: rate limits (SPEC §9), quantity bounds (SPEC §5), prices, listing URLs, stock messages. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CombinationInfo } from '@shared/catalog/contract';
import { listingHref, listQuery, readListingParams, searchTarget } from './listing';
import { formatPrice, showsDiscount } from './price';
import { clampQuantity } from './quantity';
import { stockMessages } from './stock-message';
import { COMBINATION_THROTTLE_MS, CART_QUANTITY_DEBOUNCE_MS, debounce, throttle } from './timing';

describe('throttle (combination info, one per 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at once, then at most once per interval with the latest arguments', () => {
    const sent: number[] = [];
    const request = throttle((value: number) => sent.push(value), COMBINATION_THROTTLE_MS);
    request(1);
    expect(sent).toEqual([1]);
    request(2);
    request(3);
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1, 3]);
    vi.advanceTimersByTime(600);
    request(4);
    expect(sent).toEqual([1, 3, 4]);
  });

  it('drops what is pending when cancelled', () => {
    const sent: number[] = [];
    const request = throttle((value: number) => sent.push(value), 500);
    request(1);
    request(2);
    request.cancel();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([1]);
  });
});

describe('debounce (cart quantities, 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends once, 500 ms after the last change, with the last value', () => {
    const sent: number[] = [];
    const update = debounce((value: number) => sent.push(value), CART_QUANTITY_DEBOUNCE_MS);
    update(2);
    vi.advanceTimersByTime(300);
    update(3);
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([3]);
  });
});

describe('quantities (SPEC §5)', () => {
  it('stay between data-min (default 0) and data-max (default unlimited)', () => {
    expect(clampQuantity(-1, { min: 0, max: Infinity })).toBe(0);
    expect(clampQuantity(7, { min: 1, max: 5 })).toBe(5);
    expect(clampQuantity(3, { min: 1, max: 5 })).toBe(3);
    expect(clampQuantity(1e9, { min: 0, max: Infinity })).toBe(1e9);
  });
});

describe('prices (SPEC §9)', () => {
  it('shows a discount from 0.01 on', () => {
    expect(showsDiscount(10, 10.01)).toBe(true);
    expect(showsDiscount(10, 10.004)).toBe(false);
    expect(showsDiscount(10, 10)).toBe(false);
    expect(showsDiscount(0.1 + 0.2, 0.31)).toBe(true);
  });
  it('formats decimal amounts in the page language', () => {
    expect(formatPrice(825, 'USD', 'en_US')).toBe('$825.00');
    expect(formatPrice(1250.5, 'EUR', 'fr_FR')).toBe('1\u202f250,50\u00a0€');
  });
});

describe('listing URLs', () => {
  it('reads the parameters, refusing what is not one', () => {
    const params = readListingParams(
      new URL('http://x/shop?search=%20desk%20&attrib=1-2&attrib=bad&attrib=1-2&order=nope&page=-3'),
    );
    expect(params).toEqual({
      search: 'desk',
      attrib: ['1-2'],
      order: 'featured',
      page: 1,
      minPrice: null,
      maxPrice: null,
    });
    const priced = readListingParams(new URL('http://x/shop?min_price=12.5&max_price=-1'));
    expect([priced.minPrice, priced.maxPrice]).toEqual([12.5, null]);
    expect(listQuery(priced, undefined)).toMatchObject({ minPrice: 12.5 });
    expect(listQuery(priced, undefined)).not.toHaveProperty('maxPrice');
    expect(listQuery({ ...params, order: 'name', page: 2 }, 'desks')).toEqual({
      search: 'desk',
      categorySlug: 'desks',
      attributeValueIds: [2],
      sort: 'name',
      page: 2,
    });
  });
  it('writes them back, leaving the defaults out', () => {
    expect(
      listingHref('/shop', { search: 'oak desk', attrib: ['1-2', '3-4'], order: 'featured', page: 1 }),
    ).toBe('/shop?search=oak+desk&attrib=1-2&attrib=3-4');
    expect(listingHref('/shop', { minPrice: 10, maxPrice: 90 })).toBe('/shop?min_price=10&max_price=90');
    expect(listingHref('/fr/shop', { order: 'price_desc', page: 3 })).toBe(
      '/fr/shop?order=price_desc&page=3',
    );
  });
  it('appends the search term to the form action (SPEC §2)', () => {
    expect(searchTarget('/shop/category/desks?order=name&attrib=1-2', 'oak')).toBe(
      '/shop/category/desks?order=name&attrib=1-2&search=oak',
    );
    expect(searchTarget('/shop?search=old&page=4', '  new  ')).toBe('/shop?search=new');
    expect(searchTarget('/shop?order=name', '')).toBe('/shop?order=name');
  });
});

describe('stock messages', () => {
  const info = (fields: Partial<CombinationInfo>): CombinationInfo => ({
    product_id: 1,
    product_template_id: 1,
    display_name: 'Lamp',
    price: 10,
    list_price: 10,
    has_discounted_price: false,
    is_combination_possible: true,
    carousel: '',
    currency: 'USD',
    product_type: 'product',
    inventory_availability: 'always',
    available_threshold: 5,
    custom_message: '',
    virtual_available: 10,
    cart_qty: 0,
    product_template: 1,
    ...fields,
  });
  const keys = (fields: Partial<CombinationInfo>) =>
    stockMessages(info(fields)).map((message) =>
      message?.kind === 'message' ? [message.key, ...message.args] : [message?.kind],
    );

  it('says how many units are available, or few are left under the threshold', () => {
    expect(keys({})).toEqual([['shop.stock.available', 10]]);
    expect(keys({ inventory_availability: 'threshold', virtual_available: 3 })).toEqual([
      ['shop.stock.onlyLeft', 3],
    ]);
    expect(keys({ inventory_availability: 'threshold', virtual_available: 30 })).toEqual([]);
  });
  it('says out of stock, or all in the cart, and what the cart holds', () => {
    expect(keys({ virtual_available: 0 })).toEqual([['shop.stock.outOfStock']]);
    expect(keys({ virtual_available: 2, cart_qty: 2 })).toEqual([['shop.stock.allInCart']]);
    expect(keys({ virtual_available: 5, cart_qty: 2 })).toEqual([
      ['shop.stock.available', 5],
      ['shop.stock.inCart', 2],
    ]);
  });
  it('shows the custom message, and nothing for unlimited products', () => {
    expect(
      stockMessages(info({ inventory_availability: 'custom', custom_message: 'Ships in 2 weeks' })),
    ).toEqual([{ kind: 'custom', text: 'Ships in 2 weeks' }]);
    expect(keys({ inventory_availability: 'never', virtual_available: 0 })).toEqual([]);
    expect(keys({ product_type: 'service', virtual_available: 0 })).toEqual([]);
  });
});
