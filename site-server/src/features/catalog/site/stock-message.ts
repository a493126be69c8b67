/**
 * The stock availability message under the add button (SPEC §2, §3 variant combination fields), read
 * from the combination info with the availability rules of shared/catalog/availability.
 */
import type { CombinationInfo } from '@shared/catalog/contract';
import type { MessageKey } from '@shared/i18n';
import { availableToAdd, limitsSales } from '@shared/catalog/availability';

export type StockMessage =
  | { kind: 'custom'; text: string }
  | { kind: 'message'; key: MessageKey; args: number[]; tone: 'ok' | 'warning' | 'danger' }
  | null;

export function stockMessages(info: CombinationInfo): StockMessage[] {
  if (!limitsSales(info)) {
    return info.inventory_availability === 'custom' && info.custom_message.trim()
      ? [{ kind: 'custom', text: info.custom_message }]
      : [];
  }
  const available = availableToAdd(info) ?? 0;
  const stock = Math.floor(info.virtual_available);
  const messages: StockMessage[] = [];
  if (stock < 1) messages.push({ kind: 'message', key: 'shop.stock.outOfStock', args: [], tone: 'danger' });
  else if (available < 1)
    messages.push({ kind: 'message', key: 'shop.stock.allInCart', args: [], tone: 'warning' });
  else if (info.inventory_availability === 'always')
    messages.push({ kind: 'message', key: 'shop.stock.available', args: [stock], tone: 'ok' });
  else if (stock <= info.available_threshold)
    messages.push({ kind: 'message', key: 'shop.stock.onlyLeft', args: [stock], tone: 'warning' });
  if (stock >= 1 && available >= 1 && info.cart_qty > 0)
    messages.push({ kind: 'message', key: 'shop.stock.inCart', args: [info.cart_qty], tone: 'ok' });
  return messages;
}
