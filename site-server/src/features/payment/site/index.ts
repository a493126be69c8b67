export { loadStripe, type StripeCardElement, type StripeJs } from './load-stripe';
export { PaymentErrorAlert, PaymentErrorDialog, type PaymentError } from './payment-error';
