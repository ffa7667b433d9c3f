// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openBooking } from '@/testing/open-booking';
import type { renderApp } from '@/testing/render';

// Rescheduling from a booking's page, against the sandbox: free times only, one request per intent,
// a refused time said at the field, an uncertain answer read back, and a workspace without it.
type View = ReturnType<typeof renderApp>;
const patches = (view: View) => view.fetchFn.calls.filter((c) => /^PATCH .*\/v1\/bookings\/[^/]+$/.test(c));
const TAKEN = 'The selected time is not available. Please choose another slot.';

/** Opens the dialog and picks the first day with free times, then its first time. */
async function pickFirstFree(view: View) {
  await view.user.click(screen.getByRole('button', { name: 'Reschedule…' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(/days? with free times in|No free times in/, {}, { timeout: 15_000 });
  let free = within(dialog)
    .queryAllByRole('button', { name: /: \d+ free times?$/ })
    .filter((b) => !b.hasAttribute('disabled') && !b.hasAttribute('data-disabled'));
  if (free.length === 0) {
    await view.user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await within(dialog).findByText(/days? with free times in/, {}, { timeout: 15_000 });
    free = within(dialog).getAllByRole('button', { name: /: \d+ free times?$/ });
  }
  await view.user.click(free[0]!);
  const times = await within(dialog).findByRole('radiogroup', { name: /^Free times on / });
  const first = within(times).getAllByRole('radio')[0]!;
  await view.user.click(first);
  return { dialog, times, label: first.closest('label, div')!.textContent ?? '' };
}

describe('rescheduling a booking', () => {
  it('offers only free days and times, confirms naming the client and both times, sends the documented body once on a double click, and logs it', async () => {
    const sent: unknown[] = [];
    const record = async (req: Request, next: (req: Request) => Promise<Response>) => {
      if (req.method === 'PATCH') sent.push(await req.clone().json());
      return next(req);
    };
    const { view, client } = await openBooking({ intercept: record });
    await view.user.click(screen.getByRole('button', { name: 'Reschedule…' }));
    const dialog = await screen.findByRole('dialog', { name: `Reschedule ${client}’s booking` });
    await within(dialog).findByText(/days? with free times in|No free times in/, {}, { timeout: 15_000 });
    // Days without free times cannot be picked; days with them say how many.
    const days = within(dialog).getAllByRole('button', { name: /free times?$/ });
    const closed = days.filter((d) => /no free times$/.test(d.getAttribute('aria-label')!));
    expect(closed.length).toBeGreaterThan(0);
    for (const d of closed) expect(d).toBeDisabled();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Mantine hands focus back once its closing transition is over.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reschedule…' })).toHaveFocus());

    const { times } = await pickFirstFree(view);
    const radios = within(times).getAllByRole('radio');
    // As many choices as the workspace's own answer has free times still to come on that day.
    const asked = view.fetchFn.calls
      .filter((c) => c.startsWith('GET /sandbox/demo/api/external/v1/slots/'))
      .at(-1)!
      .slice(4);
    const answer = (await (
      await view.server.fetch(
        new Request(`http://slotboard.test${asked}`, { headers: { 'X-Api-Key': 'sandbox-demo-key' } }),
      )
    ).json()) as {
      slots: { date: string; slots: Record<string, { count: number }> }[];
    };
    const label = (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const day = answer.slots.find(
      (d) => `Free times on ${label(d.date)}` === screen.getByText(/^Free times on /).textContent,
    )!;
    expect(radios).toHaveLength(Object.values(day.slots).filter((t) => t.count > 0).length);
    for (const r of radios)
      expect(r.closest('.mantine-Radio-root')).toHaveTextContent(
        /^\d{1,2}:\d\d( [AP]M)? in [A-Za-z ]+( · \d{1,2}:\d\d( [AP]M)?( \w{3})? in [A-Za-z ]+)?$/,
      );
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await within(screen.getByRole('dialog')).findByText(/moves from/);
    expect(confirm).toHaveFocus();
    expect(confirm.textContent).toMatch(
      new RegExp(
        `^${client}’s booking moves from \\w{3}, \\w{3} \\d+, \\d{4}, .+ to \\w{3}, \\w{3} \\d+, \\d{4}, .+\\.$`,
      ),
    );
    await view.user.dblClick(screen.getByRole('button', { name: 'Yes, reschedule' }));
    const moved = await screen.findByText(
      new RegExp(`^${client}’s booking is now on .+; the workspace tells the client\\.$`),
      {},
      { timeout: 15_000 },
    );
    expect(patches(view)).toHaveLength(1);
    // The vendor's documented body, the booking's own name and email, the slot in the client's zone.
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0] as object).sort()).toEqual([
      'email',
      'name',
      'slot_date',
      'slot_start_time',
      'time_zone',
    ]);
    expect(sent[0]).toMatchObject({
      name: client,
      slot_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      slot_start_time: expect.stringMatching(/^(0\d|1[0-2]):[0-5]\d [AP]M$/),
    });
    expect(moved.textContent).toContain(confirm.textContent!.replace(/^.* to /, '').replace(/\.$/, ''));
    await view.user.click(screen.getByRole('link', { name: 'Activity' }));
    const entry = await screen.findByText(new RegExp(`^Booking with ${client}, `), {}, { timeout: 15_000 });
    expect(entry.closest('tr')).toHaveTextContent(/Rescheduled from .+ to /);
  }, 90_000);

  it('a time refused by the workspace is said at the field in its own words, the choice kept and nothing resent', async () => {
    const refuse = async (req: Request, next: (req: Request) => Promise<Response>) =>
      req.method === 'PATCH'
        ? new Response(JSON.stringify({ error: TAKEN }), {
            status: 422,
            headers: { 'content-type': 'application/json' },
          })
        : next(req);
    const { view } = await openBooking({ intercept: refuse });
    const { times } = await pickFirstFree(view);
    const chosen = within(times).getAllByRole('radio')[0]!;
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await view.user.click(await screen.findByRole('button', { name: 'Yes, reschedule' }));
    const group = await screen.findByRole('radiogroup', { name: /^Free times on / }, { timeout: 15_000 });
    expect(group).toHaveAccessibleDescription(
      expect.stringContaining(`This time cannot be booked. The workspace says: “${TAKEN}”`),
    );
    expect(within(group).getAllByRole('radio')[0]).toBeChecked();
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
    expect(within(group).getAllByRole('radio')[0]).toHaveAttribute('value', chosen.getAttribute('value'));
    expect(patches(view)).toHaveLength(1);
    // The admin asks once more and is refused once more: two asks, two requests. One sent again on
    // its own after a refusal would be a third by the time the second refusal is said.
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await view.user.click(await screen.findByRole('button', { name: 'Yes, reschedule' }));
    await waitFor(() => expect(patches(view).length).toBeGreaterThanOrEqual(2));
    const again = await screen.findByRole('radiogroup', { name: /^Free times on / }, { timeout: 15_000 });
    expect(again).toHaveAccessibleDescription(expect.stringContaining('This time cannot be booked.'));
    expect(patches(view)).toHaveLength(2);
  }, 60_000);

  it('an answer lost on the way is said as uncertain and read back with GET, not sent again', async () => {
    // The workspace moves the booking, but its answer never arrives; the read back waits until the
    // test has seen the outcome said as open.
    let letReadGo!: () => void;
    const readMayGo = new Promise<void>((r) => (letReadGo = r));
    let lost = false;
    const lose = async (req: Request, next: (req: Request) => Promise<Response>) => {
      if (req.method === 'PATCH') {
        await next(req);
        lost = true;
        return new Response('{"error":"gateway timeout"}', {
          status: 504,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (lost && req.method === 'GET' && /\/v1\/bookings\/[^/?]+$/.test(new URL(req.url).pathname)) await readMayGo;
      return next(req);
    };
    const { view, client } = await openBooking({ intercept: lose });
    await pickFirstFree(view);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const reads = () => view.fetchFn.calls.filter((c) => /^GET .*\/v1\/bookings\/[^/?]+$/.test(c)).length;
    const before = reads();
    await view.user.click(await screen.findByRole('button', { name: 'Yes, reschedule' }));
    const open = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(open).toHaveTextContent(
      /^The new time may have been savedThe workspace did not answer in time\. Checking what the workspace holds now…$/,
    );
    letReadGo();
    expect(
      await screen.findByText(new RegExp(`^${client}’s booking is now on `), {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(patches(view)).toHaveLength(1);
    expect(reads()).toBeGreaterThan(before);
  }, 60_000);

  it('without the workspace’s slots, takes a typed time checked where typed; a workspace without rescheduling then says so in one sentence', async () => {
    const { view } = await openBooking({
      server: {
        hosts: ['slotboard.test'],
        sandbox: { seed: { capabilities: { slots: false, bookingReschedule: false } } },
      },
    });
    await view.user.click(screen.getByRole('button', { name: 'Reschedule…' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/does not offer its free times through its API/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const date = within(dialog).getByLabelText(/^New date/);
    const time = within(dialog).getByLabelText(/^New start time/);
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Give the new date.'));
    await waitFor(() => expect(date).toHaveFocus());
    await view.user.type(date, '2020-01-06');
    await view.user.type(time, '10:00');
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('That time has passed: choose one still to come.')).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(time).toHaveFocus());
    await view.user.clear(date);
    await view.user.type(date, `${new Date().getUTCFullYear() + 1}-03-10`);
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await view.user.click(await screen.findByRole('button', { name: 'Yes, reschedule' }));
    expect(
      await screen.findByText(
        'This workspace does not offer rescheduling through its API: move the booking in NeetoCal.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule…' })).not.toBeInTheDocument();
    expect(patches(view)).toHaveLength(1);
  }, 60_000);
});

describe('rescheduling a booking on a link with no time to offer', () => {
  it('says why instead of "try the next month", in the words of "why not", and offers no later month', async () => {
    const { view } = await openBooking();
    // Every host of the booking's link loses their weekly hours and overrides: the workspace then offers no time.
    const state = view.server.sandbox!.state();
    const sid = decodeURIComponent(view.location.history!.at(-1)!.split('/').pop()!);
    const booked = state.seed.bookings.find((b) => b.sid === sid)!;
    const link = state.seed.meetings.find((m) => m.id === booked.meetingId)!;
    const hosts = link.kind === 'one_on_one' ? link.hostIds.slice(0, 1) : link.hostIds;
    for (const a of state.availabilities)
      if (hosts.includes(a.memberId) && a.isDefault) {
        a.periods = [];
        a.overrides = new Map();
      }

    await view.user.click(screen.getByRole('button', { name: 'Reschedule…' }));
    const dialog = await screen.findByRole('dialog');
    // Every text the dialog shows on the way, the moments while the hosts' hours are read included.
    const shown: string[] = [];
    const watch = new MutationObserver(() => shown.push(dialog.textContent ?? ''));
    watch.observe(dialog, { subtree: true, childList: true, characterData: true });
    expect(
      await within(dialog).findByText(
        'No free times: the link offers none in the next 8 weeks, whoever is booked.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    watch.disconnect();
    expect(shown.some((text) => /try the next month/.test(text))).toBe(false);
    const reasons = within(dialog).getByRole('list', { name: 'Why the link offers no time' });
    const first = state.seed.members.find((m) => m.id === hosts[0])!;
    const item = within(reasons).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent(/^.+: no working time in the next 8 weeks \(.+\) \(the availability\)$/);
    expect(item).toHaveTextContent(first.first_name);
    expect(within(reasons).getAllByRole('link', { name: 'the availability' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/availabilities\//),
    );
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
  }, 60_000);
});
