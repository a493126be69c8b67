/**
 * /payment/process (SPEC §2, §4, §7, §9): the processing screen. A blocking overlay says 'We are
 * processing your payments, please wait ...' while POST /payment/process/poll is asked every 3 s (every
 * 10 s from the 10th poll, every 30 s from the 20th). A bank transfer, or exactly one transaction done or
 * in error: the browser goes to its return_url; otherwise the transactions are listed per state, each
 * a link to its return_url (process-steps.ts). A Stripe payment waiting for 3-D Secure triggers one card
 * authentication (an in-progress flag guards it, cleared when it fails), then the browser comes back
 * here. Errors:
 * tx_process_retry polls again, no_tx_found shows the no-transaction view, any other the exception
 * view; a failed call the RPC error view.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../core/site/components/link';
import { processPollDelayMs, type PolledTransaction, type ProcessPollResult } from '@shared/payment/contract';
import { rpc } from '../../../core/site/json-rpc';
import { pageSeo } from '../../../core/site/seo';
import { useSitePath, useT } from '../../../core/site/shell-data';
import { sitePayment } from './context';
import { loadStripe } from './load-stripe';
import { nextStep, stillOpen, type ProcessView } from './process-steps';
import type { Route } from './+types/payment-process';
import paymentCss from './payment.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: paymentCss }];

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({
    title: t('payment.process.title'),
    path: '/payment/process',
    noindex: true,
  }));

export function loader({ context }: Route.LoaderArgs) {
  return { stripeJsUrl: sitePayment(context.vitrine).stripeJsUrl };
}

export default function PaymentProcessPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useSitePath();
  const [view, setView] = useState<ProcessView>({ kind: 'processing' });
  const [attempt, setAttempt] = useState(0);
  // SPEC §4: one card authentication at a time.
  const authenticating = useRef(false);

  useEffect(() => {
    let polls = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (!stopped) timer = setTimeout(() => void poll(), processPollDelayMs(polls));
    };
    const authenticate = async (transaction: PolledTransaction) => {
      authenticating.current = true;
      try {
        const stripe = await loadStripe(loaderData.stripeJsUrl, transaction.stripe_publishable_key!);
        const result = await stripe.confirmCardPayment(transaction.stripe_payment_intent_secret!);
        // SPEC §4: a failed authentication clears the flag. Stripe.js then gives no PaymentIntent; either
        // way the server asks Stripe where the payment stands, and the next poll shows it.
        if (result.error) authenticating.current = false;
        await rpc('/payment/stripe/s2s/process_payment_intent', {
          ...result.paymentIntent,
          reference: transaction.reference,
          error: result.error?.message ?? null,
        });
        window.location.assign(path('/payment/process'));
      } catch {
        authenticating.current = false;
        setView({ kind: 'rpcError' });
      }
    };
    async function poll() {
      polls += 1;
      let result: ProcessPollResult;
      try {
        result = await rpc<ProcessPollResult>('/payment/process/poll', {});
      } catch {
        setView({ kind: 'rpcError' });
        return;
      }
      if (stopped) return;
      const step = nextStep(result);
      if (step.go === 'poll') return schedule();
      if (step.go === 'authenticate') {
        if (!authenticating.current) void authenticate(step.transaction);
        return;
      }
      if (step.go === 'return') {
        window.location.assign(path(step.url));
        return;
      }
      setView(step.view);
      // Transactions still on their way: keep asking.
      if (step.view.kind === 'list') schedule();
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one polling loop per attempt
  }, [attempt]);

  return (
    <section className="payment-process" data-view={view.kind}>
      <h1>{t('payment.process.title')}</h1>
      {view.kind === 'processing' || (view.kind === 'list' && view.transactions.some(stillOpen)) ? (
        <div className="payment-process__overlay" role="status" aria-live="polite">
          <span className="payment-process__spinner" aria-hidden="true" />
          <p>{t('payment.process.processing')}</p>
        </div>
      ) : null}
      {view.kind === 'list' ? (
        <section aria-label={t('payment.process.list')}>
          {(['pending', 'authorized', 'done', 'cancel', 'error'] as const).map((state) => {
            const inState = view.transactions.filter((tx) => tx.state === state);
            return inState.length ? (
              <div key={state} data-state={state}>
                <h2>{t(`payment.state.${state}`)}</h2>
                <ul>
                  {inState.map((tx) => (
                    <li key={tx.reference}>
                      <a href={path(tx.return_url)}>{tx.reference}</a> {tx.state_message}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null;
          })}
        </section>
      ) : null}
      {view.kind === 'noTx' ? (
        <p className="alert alert--warning" role="alert">
          {t('payment.process.noTx')} <Link to={path('/shop/cart')}>{t('payment.process.backToCart')}</Link>
        </p>
      ) : null}
      {view.kind === 'exception' ? (
        <p className="alert alert--error" role="alert">
          {t('payment.process.exception')} {view.message}
        </p>
      ) : null}
      {view.kind === 'rpcError' ? (
        <div className="alert alert--error" role="alert">
          {t('payment.process.rpcError')}{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              setView({ kind: 'processing' });
              setAttempt((value) => value + 1);
            }}
          >
            {t('payment.process.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
