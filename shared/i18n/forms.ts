/** Website forms and leads: UI strings in every language (spread into the catalogs by en_US.ts, fr_FR.ts, es_ES.ts). */
const en_US = {} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const formsMessages = {
  en_US,
  fr_FR: {} satisfies Translation,
  es_ES: {} satisfies Translation,
};
