import { idFrom } from '../../../../shared/api/numeric';
import type { Request, Response, Router } from 'express';
import type { DataSource } from 'typeorm';
import { MissingError, ValidationError } from '../errors';
import { isSha256, parseImageSize, standardImageSize, type FileStore } from './file-store';
import type { ImageFields } from './image-fields';
import { PLACEHOLDER_ETAG, PLACEHOLDER_SVG } from './placeholder';
import { sniffImageType } from './sniff';
import { canSeeUnpublished } from '../site/shell-data';

/** With ?unique=<sha prefix> the URL names one content for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE_HOURLY = 'public, max-age=3600';
const PRIVATE = 'private, max-age=3600';
/** The placeholder may be replaced by a real image soon: keep it briefly. */
const PLACEHOLDER_CACHE = 'public, max-age=60';
/** How many hex digits of the SHA-256 a `unique` value needs before the URL is trusted as immutable. */
const UNIQUE_MIN_LENGTH = 8;
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * The URL of an image field: `/web/image/{model}/{id}/{field}[/{W}x{H}]?unique=…` (SPEC §7).
 * With the file's sha the URL changes with the content and is cached for a year.
 */
export function imageUrl(
  model: string,
  id: number,
  field: string,
  sha256?: string | null,
  size?: string,
): string {
  const url = `/web/image/${encodeURIComponent(model)}/${id}/${encodeURIComponent(field)}${size ? `/${size}` : ''}`;
  return sha256 ? `${url}?unique=${sha256.slice(0, 12)}` : url;
}

/** Whether an If-None-Match header names this (strong) ETag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function sendPlaceholder(req: Request, res: Response): void {
  res.set({
    'Cache-Control': PLACEHOLDER_CACHE,
    ETag: PLACEHOLDER_ETAG,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': SVG_POLICY,
  });
  if (matches(req.get('If-None-Match'), PLACEHOLDER_ETAG)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('image/svg+xml').send(PLACEHOLDER_SVG);
}

/**
 * GET /web/image/:model/:id/:field and /web/image/:model/:id/:field/:size (size `WxH`, SPEC §7).
 * Anything that does not lead to an image answers the placeholder, never an error page; only a
 * malformed size is refused (400).
 */
export function imageRoutes(
  router: Router,
  { files, imageFields, dataSource }: { files: FileStore; imageFields: ImageFields; dataSource: DataSource },
): void {
  router.get(['/web/image/:model/:id/:field', '/web/image/:model/:id/:field/:size'], async (req, res) => {
    const { model, id, field, size: sizeParam } = req.params as Record<string, string | undefined>;
    // Served as one of the kept sizes (the ETag names the bytes sent).
    const size = sizeParam === undefined ? null : standardImageSize(parseImageSize(sizeParam));
    const resolve = imageFields.resolverOf(model ?? '', field ?? '');
    const recordId = idFrom(id);
    if (!resolve || !recordId) return sendPlaceholder(req, res);

    let sha256: string | null;
    const viewer = { seesUnpublished: canSeeUnpublished(req.vitrine?.user ?? null) };
    try {
      // Reads only: no transaction needed.
      sha256 = await resolve(dataSource.manager, recordId, viewer);
    } catch (error) {
      if (error instanceof MissingError) return sendPlaceholder(req, res);
      throw error;
    }
    if (!isSha256(sha256)) return sendPlaceholder(req, res);

    const etag = `"${size ? `${sha256}-${size.width}x${size.height}` : sha256}"`;
    const unique = typeof req.query.unique === 'string' ? req.query.unique.toLowerCase() : '';
    const immutable = unique.length >= UNIQUE_MIN_LENGTH && sha256.startsWith(unique);
    const headers = {
      ETag: etag,
      // What staff see may be unpublished: no shared cache keeps it for the next visitor.
      'Cache-Control': viewer.seesUnpublished ? PRIVATE : immutable ? IMMUTABLE : REVALIDATE_HOURLY,
      'X-Content-Type-Options': 'nosniff',
    };

    if (matches(req.get('If-None-Match'), etag) && (await files.exists(sha256))) {
      res.set(headers).status(304).end();
      return;
    }

    let body: Buffer;
    let type: string | null;
    try {
      if (size) {
        body = await files.variant(sha256, size.width, size.height);
        type = 'image/webp';
      } else {
        body = await files.read(sha256);
        type = sniffImageType(body);
      }
    } catch (error) {
      // The file is gone from the data dir, or cannot be resized (the size itself was checked above).
      if (error instanceof MissingError || error instanceof ValidationError) return sendPlaceholder(req, res);
      throw error;
    }
    // A field pointing at something that is not an image is shown as no image, not served raw.
    if (!type) return sendPlaceholder(req, res);

    res.set(headers);
    if (type === 'image/svg+xml') res.set('Content-Security-Policy', SVG_POLICY);
    res.status(200).type(type).send(body);
  });
}
