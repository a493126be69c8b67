/**
 * A multipart upload to a back-office call that reports how much of the body has been sent. fetch()
 * cannot report upload progress, so this one call uses XMLHttpRequest and its `upload` events.
 */
import type { ErrorName } from '@shared/api/admin';
import { adminUrl, type AdminCallArgs, type AdminResult, type AnyAdminCall } from '@shared/api/admin-call';
import { ApiError } from '../../app/api';
import { t } from '../../app/i18n';

export interface UploadProgress {
  /** Bytes sent so far and in all; `total` is 0 when the browser cannot tell. */
  loaded: number;
  total: number;
}

interface UploadOptions {
  csrfToken: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Called once the whole body is sent: from then on the server is working on it. */
  onSent?: () => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const statusNames: Record<number, ErrorName> = {
  400: 'ValidationError',
  401: 'AuthError',
  403: 'AccessError',
  404: 'MissingError',
  409: 'UserError',
  429: 'RateLimitError',
};

/**
 * Sends `fields` (the CSRF token first, so the server checks it before reading the file) and resolves
 * with the JSON answer. A refusal rejects with an ApiError whose `details` holds the whole error body,
 * so callers can read more than the message (e.g. the rows a CSV import refused).
 */
export function uploadWithProgress<Call extends AnyAdminCall & { method: 'post' }>(
  call: Call,
  fields: Record<string, string | Blob>,
  options: UploadOptions,
  ...input: AdminCallArgs<Call>
): Promise<AdminResult<Call>> {
  return new Promise<AdminResult<Call>>((resolve, reject) => {
    const form = new FormData();
    form.append('csrf_token', options.csrfToken);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);

    const request = new XMLHttpRequest();
    request.open('POST', adminUrl(call, ...input));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-CSRF-Token', options.csrfToken);
    request.withCredentials = true;

    request.upload.addEventListener('progress', (event) => {
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    });
    request.upload.addEventListener('load', () => options.onSent?.());

    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(payload as AdminResult<Call>);
        return;
      }
      const error = isRecord(payload) && isRecord(payload.error) ? payload.error : {};
      const name =
        typeof error.name === 'string'
          ? (error.name as ErrorName)
          : (statusNames[request.status] ?? 'ServerError');
      const message =
        typeof error.message === 'string'
          ? error.message
          : request.status === 413
            ? t('admin.common.fileTooLarge')
            : t('admin.common.somethingWentWrongPleaseTryAgain');
      const fieldMessages = isRecord(error.fields) ? (error.fields as Record<string, string>) : {};
      reject(new UploadError(request.status, name, message, fieldMessages, payload));
    });
    request.addEventListener('error', () =>
      reject(new ApiError(0, 'NetworkError', t('admin.common.serverCannotReachedCheckVitrine'))),
    );
    request.addEventListener('abort', () =>
      reject(new DOMException(t('admin.catalog.uploadWasCancelled'), 'AbortError')),
    );
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });

    request.send(form);
  });
}

/** An ApiError that keeps the server's whole answer. */
export class UploadError extends ApiError {
  constructor(
    status: number,
    errorName: ErrorName,
    message: string,
    fields: Record<string, string>,
    readonly body: unknown,
  ) {
    super(status, errorName, message, fields);
  }
}
