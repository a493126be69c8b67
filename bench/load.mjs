// One bounded autocannon run, reduced to the figures the bench reports.
import autocannon from 'autocannon';

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string,
 *   connections: number, durationSeconds: number, expectedStatus?: number,
 *   perRequest?: () => { path?: string, headers?: Record<string, string>, body?: string } }} options
 *   `perRequest` varies each request (a cookie per visitor, a new search word) on top of the fixed path,
 *   headers and body.
 * @returns {Promise<import('./types').LoadResult>}
 */
export async function runLoad({
  url,
  method = 'GET',
  headers,
  body,
  connections,
  durationSeconds,
  expectedStatus,
  perRequest,
}) {
  const instance = autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration: durationSeconds,
    timeout: 10,
    ...(perRequest
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const next = perRequest();
                return {
                  ...request,
                  path: next.path ?? request.path,
                  body: next.body ?? request.body,
                  headers: { ...request.headers, ...next.headers },
                };
              },
            },
          ],
        }
      : {}),
  });
  // autocannon stops itself after `duration`; the watchdog only guards against a stuck run.
  const watchdog = setTimeout(() => instance.stop(), (durationSeconds + 20) * 1000);
  try {
    const result = await instance;
    const statusCounts = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    );
    const answered = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
    const unexpectedStatus =
      expectedStatus === undefined ? result.non2xx : answered - (statusCounts[String(expectedStatus)] ?? 0);
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      unexpectedStatus,
      statusCounts,
    };
  } finally {
    clearTimeout(watchdog);
  }
}
