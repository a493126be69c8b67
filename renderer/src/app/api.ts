/**
 * The back office's only door to the server: /api/admin/* (JSON with the session cookie) and the
 * JSON-RPC model calls of SPEC §7 (/web/dataset/call_kw/{model}/{method}).
 */
import type { ApiErrorBody, ErrorName } from '@shared/api/admin';

/** Error names of the server, plus the ones the client raises itself when no answer could be read. */
export type ApiErrorName = ErrorName | 'NetworkError' | 'ServerError';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: ApiErrorName,
    message: string,
    /** Messages per form field, from a ValidationError. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fields).length > 0;
  }
}

const apiBase = '/api/admin';
let csrfToken = '';
let onUnauthorized: (() => void) | null = null;

/** The session's CSRF token, sent with multipart uploads (form posts must carry it). */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Called when a signed-in call answers 401: the session has ended on the server. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  /** Do not report a 401 as an ended session (the sign-in call itself answers 401 on a wrong password). */
  expectUnauthorized?: boolean;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return isRecord(value) && isRecord(value.error) && typeof value.error.message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function defaultErrorName(status: number): ApiErrorName {
  if (status === 400) return 'ValidationError';
  if (status === 401) return 'AuthError';
  if (status === 403) return 'AccessError';
  if (status === 404) return 'MissingError';
  if (status === 409) return 'UserError';
  if (status === 429) return 'RateLimitError';
  return 'ServerError';
}

function defaultErrorMessage(status: number): string {
  if (status === 413) return 'The file is too large.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  return 'Something went wrong. Please try again.';
}

async function send(
  method: HttpMethod,
  path: string,
  body: BodyInit | undefined,
  headers: HeadersInit,
  options: RequestOptions,
) {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      body,
      headers: { Accept: 'application/json', ...headers },
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NetworkError', 'The server cannot be reached. Check that Vitrine is running.');
  }
  const payload = await readJson(response);
  if (response.ok) return payload;

  if (response.status === 401 && !options.expectUnauthorized) onUnauthorized?.();
  if (isApiErrorBody(payload)) {
    const { name, message, fields } = payload.error;
    throw new ApiError(response.status, name, message, fields ?? {});
  }
  throw new ApiError(
    response.status,
    defaultErrorName(response.status),
    defaultErrorMessage(response.status),
  );
}

/** A JSON call to /api/admin{path}. Answers of 204 resolve to undefined. */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const payload = await send(
    method,
    path,
    hasBody ? JSON.stringify(body) : undefined,
    hasBody ? { 'Content-Type': 'application/json' } : {},
    options,
  );
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
  /** A multipart upload; the CSRF token goes first so the server can check it before reading the file. */
  upload: async <T>(
    path: string,
    fields: Record<string, string | Blob>,
    options: RequestOptions = {},
  ): Promise<T> => {
    const form = new FormData();
    form.append('csrf_token', csrfToken);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return (await send('POST', path, form, { 'X-CSRF-Token': csrfToken }, options)) as T;
  },
};

/** Builds `?a=1&b=x` from the defined, non-empty values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

let rpcId = 0;

/** A model call of SPEC §7: POST /web/dataset/call_kw/{model}/{method} in the JSON-RPC envelope. */
export async function callKw<T>(
  model: string,
  method: string,
  args: unknown[],
  kwargs: Record<string, unknown> = {},
): Promise<T> {
  rpcId += 1;
  let response: Response;
  try {
    response = await fetch(
      `/web/dataset/call_kw/${encodeURIComponent(model)}/${encodeURIComponent(method)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params: { args, kwargs }, id: rpcId }),
      },
    );
  } catch {
    throw new ApiError(0, 'NetworkError', 'The server cannot be reached. Check that Vitrine is running.');
  }
  const payload = await readJson(response);
  if (isRecord(payload) && 'result' in payload && !('error' in payload)) return payload.result as T;
  if (isRecord(payload) && isRecord(payload.error)) {
    const data = isRecord(payload.error.data) ? payload.error.data : {};
    const name = typeof data.name === 'string' ? (data.name as ErrorName) : defaultErrorName(response.status);
    const message =
      typeof data.message === 'string'
        ? data.message
        : typeof payload.error.message === 'string'
          ? payload.error.message
          : defaultErrorMessage(response.status);
    if (name === 'AuthError') onUnauthorized?.();
    throw new ApiError(response.status, name, message);
  }
  throw new ApiError(
    response.status,
    defaultErrorName(response.status),
    defaultErrorMessage(response.status),
  );
}
