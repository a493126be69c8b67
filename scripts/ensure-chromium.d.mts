/** Path of the Chromium binary for Playwright; installs Debian's chromium package when missing (as root). */
export function ensureChromium(): string;
