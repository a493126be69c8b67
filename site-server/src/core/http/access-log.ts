import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * One log line per answered request (method, path, status, milliseconds), only when `info` is on.
 * Replaces pino-http, which built a child logger and serialised every request even with logging at
 * `warn`: 5 % of a JSON-RPC call's time. Health checks are not logged.
 */
/** Query parameters whose values open something (a portal document, a reset, a sign-in). */
const SECRET_PARAM = /([?&](?:[^=&]*token[^=&]*|[^=&]*password[^=&]*|signature|key)=)[^&#]*/gi;

/** The address as the log may keep it: the values of token-like parameters hidden. */
export const withoutSecrets = (url: string) => url.replace(SECRET_PARAM, '$1[hidden]');

export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!logger.isLevelEnabled('info') || req.url === '/healthz') return next();
    const started = process.hrtime.bigint();
    const line = (msg: string) => ({
      reqId: req.vitrine.requestId,
      req: { method: req.method, url: withoutSecrets(req.originalUrl) },
      res: { statusCode: res.statusCode },
      responseTime: Number(process.hrtime.bigint() - started) / 1e6,
      msg,
    });
    res.once('finish', () => logger.info(line('request completed')));
    res.once('close', () => {
      if (!res.writableFinished) logger.info(line('request aborted'));
    });
    next();
  };
}
