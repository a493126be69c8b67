import type { ReactNode } from 'react';
import type { SiteContext } from './context';

/**
 * How a page block renders on the public site. The page's loader (server side) calls `load` with
 * the site's load context and hands its answer to `Component` as `data`; `data` must be
 * JSON-serialisable (it is sent to the browser for hydration).
 */
export interface BlockDefinition<Block extends { type: string }, Data> {
  type: Block['type'];
  load(site: SiteContext, block: Block): Promise<Data>;
  Component(props: {
    block: Block;
    data: Data;
    /** Editor mode (`enable_editor`, SPEC §6): interactive behaviours are off. */
    editor: boolean;
  }): ReactNode;
}
