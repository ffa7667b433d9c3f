import { Alert, Button, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useDraft } from '@/domain/drafts/use-draft';
import { HolidayExceptions, withExceptions } from './holiday-exceptions';
import {
  draftSchema,
  emptyLine,
  extraSchema,
  HOLIDAYS_DRAFT,
  HOLIDAYS_EXTRA_DRAFT,
  nextYear,
  type Extra,
  type RunSource,
} from './holiday-drafts';
import { HolidayLineFields } from './holiday-line-fields';
import { changeWords, checkLines, MAX_LINES, type HolidayLine } from './holiday-plan';
import type { FileChoice, FileSource } from './calendar-file-panel';
import type { PublicSource } from './public-holidays-panel';
import type { Picked } from './selection';

export { HOLIDAYS_DRAFT, HOLIDAYS_EXTRA_DRAFT, type RunSource } from './holiday-drafts';

// The holiday data (every country's rules) is loaded only when public holidays are chosen.
const PublicHolidaysPanel = lazy(() => import('./public-holidays-panel'));
// And the calendar reader only when a file is.
const CalendarFilePanel = lazy(() => import('./calendar-file-panel'));

const loading = (what: string) => (
  <Group gap="xs">
    <Loader size="xs" />
    <Text size="sm">{what}</Text>
  </Group>
);

type Shown = { line: number; field: keyof HolidayLine; message: string } | null;

interface Props {
  workspaceId: string;
  today: string;
  /** Fingerprint of the picked availabilities as read: the dates typed are a claim about them. */
  basis: string;
  /** The availabilities the run is for (inactive members' only when included). */
  picked: Picked[];
  /** A run is being sent: a new preview would replace its report. */
  busy: boolean;
  /** The title of a run already applied from here: its dates and picks are done with. */
  applied: string | null;
  onPreview: (source: RunSource) => void;
  /** Closes the applied run's report; false while something is still being sent. */
  onStartNew: () => boolean;
}

const linesWords = (lines: readonly HolidayLine[], today: string) => {
  const checked = checkLines(lines, today);
  return checked.ok
    ? changeWords(checked.change, today)
    : lines.map((l) => `${l.from || '(no date)'}${l.to ? `–${l.to}` : ''}`).join('; ');
};

/** Lines of dates, each off all day or with custom hours; typed values survive a reload while the picks are the same. */
export function HolidaysForm({ workspaceId, today, basis, picked, busy, applied, onPreview, onStartNew }: Props) {
  const pickedCount = picked.length;
  const draft = useDraft(HOLIDAYS_DRAFT(workspaceId), draftSchema, { basis });
  const [lines, setLines] = useState<HolidayLine[]>(() => draft.restored?.value ?? [emptyLine()]);
  const [shown, setShown] = useState<Shown>(null);
  const extraDraft = useDraft(HOLIDAYS_EXTRA_DRAFT(workspaceId), extraSchema, { basis });
  const [extra, setExtra] = useState<Extra>(
    () => extraDraft.restored?.value ?? { source: 'dates', publicChoice: nextYear(today), exceptions: {} },
  );
  const updateExtra = (next: Extra) => {
    setExtra(next);
    extraDraft.save(next);
  };
  const [publicSource, setPublicSource] = useState<PublicSource | null>(null);
  const onPublicSource = useCallback((s: PublicSource) => setPublicSource(s), []);
  const [publicShown, setPublicShown] = useState<string | null>(null);
  const [fileSource, setFileSource] = useState<FileSource | null>(null);
  const onFileSource = useCallback((s: FileSource) => setFileSource(s), []);
  const [fileShown, setFileShown] = useState<string | null>(null);
  // One object while nothing changes: the panel works out the run from it on each change.
  const fileChoice: FileChoice = useMemo(
    () => extra.fileChoice ?? { ...nextYear(today), name: '', text: '' },
    [extra.fileChoice, today],
  );
  const [exceptionShown, setExceptionShown] = useState<{
    id: string;
    line: number;
    field: keyof HolidayLine;
    message: string;
  } | null>(null);
  const checked = checkLines(lines, today);
  const update = (next: HolidayLine[]) => {
    setLines(next);
    draft.save(next);
    // A message already shown follows the value; a new one waits for blur or Preview.
    const again = checkLines(next, today);
    setShown((s) =>
      s === null ? s : again.ok ? null : { line: again.line, field: again.field, message: again.message },
    );
  };
  const reveal = () =>
    setShown(checked.ok ? null : { line: checked.line, field: checked.field, message: checked.message });
  const reset = () => {
    draft.clear();
    extraDraft.clear();
    setLines([emptyLine()]);
    setShown(null);
    setExtra({ source: extra.source, publicChoice: nextYear(today), exceptions: {} });
    setPublicShown(null);
    setFileShown(null);
    setExceptionShown(null);
  };
  /** The run's source with each member's exception laid over it, or null (a message is shown where it belongs). */
  const source = (): RunSource | null => {
    let base: RunSource;
    if (extra.source === 'dates') {
      reveal();
      if (!checked.ok) return null;
      const { change } = checked;
      base = { title: `Holidays: ${changeWords(change, today)}`, daysFor: () => change.days };
    } else if (extra.source === 'file') {
      if (!fileSource) return null;
      setFileShown(fileSource.ok ? null : fileSource.message);
      if (!fileSource.ok) return null;
      base = fileSource;
    } else {
      if (!publicSource) return null;
      setPublicShown(publicSource.ok ? null : publicSource.message);
      if (!publicSource.ok) return null;
      base = publicSource;
    }
    const laid = withExceptions(base, extra.exceptions, picked, today);
    setExceptionShown(laid.ok ? null : laid.problem);
    return laid.ok ? laid.source : null;
  };

  const heading = (
    <>
      <Title order={2} size="h3" id="holidays-title">
        Holidays and time off
      </Title>
      <Text size="sm">
        The dates are each member’s own calendar dates, and custom hours are in each member’s own time zone. Other dates
        and the weekly hours stay as they are.
      </Text>
    </>
  );

  if (applied !== null)
    return (
      <Stack gap="sm" component="section" aria-labelledby="holidays-title">
        {heading}
        <Alert variant="light" color="green" title="This change was applied">
          <Stack gap="xs">
            <Text size="sm">
              {applied}. Its report is below. These dates are done with: start a new change to enter other dates (the
              picks on the board stay as they are; check them first).
            </Text>
            <Group>
              <Button onClick={onStartNew} disabled={busy}>
                Start a new change
              </Button>
              {busy && <Text size="sm">Possible once nothing is being sent.</Text>}
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="holidays-title">
      {heading}
      {draft.stale && (
        <Alert variant="light" color="yellow" title="Dates typed earlier, for picks that have changed since">
          <Stack gap="xs">
            <Text size="sm">
              {linesWords(draft.stale.value, today)}. The picked availabilities are not the ones these dates were typed
              for (a pick was added or removed, or their dates changed in the workspace), so they were not filled in.
            </Text>
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  if (draft.stale) update(draft.stale.value);
                  draft.settleStale();
                }}
              >
                Use these dates
              </Button>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => {
                  draft.clear();
                  draft.settleStale();
                }}
              >
                Discard them
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Radio.Group
        label="The dates come from"
        value={extra.source}
        onChange={(v) => updateExtra({ ...extra, source: v === 'public' || v === 'file' ? v : 'dates' })}
      >
        <Group mt={4}>
          <Radio value="dates" label="Dates typed here" />
          <Radio value="public" label="Public holidays of each member’s country" />
          <Radio value="file" label="A company calendar file (.ics)" />
        </Group>
      </Radio.Group>
      {extra.source === 'file' && (
        <Suspense fallback={loading('Loading the calendar reader…')}>
          <CalendarFilePanel
            picked={picked}
            today={today}
            choice={fileChoice}
            onChange={(next) => {
              updateExtra({ ...extra, fileChoice: next });
              setFileShown(null);
            }}
            onSource={onFileSource}
            error={fileShown}
          />
        </Suspense>
      )}
      {extra.source === 'public' && (
        <Suspense fallback={loading('Loading the holiday calendars…')}>
          <PublicHolidaysPanel
            picked={picked}
            today={today}
            choice={extra.publicChoice}
            onChange={(publicChoice) => {
              updateExtra({ ...extra, publicChoice });
              setPublicShown(null);
            }}
            onSource={onPublicSource}
            error={publicShown}
          />
        </Suspense>
      )}
      {extra.source === 'dates' &&
        lines.map((line, i) => (
          <HolidayLineFields
            key={i}
            index={i}
            line={line}
            error={shown?.line === i ? shown : null}
            onChange={(patch) => update(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)))}
            onBlur={reveal}
            onRemove={lines.length > 1 ? () => update(lines.filter((_, j) => j !== i)) : undefined}
          />
        ))}
      {extra.source === 'dates' && lines.length < MAX_LINES && (
        <Group>
          <Button variant="default" size="xs" onClick={() => update([...lines, emptyLine()])}>
            Add other dates
          </Button>
        </Group>
      )}
      {pickedCount > 0 && (
        <HolidayExceptions
          picked={picked}
          value={extra.exceptions}
          error={exceptionShown}
          onChange={(exceptions) => {
            updateExtra({ ...extra, exceptions });
            setExceptionShown(null);
          }}
        />
      )}
      {pickedCount === 0 && (
        <Alert variant="light" color="blue">
          Pick availabilities on the timeline below first, or pick the default availability of the members shown.
        </Alert>
      )}
      <Group>
        <Button
          onClick={() => {
            const s = source();
            if (s && pickedCount > 0) onPreview(s);
          }}
          disabled={busy || pickedCount === 0}
        >
          Preview the change to {pickedCount} {pickedCount === 1 ? 'availability' : 'availabilities'}
        </Button>
        <Button variant="subtle" onClick={reset}>
          Clear the dates
        </Button>
      </Group>
    </Stack>
  );
}
