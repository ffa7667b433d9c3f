import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

export function NotFound() {
  return (
    <Stack>
      <title>Page not found · Slotboard</title>
      <Title order={1}>Page not found</Title>
      <Text>
        There is no screen at this address.{' '}
        <Anchor component={Link} href="/meetings">
          Go to the scheduling links
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
