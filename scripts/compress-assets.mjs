// Pre-compresses the built site's and back office's text assets (`npm run build`): each .js, .css,
// .svg, .json, .html and .txt file over 1 KB gets a .br (brotli, best) and a .gz (gzip, best)
// beside it when that is smaller. The server sends them with Content-Encoding (express-static-gzip),
// so no response is compressed at request time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIRS = ['dist/web/client', 'dist/admin'].map((dir) => path.join(ROOT, dir));
const TEXT = /\.(?:js|mjs|css|svg|json|html|txt|xml)$/;
const MIN_BYTES = 1024;

/** Every file under `dir` (recursively). */
function* filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Compresses one file; answers the bytes saved by brotli (0 when skipped). */
export function compressFile(file) {
  if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) return 0;
  const source = readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
  return Math.max(0, source.length - brotli.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let files = 0;
  let saved = 0;
  for (const dir of DIRS)
    for (const file of filesUnder(dir)) {
      const gained = compressFile(file);
      if (gained > 0) files += 1;
      saved += gained;
    }
  console.log(
    `compress-assets: ${files} files pre-compressed, ${Math.round(saved / 1024)} KiB saved with brotli`,
  );
}
