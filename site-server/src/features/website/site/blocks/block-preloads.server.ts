import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isModuleBlock } from '@shared/website/page-basics';
import type { Block } from '@shared/website/contract';
import { ownBlockKindOf, type OwnBlockOnDemand } from './block-code';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The browser's modules a page of blocks needs beyond its route's (block-code.ts loads them on
 * demand): the page preloads them with its own, instead of finding them once its scripts run. Read
 * from the client build's manifest (vite.config.ts keeps it); without a build (the dev server) none.
 */
let manifest: Record<string, ManifestChunk> | undefined;

function clientManifest(): Record<string, ManifestChunk> {
  if (manifest) return manifest;
  // This module runs from dist/web/server/ in a build: the client's build is beside it.
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/.vite/manifest.json');
  manifest = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  return manifest;
}

function sourceOf(block: Block): string | null {
  if (isModuleBlock(block)) return `/site/${block.type.replaceAll('_', '-')}-block.tsx`;
  const kind = ownBlockKindOf[block.type as OwnBlockOnDemand] as string | undefined;
  return kind ? `/website/site/blocks/${kind}-blocks.tsx` : null;
}

/** The addresses of the modules the code of `blocks` is made of, each once. */
export function blockPreloads(blocks: Block[]): string[] {
  const chunks = clientManifest();
  const keys = Object.keys(chunks);
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const block of blocks) {
    const source = sourceOf(block);
    const key = source && keys.find((candidate) => candidate.endsWith(source));
    if (key) add(key);
  }
  return [...files];
}
