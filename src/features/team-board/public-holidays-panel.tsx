import { Badge, Checkbox, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import {
  countries,
  guessCountry,
  holidaysIn,
  placeWords,
  regions,
  type HolidayKind,
  type Place,
  type PublicHoliday,
} from '@/domain/holidays/public-holidays';
import { RangeFields, rangeProblem, rangeWords } from './holiday-range';
import { runDate, MAX_DATES, type HolidayDay } from './holiday-plan';
import type { Picked } from './selection';

// Public holidays as a run's dates: each member's place (guessed from their zone, always shown and
// changeable), the range, and each place's holidays ticked or not. Loaded only when opened: the
// holiday data is not on the first screen.

export interface PublicChoice {
  /** The first and last dates asked. */
  from: string;
  to: string;
  /** A member's place when not the guess, by member id. */
  places: Record<string, Place>;
  /** Ticks changed from the default (public holidays ticked, other kinds not), by place, then holiday. */
  ticks: Record<string, Record<string, boolean>>;
}

export type PublicSource =
  { ok: true; title: string; daysFor: (p: Picked) => HolidayDay[] } | { ok: false; message: string };

const KIND_WORDS: Record<HolidayKind, string> = {
  public: 'Public holiday',
  bank: 'Bank holiday',
  school: 'School holiday',
  optional: 'Optional',
  observance: 'Observance',
};
const placeKey = (p: Place) => `${p.country}${p.region ? `-${p.region}` : ''}`;
const holidayKey = (h: PublicHoliday) => `${h.date} ${h.name}`;
const ticked = (choice: PublicChoice, place: Place, h: PublicHoliday) =>
  choice.ticks[placeKey(place)]?.[holidayKey(h)] ?? h.kind === 'public';

/** Each member's place: the one chosen, else the guess from their zone (null: no guess). */
export function placeOf(choice: PublicChoice, member: Picked['member']): { place: Place | null; guessed: boolean } {
  const chosen = choice.places[member.id];
  if (chosen) return { place: chosen, guessed: false };
  const country = guessCountry(member.zone);
  return { place: country ? { country, region: null } : null, guessed: true };
}

/** What the run sends for the choice: each member their place's ticked holidays, as days off. */
export function publicSource(choice: PublicChoice, picked: readonly Picked[], today: string): PublicSource {
  const problem = rangeProblem(choice, today);
  if (problem) return { ok: false, message: problem };
  const byPlace = new Map<string, { place: Place; days: HolidayDay[] }>();
  const members = new Map<string, Place>();
  for (const p of picked) {
    const { place } = placeOf(choice, p.member);
    if (!place) return { ok: false, message: `Choose a country for ${p.member.name}: their time zone names none.` };
    members.set(p.member.id, place);
    const key = placeKey(place);
    if (byPlace.has(key)) continue;
    const dates = [
      ...new Set(
        holidaysIn(place, choice.from, choice.to)
          .filter((h) => ticked(choice, place, h))
          .map((h) => h.date),
      ),
    ];
    if (dates.length > MAX_DATES)
      return {
        ok: false,
        message: `At most ${MAX_DATES} dates in one run; ${placeWords(place)} has ${dates.length} ticked.`,
      };
    byPlace.set(key, { place, days: dates.map((date) => ({ date, ranges: null })) });
  }
  if (![...byPlace.values()].some((p) => p.days.length > 0))
    return { ok: false, message: 'No holiday is ticked for these dates.' };
  const years = rangeWords(choice, today);
  const title = `Public holidays of ${[...byPlace.values()].map((p) => placeWords(p.place)).join('; ')}, ${years}`;
  return {
    ok: true,
    title,
    daysFor: (p) => byPlace.get(placeKey(members.get(p.member.id)!))?.days ?? [],
  };
}

interface Props {
  picked: readonly Picked[];
  today: string;
  choice: PublicChoice;
  onChange: (choice: PublicChoice) => void;
  /** Told what the choice sends, each time it changes. */
  onSource: (source: PublicSource) => void;
  /** The message for the range, shown at its fields. */
  error: string | null;
}

const COUNTRY_OPTIONS = () => [
  { value: '', label: 'Choose a country' },
  ...countries().map((c) => ({ value: c.code, label: c.name })),
];

export default function PublicHolidaysPanel({ picked, today, choice, onChange, onSource, error }: Props) {
  const members = useMemo(() => [...new Map(picked.map((p) => [p.member.id, p.member])).values()], [picked]);
  const countryOptions = useMemo(() => COUNTRY_OPTIONS(), []);
  const source = useMemo(() => publicSource(choice, picked, today), [choice, picked, today]);
  useEffect(() => onSource(source), [source, onSource]);
  const places = new Map<string, { place: Place; names: string[] }>();
  for (const m of members) {
    const { place } = placeOf(choice, m);
    if (!place) continue;
    const entry = places.get(placeKey(place)) ?? { place, names: [] };
    entry.names.push(m.name);
    places.set(placeKey(place), entry);
  }
  const setPlace = (id: string, place: Place) => onChange({ ...choice, places: { ...choice.places, [id]: place } });
  const tick = (place: Place, h: PublicHoliday, on: boolean) =>
    onChange({
      ...choice,
      ticks: { ...choice.ticks, [placeKey(place)]: { ...choice.ticks[placeKey(place)], [holidayKey(h)]: on } },
    });

  return (
    <Stack gap="sm" component="section" aria-label="Public holidays">
      <RangeFields range={choice} error={error} onChange={onChange} />
      <Title order={3} size="h5">
        Where each member is
      </Title>
      <Text size="sm">
        Guessed from each member’s time zone; a zone says nothing of a region, so choose one where the country has them.
      </Text>
      {members.length > 1 && (
        <NativeSelect
          label="One country for every member"
          description="Sets each member below at once; each can still be changed after."
          data={[{ value: '', label: 'Keep each member’s own' }, ...countryOptions.slice(1)]}
          value=""
          onChange={(e) => {
            const country = e.currentTarget.value;
            if (!country) return;
            onChange({
              ...choice,
              places: {
                ...choice.places,
                ...Object.fromEntries(members.map((m) => [m.id, { country, region: null }])),
              },
            });
          }}
          maw={360}
        />
      )}
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Each member’s place">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Member</Table.Th>
              <Table.Th scope="col">Country</Table.Th>
              <Table.Th scope="col">Region</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((m) => {
              const { place, guessed } = placeOf(choice, m);
              const regionList = place ? regions(place.country) : [];
              return (
                <Table.Tr key={m.id}>
                  <Table.Th scope="row" fw={500}>
                    {m.name}
                    <Text size="xs" c="dimmed">
                      {m.zone ?? 'No time zone'}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    <NativeSelect
                      aria-label={`Country for ${m.name}`}
                      data={countryOptions}
                      value={place?.country ?? ''}
                      description={guessed && place ? `Guessed from ${m.zone}` : undefined}
                      onChange={(e) =>
                        e.currentTarget.value && setPlace(m.id, { country: e.currentTarget.value, region: null })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    {regionList.length > 0 && place ? (
                      <NativeSelect
                        aria-label={`Region for ${m.name}`}
                        data={[
                          { value: '', label: 'The whole country' },
                          ...regionList.map((r) => ({ value: r.code, label: r.name })),
                        ]}
                        value={place.region ?? ''}
                        onChange={(e) =>
                          setPlace(m.id, { country: place.country, region: e.currentTarget.value || null })
                        }
                      />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {place ? 'No regions' : '—'}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rangeProblem(choice, today) === null &&
        [...places.values()].map(({ place, names }) => {
          const list = holidaysIn(place, choice.from, choice.to);
          const label = placeWords(place);
          const publicOnes = list.filter((h) => h.kind === 'public');
          const others = list.filter((h) => h.kind !== 'public');
          const count = list.filter((h) => ticked(choice, place, h)).length;
          const box = (h: PublicHoliday) => (
            <Checkbox
              key={holidayKey(h)}
              checked={ticked(choice, place, h)}
              onChange={(e) => tick(place, h, e.currentTarget.checked)}
              label={
                <Group gap={6} wrap="wrap">
                  <span>
                    {runDate(h.date, today)}: {h.name}
                  </span>
                  <Badge variant="light" color={h.kind === 'public' ? 'blue' : 'gray'} size="sm">
                    {KIND_WORDS[h.kind]}
                  </Badge>
                  {h.substitute && (
                    <Text span size="xs" c="dimmed">
                      observed on this day in place of the holiday
                    </Text>
                  )}
                </Group>
              }
            />
          );
          return (
            <Stack key={placeKey(place)} gap={4} component="section" aria-label={`Holidays of ${label}`}>
              <details>
                <summary>
                  <Text span fw={600}>
                    {label}
                  </Text>{' '}
                  <Text span size="sm">
                    · {count} of {list.length} {list.length === 1 ? 'day' : 'days'} ticked · for {names.join(', ')}
                  </Text>
                </summary>
                <Stack gap={4} mt="xs">
                  {list.length === 0 && <Text size="sm">No holidays between these dates.</Text>}
                  {publicOnes.length > 0 && (
                    <Text size="sm" fw={600}>
                      Public holidays
                    </Text>
                  )}
                  {publicOnes.map(box)}
                  {others.length > 0 && (
                    <Text size="sm" fw={600} mt="xs">
                      Other days: bank, school and optional holidays, observances
                    </Text>
                  )}
                  {others.map(box)}
                </Stack>
              </details>
            </Stack>
          );
        })}
    </Stack>
  );
}
