import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { Request } from 'express';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import { cleanFileName, tooLargeMessage } from './file-store';

export interface Upload {
  buffer: Buffer;
  originalName: string;
  /** As the browser announced it; FileStore sniffs the bytes anyway. */
  mimeType: string;
  /** The form's other fields (csrf_token among them). */
  fields: Record<string, string>;
}

/**
 * Reads one file from a multipart/form-data body. Refuses a second file and a file over `maxBytes`
 * (413), after reading the rest of the body so the browser gets the answer instead of a reset.
 */
export function parseUpload(req: Request, options: { field: string; maxBytes: number }): Promise<Upload> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new UnsupportedMediaTypeError('Please send the file as multipart/form-data.'));
  }
  return new Promise<Upload>((resolve, reject) => {
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        headers: req.headers as { 'content-type': string },
        defCharset: 'utf8', // non-ASCII file names
        limits: { fileSize: options.maxBytes, files: 1, fields: 50, fieldSize: 100 * 1024, parts: 60 },
      });
    } catch {
      reject(new ValidationError('The upload could not be read.'));
      return;
    }

    let file: Omit<Upload, 'fields'> | null = null;
    let problem: Error | null = null;
    let reading = Promise.resolve();
    const fields: Record<string, string> = {};
    const refuse = (error: Error) => {
      problem ??= error;
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, fileName, _encoding, mimeType) => {
      if (name !== options.field || file !== null || problem) {
        if (name !== options.field)
          refuse(new ValidationError(`Please send the file in the field "${options.field}".`));
        stream.resume(); // drain it
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse(new PayloadTooLargeError(tooLargeMessage(options.maxBytes))));
      reading = new Promise<void>((done) => {
        stream.on('end', () => {
          if (!stream.truncated) {
            file = {
              buffer: Buffer.concat(chunks),
              originalName: cleanFileName(fileName ?? ''),
              mimeType,
            };
          }
          done();
        });
      });
    });
    parser.on('filesLimit', () => refuse(new ValidationError('Please send one file only.')));
    parser.on('partsLimit', () => refuse(new ValidationError('The upload has too many parts.')));
    parser.on('fieldsLimit', () => refuse(new ValidationError('The upload has too many fields.')));
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(new ValidationError('The upload could not be read.'));
    });
    parser.on('finish', () => {
      void reading.then(() => {
        if (problem) reject(problem);
        else if (!file) reject(new ValidationError('Please choose a file to upload.'));
        else resolve({ ...file, fields });
      });
    });
    req.on('aborted', () => reject(new ValidationError('The upload was interrupted.')));
    req.pipe(parser);
  });
}
