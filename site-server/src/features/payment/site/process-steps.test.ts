import { describe, expect, it } from 'vitest';
import type { PolledTransaction } from '@shared/payment/contract';
import { processPollDelayMs } from '@shared/payment/contract';
import { nextStep } from './process-steps';

const tx = (changes: Partial<PolledTransaction>): PolledTransaction => ({
  reference: 'S00001-1',
  state: 'pending',
  acquirer_provider: 'stripe',
  return_url: '/shop/confirmation',
  state_message: '',
  ...changes,
});

describe('the processing screen’s next step (SPEC §4)', () => {
  it('goes to the return_url of the one transaction done or in error', () => {
    for (const state of ['done', 'error'] as const)
      expect(nextStep({ success: true, transactions: [tx({ state })] })).toEqual({
        go: 'return',
        url: '/shop/confirmation',
      });
    const settled = tx({ reference: 'S00001-2', state: 'done', return_url: '/fr/shop/confirmation' });
    expect(nextStep({ success: true, transactions: [tx({ state: 'pending' }), settled] })).toEqual({
      go: 'return',
      url: '/fr/shop/confirmation',
    });
  });

  it('goes to a bank transfer’s return_url at once, whatever its state', () => {
    for (const state of ['pending', 'done', 'cancel'] as const)
      expect(
        nextStep({ success: true, transactions: [tx({ acquirer_provider: 'transfer', state })] }),
      ).toEqual({ go: 'return', url: '/shop/confirmation' });
  });

  it('lists a lone cancelled payment, and two done or in error, per state', () => {
    expect(nextStep({ success: true, transactions: [tx({ state: 'cancel' })] })).toMatchObject({
      go: 'view',
      view: { kind: 'list' },
    });
    expect(
      nextStep({
        success: true,
        transactions: [tx({ state: 'done' }), tx({ reference: 'S00001-2', state: 'error' })],
      }),
    ).toMatchObject({ go: 'view', view: { kind: 'list' } });
  });

  it('authenticates a pending Stripe payment that carries an intent secret', () => {
    const waiting = tx({
      stripe_payment_intent_secret: 'pi_1_secret_2',
      stripe_publishable_key: 'pk_test_x',
    });
    expect(nextStep({ success: true, transactions: [waiting] })).toEqual({
      go: 'authenticate',
      transaction: waiting,
    });
  });

  it('lists transactions still on their way per state, and shows no_tx_found for none', () => {
    expect(nextStep({ success: true, transactions: [tx({})] })).toMatchObject({
      go: 'view',
      view: { kind: 'list' },
    });
    expect(nextStep({ success: true, transactions: [] })).toEqual({ go: 'view', view: { kind: 'noTx' } });
  });

  it('polls again on tx_process_retry, shows no_tx_found and any other error', () => {
    expect(nextStep({ success: false, error: 'tx_process_retry' })).toEqual({ go: 'poll' });
    expect(nextStep({ success: false, error: 'no_tx_found' })).toEqual({
      go: 'view',
      view: { kind: 'noTx' },
    });
    expect(nextStep({ success: false, error: 'Boom' })).toEqual({
      go: 'view',
      view: { kind: 'exception', message: 'Boom' },
    });
  });

  it('polls every 3 s, every 10 s from the 10th poll, every 30 s from the 20th (SPEC §9)', () => {
    expect([1, 9, 10, 19, 20, 50].map(processPollDelayMs)).toEqual([
      3000, 3000, 10_000, 10_000, 30_000, 30_000,
    ]);
  });
});
