import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDisplayPrefs } from '@/components/display-prefs';
import { browserLocale, localeUses12h, localeWeekStart, setDisplayPrefs, type DisplayPrefs } from '@/lib/display-prefs';
import { dateTimeOf } from '@/lib/time/display';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** A fixed moment for the sample line, so it reads the same for everyone: Friday 25 Dec 2026, 2:30 PM. */
const SAMPLE = new Date(2026, 11, 25, 14, 30).getTime();

/** How dates and times are shown (docs/product.md decision 15); the API always gets `HH:MM AM/PM`. */
export function DisplayPreferences() {
  const prefs = useDisplayPrefs();
  const locale = browserLocale();
  const set = (change: Partial<DisplayPrefs>) => setDisplayPrefs({ ...prefs, ...change });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="display-prefs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="display-prefs-title">
          Dates and times
        </Title>
        <Text size="sm" c="dimmed">
          Dates follow your browser’s language ({locale}). Kept in this browser.
        </Text>
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Clock"
            w={260}
            allowDeselect={false}
            value={prefs.clock}
            onChange={(v) => set({ clock: (v ?? 'auto') as DisplayPrefs['clock'] })}
            data={[
              { value: 'auto', label: `As my browser (${localeUses12h(locale) ? '12-hour' : '24-hour'})` },
              { value: '12', label: '12-hour (2:30 PM)' },
              { value: '24', label: '24-hour (14:30)' },
            ]}
          />
          <Select
            label="Weeks start on"
            w={260}
            allowDeselect={false}
            value={prefs.weekStart}
            onChange={(v) => set({ weekStart: (v ?? 'auto') as DisplayPrefs['weekStart'] })}
            data={[
              { value: 'auto', label: `As my browser (${DAY_NAMES[localeWeekStart(locale)]!})` },
              { value: '1', label: 'Monday' },
              { value: '0', label: 'Sunday' },
              { value: '6', label: 'Saturday' },
            ]}
          />
        </Group>
        <Text size="sm" role="status">
          Example: {dateTimeOf(SAMPLE)}
        </Text>
      </Stack>
    </Paper>
  );
}
