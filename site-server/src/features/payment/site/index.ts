export { loadStripe, type StripeCardElement, type StripeJs } from './load-stripe';
