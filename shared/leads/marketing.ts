/**
 * The marketing site's lead, demo-request and contact blocks (SPEC §2, §3, §5, §7, §8): their calls,
 * field names (the demo request's `comapny_size` and `comapny_industry` are spelled so in the
 * contract), checks and texts. Isomorphic: the blocks check before sending, the server again.
 */
import { isStandardEmail } from '../validators/email';

/** POST /o2b/website_lead/{model_name}: form-encoded lead fields; the answer is a JSON truthy value. */
export const LEAD_POST_PATH = '/o2b/website_lead';
/** Where the lead block sends the visitor after a lead is made. */
export const THANK_YOU_PATH = '/thank-you';
/** GET with the demo fields in the query: mails a code; a JSON truthy value when sent. */
export const DEMO_REQUEST_PATH = '/request/demo';
/** POST the JSON text of the demo fields plus otp: the text '200' when the code is right. */
export const OTP_CHECK_PATH = '/check/otp/';
/** POST the same body: '200', and the verified demo request is made. */
export const OTP_VERIFY_PATH = '/otp/verify/';
/** The contact block's form-process path: form-encoded name, email, phone_number, message; text back. */
export const CONTACT_POST_PATH = '/contact/form-process';

/** SPEC §9: the OTP success code. */
export const OTP_OK = '200';
/** A code holds 10 minutes, and 5 wrong tries spend it. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_TRIES = 5;
export const OTP_LENGTH = 6;
/** The contact block's success reply (SPEC §8). */
export const CONTACT_OK = 'success';

/** Longest values the blocks take (characters). */
export const FIELD_MAX = 200;
export const MESSAGE_MAX = 5000;

/** SPEC §3's lead payload. */
export const leadFormFields = [
  'name',
  'contact_name',
  'ip_address',
  'page_url',
  'email_from',
  'return_url',
  'phone',
  'Question',
] as const;
/** SPEC §3's demo request payload (OTP steps add otp). */
export const demoFields = [
  'name',
  'email',
  'company_name',
  'comapny_size',
  'comapny_industry',
  'remarks',
  'sale',
  'scm',
  'supply',
] as const;
export const contactFields = ['name', 'email', 'phone_number', 'message'] as const;

/** SPEC §8's texts (the blocks show them; the server answers them too). */
export const marketingMessages = {
  leadEmailTitle: 'sorry!',
  leadEmail: 'Please enter valid email',
  leadRequired: 'Please fill in your name, the page and your contact name.',
  demoEmail: 'Please Enter Email !',
  demoApplication: 'Please Select an application !',
  demoWrongEmail: 'Please Enter Correct Email !',
  otpWrong: 'Incorrect OTP !',
  otpExpired: 'This code has expired or was used. Ask for a new one.',
  otpTooMany: 'Too many wrong codes. Ask for a new one.',
  tooMany: 'Too many requests. Please wait a few minutes and try again.',
  contactInvalid: 'Did you fill in the form properly?',
  contactSent: 'Message Submitted!',
  contactName: 'Please tell us your name.',
  contactEmail: 'Please enter a valid e-mail address.',
  contactMessage: 'Please write a message.',
  tooLong: 'This text is too long.',
} as const;

/** A form field's text, trimmed (absent: ''). */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** A ticked application: the contract's JSON true, or a checkbox's text (on, true, 1, yes). */
export const isTicked = (value: unknown) =>
  value === true || ['on', 'true', '1', 'yes'].includes(text(value).toLowerCase());

/** SPEC §5: the lead form's refusal, or null when it may be sent. */
export function leadProblem(values: Record<string, unknown>): string | null {
  if (!isStandardEmail(text(values.email_from))) return marketingMessages.leadEmail;
  if (!text(values.name) || !text(values.page_url) || !text(values.contact_name) || !text(values.ip_address))
    return marketingMessages.leadRequired;
  return null;
}

/** SPEC §5: the demo request's refusal, or null. */
export function demoProblem(values: Record<string, unknown>): string | null {
  const email = text(values.email);
  if (!email) return marketingMessages.demoEmail;
  if (!['sale', 'scm', 'supply'].some((name) => isTicked(values[name])))
    return marketingMessages.demoApplication;
  if (!isStandardEmail(email)) return marketingMessages.demoWrongEmail;
  return null;
}

/** The contact block's refusal, or null. */
export function contactProblem(values: Record<string, unknown>): string | null {
  if (!text(values.name)) return marketingMessages.contactName;
  if (!isStandardEmail(text(values.email))) return marketingMessages.contactEmail;
  if (!text(values.message)) return marketingMessages.contactMessage;
  if (text(values.message).length > MESSAGE_MAX) return marketingMessages.tooLong;
  return null;
}
