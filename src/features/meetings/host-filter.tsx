import { CloseButton, Input } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { isEmail } from '@/lib/search-params';
import classes from './host-filter.module.css';

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
  const id = useId();

  const add = (raw: string) => {
    const emails = raw.split(/[\s,;]+/).map((e) => e.trim()).filter(Boolean);
    if (!emails.length) return;
    const bad = emails.find((e) => !isEmail(e));
    if (bad) {
      setError(`“${bad}” is not an email address.`);
      return;
    }
    const next = [...value];
    for (const e of emails) if (!next.includes(e.toLowerCase())) next.push(e.toLowerCase());
    setDraft('');
    setError(null);
    if (next.length !== value.length) onChange(next);
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
    <Input.Wrapper
      label="Hosts"
      description="Links with any of these hosts. Type an email and press Enter."
      error={error}
      id={`${id}-input`}
      style={{ flex: '2 1 20rem' }}
      errorProps={{ id: `${id}-error` }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <div className={classes.box} data-error={error ? true : undefined}>
        {value.length > 0 && (
          <ul className={classes.chips} aria-label="Chosen hosts">
            {value.map((email) => (
              <li key={email} className={classes.chip}>
                <span>{email}</span>
                <CloseButton size="xs" aria-label={`Remove host ${email}`} onClick={() => onChange(value.filter((v) => v !== email))} />
              </li>
            ))}
          </ul>
        )}
        <input
          id={`${id}-input`}
          className={classes.input}
          list={`${id}-list`}
          inputMode="email"
          autoComplete="off"
          value={draft}
          placeholder={value.length ? 'Add another host' : 'host@example.com'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => add(draft)}
        />
      </div>
      <datalist id={`${id}-list`}>
        {remaining.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </Input.Wrapper>
  );
}
