import type http from 'node:http';

/** How long requests in flight get to finish before their connections are cut. */
export const REQUESTS_IN_FLIGHT_LIMIT_MS = 10_000;

/**
 * Stops accepting connections and resolves once every open one is closed: requests in flight get
 * `limitMs` to finish, then the stragglers are cut. A kept-alive connection is closed as soon as its
 * request is answered: close() itself only closes those idle at the time, and a browser's (or the
 * desktop window's) connection in the middle of a request would otherwise keep the process up until
 * the limit.
 */
export async function stopListening(
  server: http.Server,
  limitMs = REQUESTS_IN_FLIGHT_LIMIT_MS,
): Promise<void> {
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  const deadline = setTimeout(() => server.closeAllConnections(), limitMs);
  try {
    await stopped;
  } finally {
    clearInterval(idleSweep);
    clearTimeout(deadline);
  }
}
