import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useLearnedAction } from '@/api/learned-action';
import { useCreateOneOffLink } from '@/api/new-links/mutations';
import type { OneOffLink as OneOff } from '@/api/new-links/schemas';
import { SaveOutcome } from '@/components/edit-page/save-outcome';
import { useSave } from '@/components/edit-page/use-save';

type Copy = 'idle' | 'copied' | 'failed';

/**
 * A one-off (single-use) address of the link: made on request, shown, and copied in one click. An
 * answer that left it open cannot be read back (the vendor lists no one-off links); an unused one
 * does no harm, so the way on is to make another.
 */
export function OneOffLink({ sid, linkName }: { sid: string; linkName: string }) {
  const headingId = useId();
  const capability = useLearnedAction('oneOffLinks');
  const create = useCreateOneOffLink(sid, linkName);
  const [made, setMade] = useState<OneOff | null>(null);
  const [copy, setCopy] = useState<Copy>('idle');
  const save = useSave<{ sid: string }, OneOff>({
    send: async (vars) => {
      try {
        const result = await create.mutateAsync(vars);
        capability.answered();
        return result;
      } catch (error) {
        capability.learnFrom(error);
        throw error;
      }
    },
    onSaved: (result) => {
      setMade(result);
      setCopy('idle');
    },
  });
  const send = () => void save.attempt(() => ({ sid }));

  const copyAddress = (url: string) => {
    if (!navigator.clipboard) {
      setCopy('failed');
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          One-off link
        </Title>
        {capability.missing ? (
          <Text size="sm">
            This workspace does not make one-off links through its API, so they can only be made in NeetoCal.
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              A single-use address of this link: once someone books through it, it no longer works.
            </Text>
            {made &&
              (made.url ? (
                <Group align="flex-end" gap="xs" wrap="wrap">
                  <TextInput
                    label="One-off link address"
                    value={made.url}
                    readOnly
                    onFocus={(e) => e.currentTarget.select()}
                    style={{ flex: '1 1 18rem' }}
                  />
                  <Button variant="default" onClick={() => copyAddress(made.url!)}>
                    Copy address
                  </Button>
                </Group>
              ) : (
                <Text size="sm" role="alert">
                  The workspace made a one-off link but sent an address that is not readable
                  {made.slug ? ` (its slug: “${made.slug}”)` : ''}, so Slotboard does not show it as a link. Find it in
                  NeetoCal.
                </Text>
              ))}
            <Text size="sm" role="status" fw={copy === 'copied' ? 600 : undefined}>
              {copy === 'copied'
                ? 'Copied'
                : copy === 'failed'
                  ? 'This browser did not let Slotboard copy: select the address and copy it yourself.'
                  : ''}
            </Text>
            <SaveOutcome
              state={save.state}
              busy={save.busy}
              bindAlert={save.bindAlert}
              onSendAgain={() => void save.sendAgain(() => ({ sid }))}
              words={{
                what: 'A one-off link',
                done: 'made',
                resendLabel: 'Make another',
                cannotCheck:
                  'The workspace lists no one-off links, so Slotboard cannot look for it. An unused one does no harm: make another.',
              }}
            />
            <Group>
              <Button variant={made ? 'default' : 'filled'} onClick={send} loading={save.busy}>
                {made ? 'Create another one-off link' : 'Create one-off link'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
