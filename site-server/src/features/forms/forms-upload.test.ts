/** Issue 11, item 8: a form post's token and form are checked before any upload is read; files stream to disk. */
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../../../shared/api/admin';
import { submissionRowSchema } from '../../../../shared/forms/contract';
import {
  everyTypeId,
  post,
  publisher,
  server,
  useFormsTestServer,
  validLead,
  anonymousVisitor,
} from './forms-test-support';

useFormsTestServer();

const BOUNDARY = 'vitrine-test-boundary';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/**
 * Sends a form post that announces 50 MB but stops after its text fields and the first 64 KB of a
 * file, and answers the status line the server sends meanwhile (or 'no answer' after `waitMs`).
 */
function unfinishedUpload(visitor: { token: string; cookie: string }, waitMs = 10_000): Promise<string> {
  const { port } = new URL(server.url);
  const head =
    part('csrf_token', visitor.token) +
    part('form_id', String(everyTypeId)) +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="brief"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, waitMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(answer.split('\r\n')[0]!);
      }
    });
    socket.on('error', () => undefined);
    socket.write(
      `POST /website/form/crm.lead HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n` +
        `Cookie: ${visitor.cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n` +
        head,
    );
    socket.write(Buffer.alloc(64 * 1024, 1));
  });
}

const inProgress = () => {
  try {
    return readdirSync(path.join(server.config.dataDir, 'uploads-in-progress'));
  } catch {
    return [];
  }
};

describe('uploads of website forms', () => {
  it('refuses a post with a forged token at its first file, without reading the upload', async () => {
    expect(await unfinishedUpload({ ...anonymousVisitor(server), token: 'forged-token' })).toMatch(
      /^HTTP\/1\.1 403/,
    );
    expect(inProgress()).toEqual([]);
  });

  it('keeps only files of the form’s file fields, and leaves no temporary file behind', async () => {
    const response = await post(server, 'crm.lead', [
      ...validLead(everyTypeId),
      ['description', new Blob(['not a file field']), 'smuggled.txt'],
      ['brief', new Blob(['the brief']), 'brief.txt'],
    ]);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const submissions = pageSchema(submissionRowSchema).parse(
      await (await publisher.request('GET', `/api/admin/forms/${everyTypeId}/submissions`)).json(),
    );
    const submission = submissions.items.find((item) => item.recordId === id)!;
    expect(submission.files.map((file) => file.name)).toEqual(['brief.txt']);
    expect(inProgress()).toEqual([]);
  });

  it('with a real visitor’s token, goes on reading the upload (and waits for the rest of it)', async () => {
    expect(await unfinishedUpload(anonymousVisitor(server), 2_000)).toBe('no answer');
  });
});
