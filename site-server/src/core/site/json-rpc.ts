/**
 * The browser's side of the spec's JSON-RPC calls (`{"jsonrpc":"2.0","method":"call","params":…}`).
 * Every call is sent as `Content-Type: application/json`: the server refuses anything else, which is
 * what keeps a cross-site form from making the call (the CSRF protection of JSON calls).
 */
import type { z } from 'zod';

/** A call the server answered with an error envelope, or that never got a well-formed answer. */
export class RpcError extends Error {
  constructor(
    /** The server's error class (ValidationError, AccessError, MissingError, UserError…), or 'NetworkError'. */
    readonly name: string,
    message: string,
    /** The HTTP status of the answer (0 when the server was not reached). */
    readonly status: number,
    /** Whatever else the server put in `error.data` (such as an error code). */
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

let nextId = 1;

interface RpcAnswer {
  result?: unknown;
  error?: { message?: string; data?: Record<string, unknown> & { name?: string; message?: string } };
}

/** POST `path` with `params`; resolves to the result, parsed by `result` when given; rejects with RpcError. */
export async function rpc<S extends z.ZodType>(
  path: string,
  params: Record<string, unknown>,
  result: S,
  init?: { signal?: AbortSignal },
): Promise<z.output<S>>;
export async function rpc(
  path: string,
  params: Record<string, unknown>,
  result?: undefined,
  init?: { signal?: AbortSignal },
): Promise<unknown>;
export async function rpc(
  path: string,
  params: Record<string, unknown>,
  result?: z.ZodType,
  init: { signal?: AbortSignal } = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: nextId++ }),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new RpcError('NetworkError', error instanceof Error ? error.message : String(error), 0);
  }
  let answer: RpcAnswer;
  try {
    answer = (await response.json()) as RpcAnswer;
  } catch {
    throw new RpcError(
      'ProtocolError',
      `The server answered ${response.status} without JSON.`,
      response.status,
    );
  }
  if (answer.error) {
    const { name, message, ...data } = answer.error.data ?? {};
    throw new RpcError(
      name ?? 'ServerError',
      message ?? answer.error.message ?? 'Server error',
      response.status,
      data,
    );
  }
  if (!result) return answer.result;
  const parsed = result.safeParse(answer.result);
  if (!parsed.success) throw new RpcError('ProtocolError', parsed.error.message, response.status);
  return parsed.data;
}

/** A model call of SPEC §7: POST /web/dataset/call_kw/{model}/{method} with args and kwargs. */
export function callKw<S extends z.ZodType>(
  model: string,
  method: string,
  args: unknown[],
  kwargs: Record<string, unknown>,
  result: S,
  init: { signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  return rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs }, result, init);
}
