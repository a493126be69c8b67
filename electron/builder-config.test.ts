import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// electron-builder's own schema check, the first thing `npm run dist` does (packaging itself needs
// the Electron download, which these machines cannot make).
const root = path.resolve(__dirname, '..');
const requireFromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder'));
const { validateConfiguration } = requireFromBuilder('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const { DebugLogger } = requireFromBuilder('builder-util') as {
  DebugLogger: new (enabled: boolean) => unknown;
};
const yaml = requireFromBuilder('js-yaml') as { load(text: string): unknown };

interface BuilderConfig {
  productName: string;
  asarUnpack: string[];
  files: string[];
  extraMetadata: { main: string };
  linux: { target: string[]; icon: string };
  win: { target: string[] };
  mac: { target: string[]; icon: string };
}

const config = yaml.load(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;

describe('electron-builder.yml', () => {
  it('passes electron-builder’s schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    await expect(
      validateConfiguration({ ...config, unknownOption: 1 }, new DebugLogger(false)),
    ).rejects.toThrow(/unknownOption/);
  });

  it('builds Vitrine for Linux, Windows and macOS', () => {
    expect(config.productName).toBe('Vitrine');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('keeps the native modules and the geo database out of the asar archive', () => {
    for (const folder of ['better-sqlite3', 'argon2', 'sharp', '@ip-location-db']) {
      expect(config.asarUnpack).toContain(`node_modules/${folder}/**`);
    }
  });

  it('starts the bundled shell and ships its icons', () => {
    expect(config.extraMetadata.main).toBe('dist/electron/main.cjs');
    expect(config.files).toContain('dist/**');
    for (const icon of [config.linux.icon, config.mac.icon]) {
      expect(readFileSync(path.join(root, icon)).length).toBeGreaterThan(1000);
    }
  });
});
