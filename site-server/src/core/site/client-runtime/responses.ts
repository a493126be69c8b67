/**
 * React Router's response helpers in the browser build. Loaders and actions never run in the browser
 * (the route modules' server parts are left out of it), but modules the browser loads name these:
 * they work as React Router's do for what a component can see (an error response's status).
 */
export class ErrorResponseImpl {
  readonly internal = false;
  constructor(
    readonly status: number,
    readonly statusText: string | undefined,
    readonly data: unknown,
  ) {
    this.statusText = statusText || '';
  }
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponseImpl {
  const candidate = error as Partial<ErrorResponseImpl> | null;
  return (
    candidate != null &&
    typeof candidate.status === 'number' &&
    typeof candidate.statusText === 'string' &&
    typeof candidate.internal === 'boolean' &&
    'data' in candidate
  );
}

export function data<T>(value: T, init?: number | ResponseInit) {
  return {
    type: 'DataWithResponseInit',
    data: value,
    init: typeof init === 'number' ? { status: init } : init,
  };
}

export function redirect(url: string, init: number | ResponseInit = 302): Response {
  const responseInit = typeof init === 'number' ? { status: init } : { status: 302, ...init };
  const headers = new Headers(responseInit.headers);
  headers.set('Location', url);
  return new Response(null, { ...responseInit, headers });
}

export function redirectDocument(url: string, init?: number | ResponseInit): Response {
  const response = redirect(url, init);
  response.headers.set('X-Remix-Reload-Document', 'true');
  return response;
}
