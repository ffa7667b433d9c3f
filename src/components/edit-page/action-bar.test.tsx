// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionBar, SAVE_SHORTCUT } from './action-bar';
import { focusAfterOutcome } from './focus-after';

function Page({ onSave, dialog = false }: { onSave: () => void; dialog?: boolean }) {
  return (
    <MantineProvider>
      <main>
        <h1>Edit</h1>
        <input aria-label="Typed time" />
        <ActionBar>
          <button type="button" aria-keyshortcuts={SAVE_SHORTCUT} onClick={onSave}>
            Save
          </button>
          <button type="button">Other</button>
        </ActionBar>
        {dialog && <div role="dialog" aria-modal="true" />}
      </main>
    </MantineProvider>
  );
}

// The bar presses the button on the next tick (after the focused field has let go): the tests run
// that tick themselves, so "not pressed" means no press was even scheduled.
const nextTick = () => act(() => vi.runAllTimers());

describe('ActionBar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('Ctrl+S and Cmd+S press the marked button once, after the focused field lets go', () => {
    vi.useFakeTimers();
    const onSave = vi.fn();
    render(<Page onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: 'Typed time' });
    field.focus();
    const ctrl = fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(ctrl).toBe(false); // the browser's "save page" is prevented
    expect(field).not.toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    nextTick();
    expect(onSave).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'S', metaKey: true });
    nextTick();
    expect(onSave).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(window, { key: 's', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 's' });
    nextTick();
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('does nothing while a dialog is open', () => {
    vi.useFakeTimers();
    const onSave = vi.fn();
    render(<Page onSave={onSave} dialog />);
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    nextTick();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('focusAfterOutcome', () => {
  it('moves focus to the alert, or the heading after a save, only while the admin has not moved it', () => {
    render(<Page onSave={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    focusAfterOutcome(null, save);
    const heading = screen.getByRole('heading', { name: 'Edit' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    const field = screen.getByRole('textbox', { name: 'Typed time' });
    field.focus();
    focusAfterOutcome(null, save);
    expect(field).toHaveFocus();
  });
});
