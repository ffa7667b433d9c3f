import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';

interface Props {
  /** The screen's whole address, query included: moving to another address clears a failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * One screen that throws while rendering takes down only itself: the header, the navigation and
 * every other screen keep working, and the admin gets a way back.
 */
export class ScreenBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack gap="md" maw={640}>
        <title>This screen stopped working · Slotboard</title>
        <Title order={1}>This screen stopped working</Title>
        <Alert color="red" variant="light" role="alert" title="Something on this screen went wrong">
          <Stack gap="sm">
            <Text size="sm">
              Nothing was sent to the workspace because of it, and the rest of Slotboard still works. Try the screen again, or
              go to another one.
            </Text>
            <Group>
              <Button size="xs" variant="default" onClick={() => this.setState({ failed: false })}>
                Try again
              </Button>
              <Anchor component={Link} href="/meetings" size="sm">
                Go to the scheduling links
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );
  }
}
