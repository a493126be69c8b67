/** Path of xmllint for schema validation in tests; installs Debian's libxml2-utils when missing (as root). */
export function ensureXmllint(): string;
