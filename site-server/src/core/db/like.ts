/**
 * A LIKE pattern that finds `text` anywhere, lowercased, its wildcards searched as text: use it with
 * `LOWER(column) LIKE :pattern ESCAPE '\'` (the escape character both SQLite and PostgreSQL take).
 */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
