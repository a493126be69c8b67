import { createContext, useContext } from 'react';
import { t, type LangCode, type MessageKey } from '@shared/i18n';

/**
 * What every block needs to know about where it renders, without the router: blocks also render
 * outside the page route (POST /website/multi_render renders them alone, render-blocks.server.tsx).
 */
export interface BlockEnv {
  lang: LangCode;
  /** Editor mode (`enable_editor`, SPEC §6): the interactive behaviours are off. */
  editor: boolean;
}

const BlockEnvContext = createContext<BlockEnv>({ lang: 'en_US', editor: false });

export const BlockEnvProvider = BlockEnvContext.Provider;

export function useBlockEnv(): BlockEnv {
  return useContext(BlockEnvContext);
}

/** UI strings of blocks in the page's language. */
export function useBlockT(): (key: MessageKey, ...args: Array<string | number>) => string {
  const { lang } = useBlockEnv();
  return (key, ...args) => t(lang, key, ...args);
}
