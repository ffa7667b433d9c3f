import { Pill, PillsInput } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { isEmail } from '@/lib/search-params';

interface Props {
  value: string[];
  onChange: (emails: string[]) => void;
  suggestions: string[];
}

/**
 * Host emails as removable chips. Suggestions come from a native datalist (team members and hosts
 * already seen), so no popover code is loaded for the first screen; any valid email may be typed.
 */
export function HostFilter({ value, onChange, suggestions }: Props) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listId = useId();

  const add = (raw: string) => {
    const emails = raw.split(/[\s,;]+/).map((e) => e.trim()).filter(Boolean);
    if (!emails.length) return true;
    const bad = emails.find((e) => !isEmail(e));
    if (bad) {
      setError(`“${bad}” is not an email address.`);
      return false;
    }
    const next = [...value];
    for (const e of emails) if (!next.some((v) => v.toLowerCase() === e.toLowerCase())) next.push(e.toLowerCase());
    setDraft('');
    setError(null);
    if (next.length !== value.length) onChange(next);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const remaining = suggestions.filter((s) => !value.includes(s.toLowerCase()));
  return (
    <PillsInput
      label="Hosts"
      description="Links with any of these hosts. Type an email and press Enter."
      error={error}
      miw={260}
      style={{ flex: '2 1 20rem' }}
    >
      <Pill.Group>
        {value.map((email) => (
          <Pill key={email} withRemoveButton onRemove={() => onChange(value.filter((v) => v !== email))} removeButtonProps={{ 'aria-label': `Remove host ${email}` }}>
            {email}
          </Pill>
        ))}
        <PillsInput.Field
          list={listId}
          inputMode="email"
          value={draft}
          placeholder={value.length ? '' : 'host@example.com'}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => add(draft)}
          aria-label="Host email"
          autoComplete="off"
        />
      </Pill.Group>
      <datalist id={listId}>
        {remaining.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </PillsInput>
  );
}
