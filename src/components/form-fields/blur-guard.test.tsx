// @vitest-environment jsdom
import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { registerGuarded } from './blur-guard';

function NameForm() {
  const { register, handleSubmit, formState } = useForm<{ name: string; other: string }>({
    mode: 'onTouched',
    defaultValues: { name: '', other: '' },
  });
  const rules = { validate: (v: string) => (v.trim() === '' ? 'Give it a name.' : v.length < 3 ? 'Too short.' : true) };
  const name = registerGuarded(register, 'name');
  return (
    <MantineProvider env="test">
      <form noValidate onSubmit={(e) => void handleSubmit(() => {})(e)}>
        <TextInput
          label="Name"
          error={formState.errors.name?.message}
          {...name}
          {...register('name', rules)}
          onBlur={name.onBlur}
          onFocus={name.onFocus}
        />
        <TextInput label="Other" {...register('other')} />
        <button type="submit">Save</button>
      </form>
    </MantineProvider>
  );
}

describe('blur on a guarded field', () => {
  it('says nothing about an empty field passed over, says a wrong value at once, and "required" on submit', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(screen.queryByText('Give it a name.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    await user.tab();
    expect(await screen.findByText('Too short.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give it a name.')).toBeInTheDocument();
  });
});
