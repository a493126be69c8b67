/**
 * A rendered page that was complete before anything was sent (entry.server.tsx) carries its HTML as
 * one buffer, so the server writes or compresses it in one piece (web-app.ts) instead of reading the
 * Response's stream chunk by chunk. Symbol.for: the site's build and the server's bundle are two
 * module graphs.
 */
const WHOLE_BODY = Symbol.for('vitrine.wholePageBody');

interface WithWholeBody {
  [WHOLE_BODY]?: Buffer;
}

/** A Response of `body`, which the server may take whole (wholeBodyOf) without reading its stream. */
export function wholePageResponse(body: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  (response as WithWholeBody)[WHOLE_BODY] = body;
  return response;
}

/** The whole body of a response made by wholePageResponse (its stream left unread); else undefined. */
export function wholeBodyOf(response: Response): Buffer | undefined {
  return (response as WithWholeBody)[WHOLE_BODY];
}
