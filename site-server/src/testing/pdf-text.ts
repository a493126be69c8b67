import { inflateSync } from 'node:zlib';

/** The text a PDF shows: its content streams inflated, their hex strings read as Latin-1. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const text of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      parts.push(
        [...text[1]!.matchAll(/<([0-9a-fA-F]+)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return parts.join('\n');
}
