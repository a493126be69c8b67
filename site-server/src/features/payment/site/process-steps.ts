import {
  NO_TX_FOUND,
  TX_PROCESS_RETRY,
  type PolledTransaction,
  type ProcessPollResult,
} from '@shared/payment/contract';

export type ProcessView =
  | { kind: 'processing' }
  | { kind: 'list'; transactions: PolledTransaction[] }
  | { kind: 'noTx' }
  | { kind: 'exception'; message: string }
  | { kind: 'rpcError' };

/**
 * SPEC §4: where the poll's answer takes the page. A Stripe payment waiting for its cardholder is
 * authenticated; a bank transfer goes to its return_url at once; exactly one transaction done or in error
 * goes to its return_url; anything else is listed per state.
 */
export function nextStep(
  result: ProcessPollResult,
):
  | { go: 'poll' }
  | { go: 'authenticate'; transaction: PolledTransaction }
  | { go: 'return'; url: string }
  | { go: 'view'; view: ProcessView } {
  if (!result.success) {
    if (result.error === TX_PROCESS_RETRY) return { go: 'poll' };
    if (result.error === NO_TX_FOUND) return { go: 'view', view: { kind: 'noTx' } };
    return { go: 'view', view: { kind: 'exception', message: result.error } };
  }
  const { transactions } = result;
  if (!transactions.length) return { go: 'view', view: { kind: 'noTx' } };
  const authenticating = transactions.find(
    (tx) => tx.acquirer_provider === 'stripe' && tx.state === 'pending' && tx.stripe_payment_intent_secret,
  );
  if (authenticating) return { go: 'authenticate', transaction: authenticating };
  if (transactions[0]!.acquirer_provider === 'transfer')
    return { go: 'return', url: transactions[0]!.return_url };
  const settled = transactions.filter((tx) => tx.state === 'done' || tx.state === 'error');
  if (settled.length === 1) return { go: 'return', url: settled[0]!.return_url };
  return { go: 'view', view: { kind: 'list', transactions } };
}

/** A listed transaction still on its way: the page keeps its overlay while one is. */
export const stillOpen = (tx: PolledTransaction) =>
  tx.state === 'draft' || tx.state === 'pending' || tx.state === 'authorized';
