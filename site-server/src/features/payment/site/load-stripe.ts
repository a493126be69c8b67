/** Stripe.js's global, as far as the pages use it (the real script and the tests' stand-in both provide it). */
export interface StripeCardElement {
  mount(target: HTMLElement): void;
  on(event: 'change', listener: (event: { complete: boolean; error?: { message: string } }) => void): void;
}
export interface StripeResult {
  error?: { message?: string };
  paymentMethod?: { id: string };
  paymentIntent?: { id: string; status: string };
  setupIntent?: { id: string; status: string; payment_method: string };
}
export interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: Record<string, unknown>;
  }): Promise<StripeResult>;
  confirmCardPayment(clientSecret: string): Promise<StripeResult>;
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<StripeResult>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<void> | null = null;

/** Loads Stripe.js from `url` once (it must come from Stripe's host, never bundled) and opens it with the key. */
export async function loadStripe(url: string, publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  await loading;
  if (!window.Stripe) throw new Error('Stripe.js could not be loaded.');
  return window.Stripe(publishableKey);
}
