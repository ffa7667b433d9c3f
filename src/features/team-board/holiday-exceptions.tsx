import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import type { z } from 'zod/mini';
import { emptyLine, exceptionsSchema } from './holiday-drafts';
import { HolidayLineFields } from './holiday-line-fields';
import { checkLines, MAX_LINES, type HolidayDay, type HolidayLine } from './holiday-plan';
import type { Picked } from './selection';

// One run, members treated apart: "everyone off 24–26 Dec, except Oliver who works 24 Dec 9–12".
// A picked availability may be given its own dates (checked as the run's own lines are) or be left out.

export type Exceptions = z.output<typeof exceptionsSchema>;
export { exceptionsSchema };

const nameOf = (p: Picked) => `${p.member.name} · ${p.availability.name?.trim() || 'Unnamed availability'}`;

interface Source {
  title: string;
  daysFor: (p: Picked) => HolidayDay[] | null;
}

export type ExceptionProblem = { id: string; line: number; field: keyof HolidayLine; message: string };

/** The run's dates with each exception laid over them; an exception's own dates are checked first. */
export function withExceptions(
  base: Source,
  exceptions: Exceptions,
  picked: readonly Picked[],
  today: string,
): { ok: true; source: Source } | { ok: false; problem: ExceptionProblem } {
  const own = new Map<string, HolidayDay[]>();
  let count = 0;
  for (const p of picked) {
    const ex = exceptions[p.availability.id];
    if (!ex) continue;
    count++;
    if (ex.kind !== 'own') continue;
    const checked = checkLines(ex.lines, today);
    if (!checked.ok) return { ok: false, problem: { id: p.availability.id, ...checked } };
    own.set(p.availability.id, checked.change.days);
  }
  return {
    ok: true,
    source: {
      title: count === 0 ? base.title : `${base.title} (${count} ${count === 1 ? 'exception' : 'exceptions'})`,
      daysFor: (p) => {
        const ex = exceptions[p.availability.id];
        if (ex?.kind === 'out') return null;
        return own.get(p.availability.id) ?? base.daysFor(p);
      },
    },
  };
}

interface Props {
  picked: readonly Picked[];
  value: Exceptions;
  error: ExceptionProblem | null;
  onChange: (next: Exceptions) => void;
}

/** Each picked availability: the run's dates, its own, or none. Folded away until wanted. */
export function HolidayExceptions({ picked, value, error, onChange }: Props) {
  const set = picked.filter((p) => value[p.availability.id]).length;
  const put = (id: string, ex: Exceptions[string] | null) => {
    const next = { ...value };
    if (ex) next[id] = ex;
    else delete next[id];
    onChange(next);
  };
  return (
    <details open={set > 0 || error !== null}>
      <summary>
        <Text span fw={600}>
          Exceptions per member
        </Text>{' '}
        <Text span size="sm" c="dimmed">
          ({set === 0 ? 'none' : `${set} set`})
        </Text>
      </summary>
      <Stack gap="xs" mt="xs">
        <Text size="sm">Each availability gets the dates above unless it is given its own here, or left out.</Text>
        {picked.map((p) => {
          const id = p.availability.id;
          const ex = value[id];
          const name = nameOf(p);
          return (
            <Stack key={id} gap={4}>
              <NativeSelect
                label={`For ${name}`}
                value={ex?.kind ?? 'run'}
                data={[
                  { value: 'run', label: 'The run’s dates' },
                  { value: 'own', label: 'Dates of its own' },
                  { value: 'out', label: 'Left out of this run' },
                ]}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  put(id, v === 'out' ? { kind: 'out' } : v === 'own' ? { kind: 'own', lines: [emptyLine()] } : null);
                }}
              />
              {ex?.kind === 'own' &&
                ex.lines.map((line, i) => (
                  <HolidayLineFields
                    key={i}
                    index={i}
                    legend={`${name}: dates ${i + 1}`}
                    line={line}
                    error={error?.id === id && error.line === i ? error : null}
                    onChange={(patch) =>
                      put(id, { kind: 'own', lines: ex.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) })
                    }
                    onBlur={() => undefined}
                    onRemove={
                      ex.lines.length > 1
                        ? () => put(id, { kind: 'own', lines: ex.lines.filter((_, j) => j !== i) })
                        : undefined
                    }
                  />
                ))}
              {ex?.kind === 'own' && ex.lines.length < MAX_LINES && (
                <Button
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  onClick={() => put(id, { kind: 'own', lines: [...ex.lines, emptyLine()] })}
                >
                  Add other dates for {p.member.name}
                </Button>
              )}
            </Stack>
          );
        })}
      </Stack>
    </details>
  );
}
