import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError, PayloadTooLargeError, ValidationError, type ErrorName } from '../errors';
import { escapeHtml } from './html';

/** JSON-RPC codes: -32700 unreadable JSON, -32600 not a request; 200 is the server-error code of the spec's clients. */
export const RPC_PARSE_ERROR = -32700;
export const RPC_INVALID_REQUEST = -32600;
export const RPC_SERVER_ERROR = 200;

export class RpcProtocolError extends ValidationError {
  constructor(
    readonly rpcCode: number,
    message: string,
  ) {
    super(message);
  }
}

interface HttpFailure {
  status: number;
  name: ErrorName | 'ServerError';
  message: string;
  fields?: Record<string, string>;
  rpcCode: number;
}

/** Every error, whatever threw it, becomes one of these; nothing else reaches a visitor. */
export function describeError(error: unknown): HttpFailure {
  if (error instanceof RpcProtocolError)
    return { status: 400, name: 'ValidationError', message: error.message, rpcCode: error.rpcCode };
  if (error instanceof z.ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    const summary = Object.entries(fields)
      .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
      .join('; ');
    return {
      status: 400,
      name: 'ValidationError',
      message: `Invalid input: ${summary}`,
      fields,
      rpcCode: RPC_SERVER_ERROR,
    };
  }
  if (error instanceof AppError) {
    return {
      status: error.status,
      name: error.errorName,
      message: error.message,
      fields: error instanceof ValidationError && Object.keys(error.fields).length ? error.fields : undefined,
      rpcCode: RPC_SERVER_ERROR,
    };
  }
  // body-parser and other http-errors carry a `type`/`status`.
  const httpError = error as { type?: string; status?: number; expose?: boolean } | null;
  if (httpError?.type === 'entity.too.large') {
    const tooLarge = new PayloadTooLargeError('The request is too large.');
    return { status: 413, name: tooLarge.errorName, message: tooLarge.message, rpcCode: RPC_SERVER_ERROR };
  }
  if (httpError?.type === 'entity.parse.failed')
    return {
      status: 400,
      name: 'ValidationError',
      message: 'The request body is not valid JSON.',
      rpcCode: RPC_PARSE_ERROR,
    };
  // A path parameter with broken percent-encoding (/orders/%E0%A4): the router's URIError, status 400.
  if (error instanceof URIError)
    return {
      status: 400,
      name: 'ValidationError',
      message: 'The address is not valid.',
      rpcCode: RPC_SERVER_ERROR,
    };
  if (httpError?.status && httpError.status >= 400 && httpError.status < 500 && httpError.expose)
    return {
      status: httpError.status,
      name: 'ValidationError',
      message: 'The request is not valid.',
      rpcCode: RPC_SERVER_ERROR,
    };
  return {
    status: 500,
    name: 'ServerError',
    message: 'Something went wrong on our side. Please try again later.',
    rpcCode: RPC_SERVER_ERROR,
  };
}

export type ResponseKind = 'rpc' | 'api' | 'page';

/** Which envelope a request expects: set by the route kits, guessed from the path otherwise. */
export function responseKind(req: Request): ResponseKind {
  if (req.vitrine?.kind) return req.vitrine.kind;
  if (req.path.startsWith('/api/')) return 'api';
  return 'page';
}

export function sendRpcError(res: Response, id: unknown, failure: HttpFailure) {
  res.status(failure.rpcCode === RPC_SERVER_ERROR && failure.status < 413 ? 200 : failure.status).json({
    jsonrpc: '2.0',
    id: id ?? null,
    error: {
      code: failure.rpcCode,
      message: failure.rpcCode === RPC_SERVER_ERROR ? 'Vitrine Server Error' : failure.message,
      data: {
        name: failure.name,
        message: failure.message,
        ...(failure.fields ? { fields: failure.fields } : {}),
      },
    },
  });
}

export function errorPage(status: number, title: string, message: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:10vh auto;padding:0 1rem;color:#222}a{color:#1c6dd0}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p><!-- ${status} --></body></html>`;
}

const pageTitles: Record<number, string> = {
  400: 'Bad request',
  401: 'Please sign in',
  403: 'Forbidden',
  404: 'Page not found',
  413: 'Too large',
  415: 'Unsupported request',
  429: 'Too many requests',
  500: 'Something went wrong',
};

/** The one place errors are mapped to responses. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    const failure = describeError(error);
    if (failure.status >= 500)
      logger.error({ err: error, requestId: req.vitrine?.requestId }, 'request failed');
    if (res.headersSent) return next(error);
    const kind = responseKind(req);
    if (kind === 'rpc') return sendRpcError(res, (req.body as { id?: unknown } | undefined)?.id, failure);
    if (kind === 'api') {
      return res.status(failure.status).json({
        error: {
          name: failure.name,
          message: failure.message,
          ...(failure.fields ? { fields: failure.fields } : {}),
        },
      });
    }
    res
      .status(failure.status)
      .type('html')
      .send(errorPage(failure.status, pageTitles[failure.status] ?? pageTitles[500]!, failure.message));
  };
}
