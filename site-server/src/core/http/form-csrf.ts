import type { Request, RequestHandler } from 'express';
import { PayloadTooLargeError } from '../errors';
import { requireCsrfToken } from './csrf';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Reads a request body into memory, refusing more than `limit` bytes. */
async function readBody(req: Parameters<RequestHandler>[0], limit: number): Promise<Buffer> {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > limit) throw new PayloadTooLargeError('The request is too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeError('The request is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Form posts to the public site must carry the csrf_token the page gave them. The body is read
 * here once, checked, and kept in `req.vitrine.rawBody` for the site's handler to parse.
 */
export function formCsrfCheck(options: { secret: string; maxBodyBytes: number }): RequestHandler {
  return async (req, _res, next) => {
    if (req.method !== 'POST' && req.method !== 'PUT' && req.method !== 'PATCH' && req.method !== 'DELETE')
      return next();
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) return next();
    const body = await readBody(req, options.maxBodyBytes);
    req.vitrine.rawBody = body;
    let token: FormDataEntryValue | null = null;
    try {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': req.get('content-type')! },
      }).formData();
      token = form.get('csrf_token');
    } catch {
      token = null;
    }
    requireCsrfToken(req, options.secret, token);
    req.vitrine.verifiedCsrfToken = token as string;
    next();
  };
}

/** The fields of a form post the check above read (urlencoded or multipart). */
export async function postedFields(req: Request): Promise<FormData> {
  return new Response(new Uint8Array(req.vitrine.rawBody ?? Buffer.alloc(0)), {
    headers: { 'content-type': req.get('content-type') ?? 'application/x-www-form-urlencoded' },
  }).formData();
}
