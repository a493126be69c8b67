/**
 * The back office's only door to the server: /api/admin/* (JSON with the session cookie), each call
 * made from its definition (shared/<feature>/admin-calls.ts), and the JSON-RPC model calls of SPEC §7
 * (/web/dataset/call_kw/{model}/{method}).
 */
import type { ApiErrorBody, ErrorName } from '@shared/api/admin';
import {
  ADMIN_API_BASE,
  adminPath,
  type AdminCallArgs,
  type AdminResult,
  type AnyAdminCall,
} from '@shared/api/admin-call';
import { t } from './i18n';

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

export interface RequestOptions {
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
  if (status === 413) return t('admin.common.fileTooLarge');
  if (status === 429) return t('admin.common.tooManyAttemptsPleaseWaitMomentTry');
  return t('admin.common.somethingWentWrongPleaseTryAgain');
}

async function send(
  method: AnyAdminCall['method'],
  path: string,
  body: BodyInit | undefined,
  headers: HeadersInit,
  options: RequestOptions,
) {
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API_BASE}${path}`, {
      method: method.toUpperCase(),
      body,
      headers: { Accept: 'application/json', ...headers },
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NetworkError', t('admin.common.serverCannotReachedCheckVitrine'));
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

/** POST and PUT carry JSON (the server takes no other); a call without a body sends {}. */
function jsonBody(call: AnyAdminCall, input: unknown): unknown {
  if (call.method === 'get' || call.method === 'delete') return undefined;
  const body = (input as { body?: unknown } | undefined)?.body;
  return body ?? {};
}

async function request<Call extends AnyAdminCall>(
  definition: Call,
  path: string,
  input: unknown,
  options: RequestOptions = {},
): Promise<AdminResult<Call>> {
  const body = jsonBody(definition, input);
  const payload = await send(
    definition.method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
    body === undefined ? {} : { 'Content-Type': 'application/json' },
    options,
  );
  // The one place an answer meets its type: the server's handler is checked against the same schema.
  return payload as AdminResult<Call>;
}

/** Makes a back-office call from its definition; answers the call's result (204: undefined). */
function call<Call extends AnyAdminCall>(
  definition: Call,
  ...[input, options]: AdminCallArgs<Call, [options?: RequestOptions]>
): Promise<AdminResult<Call>> {
  return request(definition, adminPath(definition, input), input, options);
}

/** A GET call at a path already built by adminPath from its input (useApiData keys its loads by it). */
function readPath<Call extends AnyAdminCall & { method: 'get' }>(
  definition: Call,
  path: string,
  options?: RequestOptions,
): Promise<AdminResult<Call>> {
  return request(definition, path, undefined, options);
}

/** A multipart upload to a call's path; the CSRF token goes first so the server can check it before reading the file. */
async function upload<Call extends AnyAdminCall & { method: 'post' }>(
  definition: Call,
  fields: Record<string, string | Blob>,
  ...[input, options = {}]: AdminCallArgs<Call, [options?: RequestOptions]>
): Promise<AdminResult<Call>> {
  const form = new FormData();
  form.append('csrf_token', csrfToken);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const payload = await send(
    'post',
    adminPath(definition, input),
    form,
    { 'X-CSRF-Token': csrfToken },
    options,
  );
  return payload as AdminResult<Call>;
}

export const api = { call, readPath, upload };

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
    throw new ApiError(0, 'NetworkError', t('admin.common.serverCannotReachedCheckVitrine'));
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
