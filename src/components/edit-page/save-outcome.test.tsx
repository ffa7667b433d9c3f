// @vitest-environment jsdom
import { Button, MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { SaveOutcome } from './save-outcome';
import { useSave } from './use-save';

// A single save answered 429 on a fake clock: the wait the workspace asked for is counted down as a
// list's is, nothing is sent before it is over, and nothing is sent on its own after it.

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const tooMany = (retryAfterMs?: number) =>
  new ApiError({ kind: 'rate_limited', status: 429, message: 'Too many requests.', retryAfterMs });

function Page({ send }: { send: (body: string) => Promise<string> }) {
  const { state, busy, bindFields, bindAlert, attempt, sendAgain } = useSave<string, string>({
    send,
    onSaved: () => {},
  });
  return (
    <MantineProvider env="test">
      <form ref={bindFields}>
        <SaveOutcome
          state={state}
          busy={busy}
          bindAlert={bindAlert}
          words={{ what: 'The changes', done: 'saved', resendLabel: 'Save again' }}
          onSendAgain={() => void sendAgain(() => 'body')}
        />
        {state.status === 'saved' && <p>Saved</p>}
        <Button onClick={() => void attempt(() => 'body')}>Save</Button>
      </form>
    </MantineProvider>
  );
}

// A click, then what it queued: the field check waits one task before sending.
const click = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(() => vi.advanceTimersByTimeAsync(0));
};

describe('a save answered 429', () => {
  it('counts the Retry-After down, sends nothing before it is over or on its own after, then lets the admin send again', async () => {
    const send = vi.fn<(body: string) => Promise<string>>();
    send.mockRejectedValueOnce(tooMany(3000)).mockResolvedValue('ok');
    render(<Page send={send} />);

    await click('Save');
    expect(send).toHaveBeenCalledTimes(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The workspace asked Slotboard to wait');
    expect(alert).toHaveTextContent('nothing was saved. Everything you entered is still here.');
    expect(alert).toHaveTextContent('You can send it again in 3 s.');
    expect(screen.getByRole('button', { name: 'Save again' })).toBeDisabled();

    // The page's own Save during the wait sends nothing and points at the wait.
    await click('Save');
    expect(send).toHaveBeenCalledTimes(1);
    expect(alert).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(alert).toHaveTextContent('You can send it again in 2 s.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(alert).toHaveTextContent('You can send it again in 1 s.');
    expect(screen.getByRole('button', { name: 'Save again' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(alert).toHaveTextContent('You can send it again now.');
    expect(screen.getByRole('button', { name: 'Save again' })).toBeEnabled();

    // A write is never resent on its own.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(send).toHaveBeenCalledTimes(1);

    await click('Save again');
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("lets the page's own Save send once the wait is over", async () => {
    const send = vi.fn<(body: string) => Promise<string>>();
    send.mockRejectedValueOnce(tooMany(2000)).mockResolvedValue('ok');
    render(<Page send={send} />);
    await click('Save');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    await click('Save');
    expect(send).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await click('Save');
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('without a Retry-After, says to wait a moment and lets the admin send again at once', async () => {
    const send = vi.fn<(body: string) => Promise<string>>();
    send.mockRejectedValueOnce(tooMany()).mockResolvedValue('ok');
    render(<Page send={send} />);
    await click('Save');
    expect(screen.getByRole('alert')).toHaveTextContent('Wait a moment, then send it again.');
    await click('Save again');
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});
