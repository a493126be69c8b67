import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate, type MenuActions } from './menu';

function recordingActions() {
  const calls: string[] = [];
  const actions: MenuActions = {
    openWebsite: () => calls.push('openWebsite'),
    backupNow: () => calls.push('backupNow'),
    restore: () => calls.push('restore'),
    openDataFolder: () => calls.push('openDataFolder'),
    quit: () => calls.push('quit'),
  };
  return { actions, calls };
}

const submenuOf = (item: MenuItemConstructorOptions | undefined) => {
  const submenu = item?.submenu;
  if (!Array.isArray(submenu)) throw new Error(`${item?.label ?? 'item'} has no submenu`);
  return submenu as MenuItemConstructorOptions[];
};

/** Clicks a menu item the way Electron would (the handlers ignore their arguments). */
const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as (() => void) | undefined)?.();

describe('buildMenuTemplate', () => {
  it('offers the desktop actions in the Vitrine menu, each calling its action', () => {
    const { actions, calls } = recordingActions();
    const [vitrine] = buildMenuTemplate(actions, { platform: 'linux', developer: false });
    const items = submenuOf(vitrine).filter((item) => item.type !== 'separator');

    expect(items.map((item) => item.label)).toEqual([
      'Open the Website in the Browser',
      'Back Up Now',
      'Restore…',
      'Open the Data Folder',
      'Quit',
    ]);
    for (const item of items) click(item);
    expect(calls).toEqual(['openWebsite', 'backupNow', 'restore', 'openDataFolder', 'quit']);
  });

  it("shows the last backup's time, greyed, under the backup actions", () => {
    const { actions } = recordingActions();
    const [vitrine] = buildMenuTemplate(actions, {
      platform: 'linux',
      developer: false,
      lastBackup: 'Last backup: 2026-11-25 02:00',
    });
    const items = submenuOf(vitrine);
    const line = items.find((item) => item.id === 'last-backup');
    expect(line).toMatchObject({ label: 'Last backup: 2026-11-25 02:00', enabled: false });
    expect(items.indexOf(line!)).toBe(items.findIndex((item) => item.id === 'restore') + 1);
  });

  it('gives the usual shortcuts and an Edit menu so copy and paste work', () => {
    const { actions } = recordingActions();
    const template = buildMenuTemplate(actions, { platform: 'darwin', developer: false });
    const vitrine = submenuOf(template[0]);
    expect(template.map((menu) => menu.label ?? menu.role)).toEqual([
      'Vitrine',
      'Edit',
      'View',
      'windowMenu',
    ]);
    expect(vitrine.find((item) => item.id === 'quit')).toMatchObject({
      label: 'Quit Vitrine',
      accelerator: 'CmdOrCtrl+Q',
    });
    expect(vitrine.find((item) => item.id === 'backup-now')?.accelerator).toBe('CmdOrCtrl+Shift+B');
    expect(submenuOf(template[1]).map((item) => item.role)).toEqual(
      expect.arrayContaining(['copy', 'paste', 'cut', 'selectAll', 'undo']),
    );
  });

  it('shows developer tools only to developers', () => {
    const { actions } = recordingActions();
    const roles = (developer: boolean) =>
      submenuOf(buildMenuTemplate(actions, { platform: 'win32', developer })[2]).map((item) => item.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
  });
});
