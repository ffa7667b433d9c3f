import {
  ActionIcon,
  Anchor,
  AppShell,
  Badge,
  Burger,
  Group,
  NavLink,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useConnection } from '@/api/connection';

const NAV = [
  { href: '/meetings', label: 'Scheduling links' },
  { href: '/packages', label: 'Packages' },
  { href: '/team-members', label: 'Team members' },
  { href: '/bookings', label: 'Bookings' },
  { href: '/availabilities/new', label: 'New availability' },
  { href: '/availabilities', label: 'Created availabilities', exact: true },
  { href: '/settings', label: 'Settings' },
];

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon variant="default" size="lg" aria-label={`Use the ${next} colour scheme`} onClick={() => setColorScheme(next)}>
      <span aria-hidden="true">{computed === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}

function WorkspaceIndicator() {
  const { active } = useConnection();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Text size="sm" c="dimmed" visibleFrom="sm">
        Workspace
      </Text>
      <Anchor component={Link} href="/settings" size="sm" fw={600} underline="hover" truncate="end" maw={220} title={active.label} visibleFrom="xs">
        {active.label}
      </Anchor>
      {active.sandbox && (
        <Badge color="var(--slotboard-sandbox)" variant="filled" title="Demo data: nothing here touches a real workspace" style={{ flexShrink: 0 }}>
          Sandbox
        </Badge>
      )}
    </Group>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [location] = useLocation();
  const isActive = (href: string, exact?: boolean) =>
    exact ? location === href : location === href || location.startsWith(`${href}/`);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Show navigation" />
            <Anchor component={Link} href="/meetings" fw={800} size="lg" underline="never" c="var(--mantine-color-text)">
              Slotboard
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <WorkspaceIndicator />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        {NAV.map((item) => {
            const active = isActive(item.href, item.exact) && !(item.href === '/availabilities' && location === '/availabilities/new');
            return (
              <NavLink
                key={item.href}
                component={Link}
                href={item.href}
                label={item.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={close}
              />
            );
          })}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
