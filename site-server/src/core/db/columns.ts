import {
  Column,
  CreateDateColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ColumnOptions,
} from 'typeorm';

/**
 * Column helpers that read the same on SQLite and PostgreSQL. Timestamps are declared as
 * 'datetime' and switched to 'timestamptz' for PostgreSQL by `adaptColumnTypes` before the data
 * source starts (decorators run at import time, before the dialect is known).
 */
export const TIMESTAMP = 'datetime' as const;

/** Base of every table: id, created, updated. */
export abstract class BaseRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @CreateDateColumn({ type: TIMESTAMP })
  created!: Date;

  @UpdateDateColumn({ type: TIMESTAMP })
  updated!: Date;
}

/** Money as an integer number of minor units (cents); the currency code lives beside it. */
export function MoneyColumn(options: Omit<ColumnOptions, 'type' | 'transformer'> = {}) {
  return Column({
    type: 'bigint',
    default: 0,
    ...options,
    // pg returns bigint as a string; amounts stay well inside Number's safe range.
    transformer: {
      to: (value: number | null | undefined) => value,
      from: (value: string | number | null) => (value === null ? null : Number(value)),
    },
  });
}

/** An ISO 4217 currency code. */
export function CurrencyColumn(options: Omit<ColumnOptions, 'type' | 'length'> = {}) {
  return Column({ type: 'varchar', length: 3, default: 'USD', ...options });
}

/** One value per language code, e.g. {"en_US": "Chair", "fr_FR": "Chaise"}. */
export type Translated = Partial<Record<string, string>>;

export function TranslatedColumn(options: Omit<ColumnOptions, 'type'> = {}) {
  return Column({ type: 'simple-json', default: '{}', ...options });
}

/** The value of a translated field in `lang`, else in the fallback language, else any value. */
export function translate(
  value: Translated | null | undefined,
  lang: string,
  fallbackLang = 'en_US',
): string {
  if (!value) return '';
  return value[lang] ?? value[fallbackLang] ?? Object.values(value).find((v) => v !== undefined) ?? '';
}
