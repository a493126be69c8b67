import { Collapse, NavLink, ScrollArea } from '@mantine/core';
import {
  IconBuildingStore,
  IconChevronRight,
  IconReceipt2,
  IconSettings,
  IconSpeakerphone,
  IconWorld,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AdminNavItem, NavGroup, NavIcon } from './feature';
import { t, type AdminMessageKey } from './i18n';
import type { NavSection } from './navigation';

const sectionNames: Record<NavGroup, AdminMessageKey> = {
  website: 'admin.common.navWebsite',
  shop: 'admin.common.navShop',
  sales: 'admin.common.navSales',
  marketing: 'admin.common.navMarketing',
  settings: 'admin.common.navSettings',
};

const sectionIcons: Record<NavGroup, NavIcon> = {
  website: IconWorld,
  shop: IconBuildingStore,
  sales: IconReceipt2,
  marketing: IconSpeakerphone,
  settings: IconSettings,
};

function isActive(itemPath: string, pathname: string): boolean {
  const target = `/${itemPath}`;
  if (itemPath === '') return pathname === '/';
  return pathname === target || pathname.startsWith(`${target}/`);
}

function Entry({ item, onNavigate }: { item: AdminNavItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <NavLink
      component={Link}
      to={`/${item.path}`}
      label={t(item.label)}
      leftSection={<item.icon size={18} stroke={1.6} />}
      active={isActive(item.path, pathname)}
      onClick={onNavigate}
    />
  );
}

/**
 * The navbar: Home, then the sections (Website, Shop, Sales, Marketing, Settings), one open at a time
 * so that the longest fits a 1280×800 window with nothing below the fold. The section of the screen
 * shown opens by itself; a section holding the screen shown is marked while it is closed.
 */
export function Navbar({
  top,
  sections,
  onNavigate,
}: {
  top: AdminNavItem[];
  sections: NavSection[];
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const current = sections.find((section) =>
    section.items.some((item) => isActive(item.path, pathname)),
  )?.group;
  const [open, setOpen] = useState<NavGroup | null>(current ?? null);
  useEffect(() => {
    if (current) setOpen(current);
  }, [current]);

  return (
    // Scrolls only in a window too short for even one open section.
    <ScrollArea h="100%" type="auto">
      {top.map((item) => (
        <Entry key={item.path} item={item} onNavigate={onNavigate} />
      ))}
      {sections.map(({ group, items }) => {
        const Icon = sectionIcons[group];
        const opened = open === group;
        return (
          <div key={group}>
            <NavLink
              component="button"
              type="button"
              label={t(sectionNames[group])}
              leftSection={<Icon size={18} stroke={1.6} />}
              rightSection={
                <IconChevronRight
                  size={14}
                  style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
                />
              }
              active={!opened && current === group}
              variant="subtle"
              fw={600}
              aria-expanded={opened}
              aria-controls={`navbar-${group}`}
              onClick={() => setOpen(opened ? null : group)}
            />
            <Collapse expanded={opened} keepMounted={false} id={`navbar-${group}`} pl="sm">
              {items.map((item) => (
                <Entry key={item.path} item={item} onNavigate={onNavigate} />
              ))}
            </Collapse>
          </div>
        );
      })}
    </ScrollArea>
  );
}
