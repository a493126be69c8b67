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

/** SPEC §4: where the poll's answer takes the page. */
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
  const authenticating = transactions.find(
    (tx) => tx.acquirer_provider === 'stripe' && tx.state === 'pending' && tx.stripe_payment_intent_secret,
  );
  if (authenticating) return { go: 'authenticate', transaction: authenticating };
  const [only] = transactions;
  if (only && transactions.length === 1) {
    if (only.acquirer_provider === 'transfer' || ['done', 'error', 'cancel'].includes(only.state))
      return { go: 'return', url: only.return_url };
  }
  if (!transactions.length) return { go: 'view', view: { kind: 'noTx' } };
  return { go: 'view', view: { kind: 'list', transactions } };
}
