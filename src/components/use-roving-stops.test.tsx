// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRovingStops } from './use-roving-stops';

/** Two days as the editor's list has them: a switch, buttons, a field; one button disabled. */
function Days({ withAdd = true }: { withAdd?: boolean }) {
  const roving = useRovingStops<HTMLDivElement>('[data-day]');
  const [extra, setExtra] = useState(withAdd);
  return (
    <>
      <button>Before</button>
      <div {...roving}>
        <div data-day role="group" aria-label="Monday">
          <input type="checkbox" role="switch" aria-label="Monday on" />
          <button>Copy Monday</button>
          <input aria-label="Monday from" defaultValue="9:00 AM" />
          <button disabled>Not now</button>
          {extra && <button onClick={() => setExtra(false)}>Add to Monday</button>}
        </div>
        <div data-day role="group" aria-label="Tuesday">
          <input type="checkbox" role="switch" aria-label="Tuesday on" />
          <button>Copy Tuesday</button>
        </div>
      </div>
      <button>After</button>
    </>
  );
}

const stops = () =>
  [...document.querySelectorAll<HTMLElement>('[tabindex="0"]')].map(
    (el) => el.getAttribute('aria-label') ?? el.textContent,
  );

describe('one Tab stop per group, the arrow keys within', () => {
  it('makes each group one Tab stop, its first control until another is used', async () => {
    const user = userEvent.setup();
    render(<Days />);
    expect(stops()).toEqual(['Monday on', 'Tuesday on']);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Monday on' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Tuesday on' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves with Left and Right, skips what is disabled, and leaves a field only from its ends', async () => {
    const user = userEvent.setup();
    render(<Days />);
    screen.getByRole('switch', { name: 'Monday on' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Copy Monday' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const from = screen.getByRole<HTMLInputElement>('textbox', { name: 'Monday from' });
    expect(from).toHaveFocus();
    // Arrived at, all of it is chosen: typing replaces it.
    expect([from.selectionStart, from.selectionEnd]).toEqual([0, 7]);
    from.setSelectionRange(3, 3);
    await user.keyboard('{ArrowRight}');
    expect(from).toHaveFocus();
    from.setSelectionRange(7, 7);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Add to Monday' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Add to Monday' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(from).toHaveFocus();
    from.setSelectionRange(0, 0);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Copy Monday' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Add to Monday' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('switch', { name: 'Monday on' })).toHaveFocus();
  });

  it('remembers where each group was left, and Up and Down go to the group above or below but not from a field', async () => {
    const user = userEvent.setup();
    render(<Days />);
    screen.getByRole('button', { name: 'Copy Monday' }).focus();
    expect(stops()).toEqual(['Copy Monday', 'Tuesday on']);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('switch', { name: 'Tuesday on' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Copy Monday' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Monday from' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Tuesday on' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Monday from' })).toHaveFocus();
  });

  it('falls back to the first control when the one it kept is gone', async () => {
    const user = userEvent.setup();
    render(<Days />);
    screen.getByRole('button', { name: 'Add to Monday' }).focus();
    expect(stops()).toEqual(['Add to Monday', 'Tuesday on']);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Add to Monday' })).toBeNull();
    expect(stops()).toEqual(['Monday on', 'Tuesday on']);
  });

  it('leaves keys with a modifier alone', async () => {
    const user = userEvent.setup();
    render(<Days />);
    screen.getByRole('switch', { name: 'Monday on' }).focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByRole('switch', { name: 'Monday on' })).toHaveFocus();
  });
});
