import { formatMoney } from '@shared/money';

/** An amount in minor units, as the back office shows money. */
export const money = (amount: number, currency: string) => formatMoney({ amount, currency }, 'en-US');
