/**
 * The browser's side of the spec's JSON-RPC calls (`{"jsonrpc":"2.0","method":"call","params":…}`).
 * Every call is sent as `Content-Type: application/json`: the server refuses anything else, which is
 * what keeps a cross-site form from making the call (the CSRF protection of JSON calls).
 */
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

/**
 * POST `path` with `params`; resolves to the result, typed `T` by the shared contract; rejects with
 * RpcError. The answer is not checked again here: the server built it from the same contract, and zod
 * in the browser would cost every page 27 KB of JavaScript (and an eval probe the CSP refuses).
 */
export async function rpc<T = unknown>(
  path: string,
  params: Record<string, unknown>,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
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
  return answer.result as T;
}

/** A model call of SPEC §7: POST /web/dataset/call_kw/{model}/{method} with args and kwargs. */
export function callKw<T>(
  model: string,
  method: string,
  args: unknown[],
  kwargs: Record<string, unknown>,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  return rpc<T>(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs }, init);
}
