import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { Request } from 'express';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../core/errors';
import { cleanFileName } from '../../core/files/file-store';

export interface PostedFile {
  field: string;
  originalName: string;
  mimeType: string;
  /** The bytes, streamed to a temporary file while reading (removed by FormPost.discard). */
  path: string;
  size: number;
}

/** A website form post, read in full: its text entries and its files. */
export interface FormPost {
  texts: Map<string, string[]>;
  files: PostedFile[];
  /** Fields whose file went over the upload limit (the post is refused with 413). */
  tooLarge: string[];
  /** Removes the temporary files. */
  discard(): Promise<void>;
}

export interface FormPostLimits {
  maxFileBytes: number;
  maxTextBytes: number;
  /** Where files are streamed while the post is read. */
  tempDir: string;
  /**
   * Runs once, at the first file part, with the text entries sent before it (the csrf_token and
   * form_id come first): it throws to refuse the post before any upload is read, or answers the
   * fields that may carry a file (files of other fields are drained, not kept).
   */
  beforeFiles?: (texts: Map<string, string[]>) => Promise<ReadonlySet<string>>;
}

/** Files one post may carry. */
export const MAX_FILES_PER_POST = 10;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Reads a form post (urlencoded or multipart). Files are streamed to disk, each held to
 * `maxFileBytes` while it is read; a larger one is drained and reported in `tooLarge`, so the
 * visitor gets an answer instead of a reset connection. The text entries together are held to
 * `maxTextBytes`. `beforeFiles` may refuse the post before any file byte is read.
 */
export function readFormPost(req: Request, limits: FormPostLimits): Promise<FormPost> {
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type))
    return Promise.reject(
      new UnsupportedMediaTypeError(
        'Send the form as multipart/form-data or application/x-www-form-urlencoded.',
      ),
    );
  const written: string[] = [];
  const post: FormPost = {
    texts: new Map(),
    files: [],
    tooLarge: [],
    discard: () => Promise.all(written.map((file) => rm(file, { force: true }))).then(() => undefined),
  };
  return new Promise<FormPost>((resolve, reject) => {
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        headers: req.headers as { 'content-type': string },
        defCharset: 'utf8',
        limits: {
          fileSize: limits.maxFileBytes,
          files: MAX_FILES_PER_POST,
          fields: 300,
          fieldSize: 64 * 1024,
          parts: 320,
        },
      });
    } catch {
      reject(new ValidationError('The form could not be read.'));
      return;
    }
    let textBytes = 0;
    let problem: Error | null = null;
    let gate: Promise<ReadonlySet<string> | null> | null = null;
    const reading: Array<Promise<void>> = [];
    const refuse = (error: Error) => {
      problem ??= error;
    };
    const fail = (error: Error) => {
      // Nothing more is read into memory or onto disk; the rest of the body is drained.
      req.unpipe(parser);
      req.resume();
      void post.discard();
      reject(error);
    };

    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      textBytes += name.length + value.length;
      if (valueTruncated || textBytes > limits.maxTextBytes)
        refuse(new PayloadTooLargeError('The form is too large.'));
      const list = post.texts.get(name) ?? [];
      list.push(value);
      post.texts.set(name, list);
    });
    parser.on('file', (field, stream, fileName, _encoding, mimeType) => {
      // Until the gate opens the file is not consumed: busboy holds the request back meanwhile.
      gate ??= limits.beforeFiles ? limits.beforeFiles(new Map(post.texts)) : Promise.resolve(null);
      reading.push(
        gate.then(
          async (accepted) => {
            if (problem || (accepted && !accepted.has(field))) {
              stream.resume();
              return;
            }
            const kept = await streamToDisk(stream, limits.tempDir, written);
            if (stream.truncated) post.tooLarge.push(field);
            // A file input left empty still sends a part, without bytes: it is no file.
            else if (kept.size > 0)
              post.files.push({
                field,
                originalName: cleanFileName(fileName ?? ''),
                mimeType,
                ...kept,
              });
          },
          (error: Error) => {
            stream.resume();
            fail(error);
          },
        ),
      );
    });
    parser.on('filesLimit', () =>
      refuse(new ValidationError(`A form may carry at most ${MAX_FILES_PER_POST} files.`)),
    );
    parser.on('partsLimit', () => refuse(new ValidationError('The form has too many parts.')));
    parser.on('fieldsLimit', () => refuse(new ValidationError('The form has too many fields.')));
    parser.on('error', () => fail(new ValidationError('The form could not be read.')));
    parser.on('finish', () => {
      void Promise.all(reading).then(() => {
        if (!problem) return resolve(post);
        void post.discard();
        reject(problem);
      }, fail);
    });
    req.on('aborted', () => fail(new ValidationError('The form was interrupted.')));
    req.pipe(parser);
  });
}

/** Streams one file part into a new temporary file; the cap is busboy's (the part is cut at the limit). */
async function streamToDisk(stream: Readable, dir: string, written: string[]) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
  written.push(file);
  let size = 0;
  stream.on('data', (chunk: Buffer) => (size += chunk.length));
  await pipeline(stream, createWriteStream(file, { mode: 0o600 }));
  return { path: file, size };
}

/** The first text entry of a name, '' when missing. */
export const firstText = (post: Pick<FormPost, 'texts'>, name: string) => post.texts.get(name)?.[0] ?? '';
