import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { Booking } from '@/api/bookings/schemas';
import { WINDOW_SIZE } from '@/api/bookings/window';
import { countOf, plainNumber } from '@/lib/format';

/** The bookings the screen shows, every page of them, as a CSV file; the file's code loads on the click. */
export function ExportBookings({ allRows }: { allRows: () => Promise<{ rows: Booking[]; capped: boolean }> }) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    setSaid(null);
    try {
      const { rows, capped } = await allRows();
      const { downloadBookingsCsv } = await import('./booking-csv');
      await downloadBookingsCsv(rows);
      setSaid(
        `Exported ${countOf(rows.length, 'booking', 'bookings')}${capped ? `, from the ${plainNumber(WINDOW_SIZE)} most recent the workspace sent: it holds more` : ''}.`,
      );
    } catch (error) {
      setSaid(`Could not export: ${error instanceof Error ? error.message : 'the bookings could not be read'}.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="sm">
      <Button variant="default" onClick={() => void run()} loading={busy}>
        Export CSV
      </Button>
      <Text size="sm" role="status">
        {said}
      </Text>
    </Group>
  );
}
