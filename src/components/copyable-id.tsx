import { Button, CopyButton, Group, Text } from '@mantine/core';

/** An id an admin may need elsewhere (API tools, support): shown small, with a button that copies it. */
export function CopyableId({ value, what }: { value: string; what: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text span size="sm" ff="monospace" className="break-anywhere">
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={copy}
            aria-label={copied ? `${what} copied` : `Copy the ${what}`}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
