import type express from 'express';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/** Where the payment page's Stripe.js comes from and talks to (Stripe's hosts, or the configured fake). */
export function stripeOrigins(config: Config) {
  const js = new URL(config.stripeJsUrl).origin;
  const api = config.stripeApiBase ? new URL(config.stripeApiBase).origin : 'https://api.stripe.com';
  return { script: [js], connect: [api], frame: [js, 'https://hooks.stripe.com'] };
}

/** helmet's headers, with a per-request nonce for the inline scripts of server rendering. */
export function securityHeaders(options: {
  development: boolean;
  https: boolean;
  stripe: ReturnType<typeof stripeOrigins>;
}): RequestHandler {
  const { development, stripe } = options;
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
          // Stripe.js, loaded by the payment pages when Stripe is offered.
          ...stripe.script,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: [...(development ? ["'self'", 'ws:'] : ["'self'"]), ...stripe.connect],
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          // The social page block (website), loaded only when the visitor asks for it.
          'https://www.facebook.com',
          // Stripe's card fields and 3-D Secure pages.
          ...stripe.frame,
        ],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only when the public address is https (the site is served over plain http on localhost too).
    strictTransportSecurity: options.https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
    // Same-origin posts then carry a real Origin header (no-referrer makes browsers send "null").
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
