// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { useSave, type SaveOptions } from './use-save';

const fail = (kind: ApiError['kind'], status: number | null = null) =>
  new ApiError({ kind, status, message: `failed: ${kind}` });

function setup<V>(options: Partial<SaveOptions<V, string>> = {}) {
  const send = vi.fn<(vars: V) => Promise<string>>(options.send ?? (async () => 'ok'));
  const onSaved = vi.fn();
  const onRefused = vi.fn();
  const hook = renderHook(() => useSave<V, string>({ send, onSaved, onRefused, verify: options.verify }));
  return { send, onSaved, onRefused, hook };
}

describe('useSave: one request per intent', () => {
  it('sends once for two attempts in the same moment (a double click, an Enter repeat, a dialog confirmed twice)', async () => {
    let release: (v: string) => void = () => {};
    const { send, hook } = setup<number>({ send: () => new Promise<string>((r) => (release = r)) });
    await act(async () => {
      void hook.result.current.attempt(() => 1);
      void hook.result.current.attempt(() => 2);
    });
    await waitFor(() => expect(send).toHaveBeenCalledWith(1));
    await act(async () => {
      void hook.result.current.attempt(() => 3);
    });
    await act(async () => release('ok'));
    // Once the first is over, a new intent is sent; by the time it is, a 2 or 3 sent would be on record.
    await act(async () => {
      void hook.result.current.attempt(() => 4);
    });
    await waitFor(() => expect(send).toHaveBeenLastCalledWith(4));
    expect(send.mock.calls).toEqual([[1], [4]]);
  });
});

describe('useSave: a dialog confirm is one intent per opening', () => {
  it('a second "Yes" after the answer arrived (the dialog still fading out) sends nothing; a new opening may send', async () => {
    const { send, hook } = setup<number>();
    await act(() => hook.result.current.confirm(() => 1));
    await act(() => hook.result.current.confirm(() => 2));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.arm());
    await act(() => hook.result.current.confirm(() => 3));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(3);
  });

  it('a refused confirm leaves the intent unspent: the admin may confirm again', async () => {
    const answers = [fail('validation', 422), null];
    const { send, hook } = setup<number>({
      send: async () => {
        const error = answers.shift();
        if (error) throw error;
        return 'ok';
      },
    });
    await act(() => hook.result.current.confirm(() => 1));
    expect(hook.result.current.state.status).toBe('refused');
    await act(() => hook.result.current.confirm(() => 2));
    expect(send).toHaveBeenCalledTimes(2);
    expect(hook.result.current.state.status).toBe('saved');
  });
});

describe('useSave: nothing goes out while a field shows an error', () => {
  function Form({ onReady }: { onReady: (attempt: () => Promise<void>) => void }) {
    const save = useSave<string, string>({ send: sendSpy, onSaved: () => {} });
    onReady(() => save.attempt(() => 'body'));
    return (
      <form ref={save.bindFields}>
        <input aria-label="Ok" />
        <input aria-label="Tuesday, range 1, to" aria-invalid="true" defaultValue="8:00am" />
      </form>
    );
  }
  const sendSpy = vi.fn(async () => 'ok');

  it('refuses the submit and moves focus to the first invalid field', async () => {
    let attempt: () => Promise<void> = async () => {};
    const view = render(<Form onReady={(a) => (attempt = a)} />);
    await act(() => attempt());
    expect(sendSpy).not.toHaveBeenCalled();
    expect(view.getByLabelText('Tuesday, range 1, to')).toHaveFocus();
  });

  it('refuses while an editor reports itself invalid', async () => {
    const { send, hook } = setup<number>();
    act(() => hook.result.current.onValidityChange(true));
    await act(() => hook.result.current.attempt(() => 1));
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.state.status).toBe('blocked');
    act(() => hook.result.current.onValidityChange(false));
    await act(() => hook.result.current.attempt(() => 1));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('useSave: outcomes', () => {
  it('a refusal is certain: said as refused, handed to the page for its fields', async () => {
    const { hook, onRefused, onSaved } = setup<number>({ send: () => Promise.reject(fail('validation', 422)) });
    await act(() => hook.result.current.attempt(() => 1));
    expect(hook.result.current.state).toMatchObject({ status: 'refused', error: { kind: 'validation' } });
    expect(onRefused).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it.each(['timeout', 'network', 'server'] as const)(
    'a %s leaves the outcome open: it reads back and, when the change shows, says saved',
    async (kind) => {
      const verify = vi.fn(async () => true);
      const { hook, onSaved, send } = setup<number>({ send: () => Promise.reject(fail(kind)), verify });
      await act(() => hook.result.current.attempt(() => 7));
      expect(verify).toHaveBeenCalledWith(7);
      expect(hook.result.current.state.status).toBe('saved');
      expect(onSaved).toHaveBeenCalledWith(null, 7);
      expect(send).toHaveBeenCalledTimes(1);
    },
  );

  it('a change not seen yet stays "may have been saved"; a submit then sends nothing, only the explicit resend does', async () => {
    let seen = false;
    const { hook, send } = setup<number>({
      send: vi.fn().mockRejectedValueOnce(fail('timeout')).mockResolvedValue('ok'),
      verify: async () => seen,
    });
    await act(() => hook.result.current.attempt(() => 1));
    expect(hook.result.current.state).toMatchObject({ status: 'uncertain', check: 'not-seen' });
    await act(() => hook.result.current.attempt(() => 1));
    expect(send).toHaveBeenCalledTimes(1);
    seen = true;
    await act(() => hook.result.current.checkAgain());
    expect(hook.result.current.state.status).toBe('saved');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('without a way to read back, it says it cannot check, and resends only when asked', async () => {
    const { hook, send } = setup<number>({
      send: vi.fn().mockRejectedValueOnce(fail('network')).mockResolvedValue('ok'),
    });
    await act(() => hook.result.current.attempt(() => 1));
    expect(hook.result.current.state).toMatchObject({ status: 'uncertain', check: 'cannot-check' });
    await act(() => hook.result.current.sendAgain(() => 1));
    await waitFor(() => expect(hook.result.current.state.status).toBe('saved'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a 2xx answer that cannot be read was applied: it is checked, not called a failure', async () => {
    const { hook } = setup<number>({
      send: () => Promise.reject(fail('invalid_response', 200)),
      verify: async () => false,
    });
    await act(() => hook.result.current.attempt(() => 1));
    expect(hook.result.current.state).toMatchObject({ status: 'uncertain', check: 'not-seen' });
  });
});
