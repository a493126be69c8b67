/**
 * Typed errors, mapped to the JSON-RPC envelope and to HTTP status codes in one place
 * (core/http/error-handler.ts). Their message is shown to people: keep it human.
 */
export type ErrorName =
  | 'ValidationError'
  | 'AccessError'
  | 'MissingError'
  | 'UserError'
  | 'AuthError'
  | 'RateLimitError'
  | 'PayloadTooLargeError'
  | 'UnsupportedMediaTypeError';

export abstract class AppError extends Error {
  abstract readonly errorName: ErrorName;
  abstract readonly status: number;
}

/** Bad input. `fields` maps a field name to what is wrong with it. */
export class ValidationError extends AppError {
  readonly errorName = 'ValidationError';
  readonly status = 400;
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Signed in, but not allowed. */
export class AccessError extends AppError {
  readonly errorName = 'AccessError';
  readonly status = 403;
}

/** Not signed in, or wrong credentials. */
export class AuthError extends AppError {
  readonly errorName = 'AuthError';
  readonly status = 401;
}

export class MissingError extends AppError {
  readonly errorName = 'MissingError';
  readonly status = 404;
}

/** A business rule refused the action (for example a code that is taken). */
export class UserError extends AppError {
  readonly errorName = 'UserError';
  readonly status = 409;
}

export class RateLimitError extends AppError {
  readonly errorName = 'RateLimitError';
  readonly status = 429;
  constructor(message = 'Too many attempts. Please wait a moment and try again.') {
    super(message);
  }
}

export class PayloadTooLargeError extends AppError {
  readonly errorName = 'PayloadTooLargeError';
  readonly status = 413;
}

export class UnsupportedMediaTypeError extends AppError {
  readonly errorName = 'UnsupportedMediaTypeError';
  readonly status = 415;
}
