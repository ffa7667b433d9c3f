import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ScreenCodeMissing } from '@/lib/screen-code';

interface Props {
  /** The screen's whole address, query included: moving to another address clears a failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The screen's code did not arrive: only a reload can fetch it again. */
  codeMissing: boolean;
}

/**
 * One screen that throws while rendering takes down only itself: the header, the navigation and
 * every other screen keep working, and the admin gets a way back.
 */
export class ScreenBoundary extends Component<Props, State> {
  state: State = { failed: false, codeMissing: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, codeMissing: error instanceof ScreenCodeMissing };
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed)
      this.setState({ failed: false, codeMissing: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.codeMissing) {
      return (
        <Failed
          title="This screen could not load"
          why="Its code did not arrive"
          text="The connection may have dropped, or Slotboard was updated while this page was open. Nothing was changed in the workspace. Reload the page to try the screen again; the other screens still work."
        />
      );
    }
    // Not "did not arrive": the code is here and failed, so a try in place may work, and Settings
    // is where a workspace that the screen could not use is mended.
    return (
      <Failed
        title="This screen stopped working"
        why="Something on this screen went wrong"
        text="Nothing was sent to the workspace because of it, and the rest of Slotboard still works. Try the screen again or reload the page; if it keeps failing, check the workspace in Settings."
        retry={() => this.setState({ failed: false, codeMissing: false })}
      />
    );
  }
}

interface FailedProps {
  title: string;
  why: string;
  text: string;
  /** A try in place, when one can work (the code is here). */
  retry?: () => void;
}

/** A failed screen, in place: what happened, ways to try again, and ways out (Settings, the links list). */
function Failed({ title, why, text, retry }: FailedProps) {
  return (
    <Stack gap="md" maw={640}>
      <title>{`${title} · Slotboard`}</title>
      <Title order={1}>{title}</Title>
      <Alert color="red" variant="light" role="alert" title={why}>
        <Stack gap="sm">
          <Text size="sm">{text}</Text>
          <Group>
            {retry && (
              <Button size="xs" variant="default" onClick={retry}>
                Try again
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
            <Button component={Link} href="/settings" size="xs" variant="default">
              Open Settings
            </Button>
            <Button component={Link} href="/meetings" size="xs" variant="default">
              Go to the scheduling links
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
