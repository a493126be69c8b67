import busboy from 'busboy';
import type { Request } from 'express';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../core/errors';
import { cleanFileName } from '../../core/files/file-store';

export interface PostedFile {
  field: string;
  originalName: string;
  mimeType: string;
  buffer: Buffer;
}

/** A website form post, read in full: its text entries and its files. */
export interface FormPost {
  texts: Map<string, string[]>;
  files: PostedFile[];
  /** Fields whose file went over the upload limit (the post is refused with 413). */
  tooLarge: string[];
}

/** Files one post may carry. */
export const MAX_FILES_PER_POST = 10;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Reads a form post (urlencoded or multipart). Each file is held to `maxFileBytes`; a larger one is
 * drained and reported in `tooLarge`, so the visitor gets an answer instead of a reset connection.
 * The text entries together are held to `maxTextBytes`.
 */
export function readFormPost(
  req: Request,
  limits: { maxFileBytes: number; maxTextBytes: number },
): Promise<FormPost> {
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type))
    return Promise.reject(
      new UnsupportedMediaTypeError(
        'Send the form as multipart/form-data or application/x-www-form-urlencoded.',
      ),
    );
  return new Promise<FormPost>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
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
    const post: FormPost = { texts: new Map(), files: [], tooLarge: [] };
    let textBytes = 0;
    let problem: Error | null = null;
    const reading: Array<Promise<void>> = [];
    const refuse = (error: Error) => {
      problem ??= error;
    };

    parser.on('field', (name, value, info) => {
      textBytes += name.length + value.length;
      if (info.valueTruncated || textBytes > limits.maxTextBytes)
        refuse(new PayloadTooLargeError('The form is too large.'));
      const list = post.texts.get(name) ?? [];
      list.push(value);
      post.texts.set(name, list);
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      reading.push(
        new Promise<void>((done) => {
          stream.on('end', () => {
            const buffer = Buffer.concat(chunks);
            if (stream.truncated) post.tooLarge.push(field);
            // A file input left empty still sends a part, without bytes: it is no file.
            else if (buffer.length > 0)
              post.files.push({
                field,
                originalName: cleanFileName(info.filename ?? ''),
                mimeType: info.mimeType,
                buffer,
              });
            done();
          });
        }),
      );
    });
    parser.on('filesLimit', () =>
      refuse(new ValidationError(`A form may carry at most ${MAX_FILES_PER_POST} files.`)),
    );
    parser.on('partsLimit', () => refuse(new ValidationError('The form has too many parts.')));
    parser.on('fieldsLimit', () => refuse(new ValidationError('The form has too many fields.')));
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(new ValidationError('The form could not be read.'));
    });
    parser.on('close', () => {
      void Promise.all(reading).then(() => (problem ? reject(problem) : resolve(post)));
    });
    req.on('aborted', () => reject(new ValidationError('The form was interrupted.')));
    req.pipe(parser);
  });
}

/** The first text entry of a name, '' when missing. */
export const firstText = (post: FormPost, name: string) => post.texts.get(name)?.[0] ?? '';
