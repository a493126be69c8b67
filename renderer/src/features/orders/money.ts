import { formatAmount } from '../../app/i18n';

/** An amount in minor units, as the back office shows money (in the person's locale). */
export const money = formatAmount;
