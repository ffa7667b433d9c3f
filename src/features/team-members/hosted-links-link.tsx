import { Anchor } from '@mantine/core';
import { Link } from 'wouter';

interface Props {
  email: string | null | undefined;
  name: string;
  size?: 'sm' | 'md';
}

/** The links list filtered to this member as host; nothing for a member without an email to filter by. */
export function HostedLinksLink({ email, name, size = 'sm' }: Props) {
  if (!email) return null;
  return (
    <Anchor
      component={Link}
      href={`/meetings?host=${encodeURIComponent(email.toLowerCase())}`}
      size={size}
      className="break-anywhere tap-line"
    >
      Links hosted by {name}
    </Anchor>
  );
}
