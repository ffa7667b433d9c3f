import { Anchor, Button, Group, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useConnection } from '@/api/connection';
import { signInEnded } from '@/api/sign-in-ended';
import { lazyView } from '@/components/lazy-view/lazy-view';
import { useIdle } from '@/components/use-idle';
import { moduleLoader } from '@/lib/module-loader';
import classes from './shell.module.css';

// Asks the server whether it has a sandbox, and is shown, instead of the screen, to an admin with no
// workspace and no sandbox: its code is not part of the first paint.
// A notice, not a screen: if its code does not arrive, it is left out rather than take the page down
// (no boundary is above the shell).
const NoSampleNotice = lazyView(
  () => import('./no-sample-notice'),
  (m) => m.NoSampleNotice,
  { fallback: null, failed: null },
);

// Said when the server refused a call because the sign-in ended. Once it has, the server gives no
// more of the app's files: the panel's code is fetched once the first screen is idle, beforehand.
const endedPanel = moduleLoader(() => import('./sign-in-ended'));
const SignInEndedPanel = lazyView(endedPanel, (m) => m.SignInEndedPanel, { fallback: null, failed: null });

// Shown once the server says it has a token sign-in, which is asked after the first rows: its code
// too is asked for only then.
const SignOut = lazyView(
  () => import('./sign-out'),
  (m) => m.SignOut,
  { fallback: null, failed: null },
);

// A hand-written layout rather than Mantine's AppShell: the same header and side navigation for
// about a sixth of the code, which the first screen's bundle budget needs.

const NAV = [
  { href: '/meetings', label: 'Scheduling links' },
  { href: '/packages', label: 'Packages' },
  { href: '/team-members', label: 'Team members' },
  { href: '/bookings', label: 'Bookings' },
  { href: '/availabilities/new', label: 'New availability' },
  // Its own pages (an availability's edit page) too, but not New availability, which has its item.
  { href: '/availabilities', label: 'Team availability', except: '/availabilities/new' },
  { href: '/activity', label: 'Activity' },
  { href: '/settings', label: 'Settings' },
];

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    // A square Button rather than ActionIcon (the same 34 px box): Button is in the first screen anyway.
    <Button
      variant="default"
      w={34}
      h={34}
      p={0}
      aria-label={`Use the ${next} colour scheme`}
      onClick={() => setColorScheme(next)}
    >
      <span aria-hidden="true">{computed === 'dark' ? '☀' : '☾'}</span>
    </Button>
  );
}

function WorkspaceIndicator() {
  const { active, sandboxServed } = useConnection();
  // The sandbox is not named until the server has said it has one: a deployment may have none.
  if (active.sandbox && !sandboxServed) return null;
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Text size="sm" c="dimmed" visibleFrom="sm">
        Workspace
      </Text>
      <Anchor
        component={Link}
        href="/settings"
        size="sm"
        fw={600}
        underline="hover"
        truncate="end"
        maw={220}
        title={active.label}
        visibleFrom="xs"
      >
        {active.label}
      </Anchor>
      {active.sandbox && (
        <span className={classes.sandboxBadge} title="Demo data: nothing here touches a real workspace">
          Sandbox
        </span>
      )}
    </Group>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    // The rule's code is not needed for the first paint: it loads with the first navigation (and
    // when it cannot, focus stays where it is).
    const from = document.activeElement;
    import('./heading-focus').then(
      (m) => m.focusHeadingOnArrival(from),
      () => undefined,
    );
  }, [location]);
  // With no workspace at all (none added, no sandbox), every screen but Settings, where one is
  // added, says to connect one.
  const { workspaces, sandboxServed } = useConnection();
  const waiting = !workspaces.length && location !== '/settings';
  const ended = useSyncExternalStore(signInEnded.subscribe, signInEnded.getSnapshot);
  const idle = useIdle();
  useEffect(() => {
    // A failure is tried again when it is needed.
    if (idle) endedPanel.load().catch(() => undefined);
  }, [idle]);
  // The way back to a list as it was (its address and scroll) is kept from the first screen on; its
  // code is not part of the first paint. Without it, back links go to the bare list.
  useEffect(() => {
    import('@/lib/way-back').then(
      (m) => m.watchWayBack(),
      () => undefined,
    );
  }, []);
  const isCurrent = (href: string, except?: string) =>
    location !== except && (location === href || location.startsWith(`${href}/`));
  return (
    <>
      {/* While the sign-in is over, nothing else on the page can be used: only the way to sign in again. */}
      <div className={classes.layout} inert={ended !== null}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className={classes.header}>
          <Group gap="sm" wrap="nowrap">
            <Button
              className={classes.menuButton}
              variant="default"
              size="xs"
              aria-expanded={menuOpen}
              aria-controls="main-nav"
              onClick={() => setMenuOpen((o) => !o)}
            >
              Menu
            </Button>
            <Anchor
              component={Link}
              href="/meetings"
              fw={800}
              size="lg"
              underline="never"
              c="var(--mantine-color-text)"
            >
              Slotboard
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <WorkspaceIndicator />
            <ColorSchemeToggle />
            {idle && <SignOut />}
          </Group>
        </header>
        <nav id="main-nav" aria-label="Main" className={classes.nav} data-open={menuOpen || undefined}>
          {NAV.map((item) => {
            const current = isCurrent(item.href, item.except);
            return (
              <Link
                key={item.href}
                href={item.href}
                className={classes.navLink}
                aria-current={current ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        <main id="main" tabIndex={-1} className={classes.main}>
          {/* Its code and the server's answer wait for the first screen's rows, unless they are all there is to show. */}
          {(waiting || idle || sandboxServed === null) && <NoSampleNotice shown={waiting} />}
          {!waiting && children}
        </main>
      </div>
      {ended && <SignInEndedPanel ended={ended} />}
    </>
  );
}
