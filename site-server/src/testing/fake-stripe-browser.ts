/** What Stripe.js does in the browser (calls to Stripe with the publishable key), for tests that have no browser. */
export class StripeJsCalls {
  constructor(private readonly target: () => { url: string; publishableKey: string }) {}

  /** A call with the publishable key, as Stripe.js makes it. */
  async asBrowser(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.target().url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.target().publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(params),
    });
    return (await response.json()) as Record<string, unknown>;
  }

  /** createPaymentMethod with the card fields: the PaymentMethod's id. */
  async cardPaymentMethod(number: string): Promise<string> {
    const method = await this.asBrowser('/v1/payment_methods', {
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2031',
      'card[cvc]': '123',
    });
    return method.id as string;
  }

  /** The cardholder's answer to the 3-D Secure challenge of an intent (Complete or Fail authentication). */
  authenticateAs(intentId: string, clientSecret: string, complete: boolean) {
    const kind = intentId.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
    return this.asBrowser(`/v1/${kind}/${intentId}/authenticate`, {
      client_secret: clientSecret,
      outcome: complete ? 'complete' : 'fail',
    });
  }

  /** confirmCardSetup with the card fields: the SetupIntent as Stripe answers it. */
  confirmSetup(clientSecret: string, number: string) {
    return this.asBrowser(`/v1/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '10',
      'payment_method_data[card][exp_year]': '2033',
    });
  }
}
