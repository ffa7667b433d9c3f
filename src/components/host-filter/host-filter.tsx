import { CloseButton } from '@mantine/core';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { KnownPerson } from '@/domain/members/use-known-people';
import { FieldFrame } from '@/components/form-fields/field-frame';
import classes from './host-filter.module.css';
import { hostName, resolveHostInput, suggestHosts } from '@/domain/members/host-suggestions';

interface Props {
  value: string[];
  onChange: (emails: string[]) => void;
  people: KnownPerson[];
  label?: string;
  /** What the chosen hosts select, under the label. */
  description?: string;
  /** One host at most: choosing another replaces the one chosen. */
  single?: boolean;
  /** A message from outside (a form's check, the service's refusal); what the field itself finds comes first. */
  error?: string;
  /** The input, for a form that moves focus to a field in error. */
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}

/**
 * Hosts as removable chips named after the member, with an ARIA combobox suggesting members by name
 * or part of their email. Its own small listbox rather than a popover library: this is the first
 * screen and its code is part of the first paint.
 */
export function HostFilter({
  value,
  onChange,
  people,
  label = 'Hosts',
  description = 'Links with any of these hosts. Type a name or an email and choose.',
  single = false,
  error: outside,
  inputRef,
  required,
}: Props) {
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [own, setError] = useState<string | null>(null);
  const error = own ?? outside ?? null;
  const id = useId();
  const options = open ? suggestHosts(people, draft, single ? [] : value) : [];
  const optionId = (i: number) => `${id}-option-${i}`;

  const take = (emails: string[]) => {
    const next = single ? emails.slice(-1) : [...value];
    if (!single) for (const e of emails) if (!next.includes(e)) next.push(e);
    setDraft('');
    setError(null);
    setActive(-1);
    // A choice closes the list (it would cover what is below) and leaves focus in the field.
    setOpen(false);
    if (next.length !== value.length || next.some((e, i) => e !== value[i])) onChange(next);
  };

  const commit = () => {
    if (!draft.trim()) return;
    const result = resolveHostInput(draft, people, single ? [] : value);
    if (result.kind === 'add') take(result.emails);
    else if (result.kind === 'choose') {
      setOpen(true);
      setError(`${result.count} team members match “${draft.trim()}”: choose one from the list.`);
    } else
      setError(`No team member matches “${result.text}”. Type a full email to filter by someone outside the team.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const count = (open ? options : suggestHosts(people, draft, single ? [] : value)).length;
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : count - 1) : (a + step + count) % count));
    } else if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      const picked = active >= 0 ? options[active] : undefined;
      if (picked) take([picked.email]);
      else commit();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const expanded = open && options.length > 0;
  return (
    <FieldFrame
      label={label}
      description={description}
      descriptionId={`${id}-description`}
      error={error}
      errorId={`${id}-error`}
      inputId={`${id}-input`}
      required={required}
      // Grows in a row of filters; in a column a 20rem basis would be its height, so the width is a minimum instead.
      style={{ flex: '2 1 auto', minWidth: 'min(20rem, 100%)' }}
    >
      <div className={classes.anchor}>
        <div className={classes.box} data-error={error ? true : undefined}>
          {value.length > 0 && (
            <ul className={classes.chips} aria-label="Chosen hosts">
              {value.map((email) => {
                const name = hostName(email, people);
                const label = name === email ? email : `${name} (${email})`;
                return (
                  <li key={email} className={classes.chip} title={email}>
                    <span aria-label={label}>{name}</span>
                    <CloseButton
                      // 24 px: the smallest target the screens allow (WCAG 2.2 target size).
                      size={24}
                      aria-label={`Remove host ${label}`}
                      onClick={() => onChange(value.filter((v) => v !== email))}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          <input
            ref={inputRef}
            id={`${id}-input`}
            aria-required={required || undefined}
            role="combobox"
            className={classes.input}
            autoComplete="off"
            value={draft}
            placeholder={value.length && !single ? 'Add another host' : 'Name or email'}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setOpen(true);
              setActive(-1);
              if (own) setError(null);
            }}
            // The list opens on typing, a click or the arrow keys, not when Tab passes through.
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              if (draft.trim()) commit();
            }}
          />
        </div>
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label="Team members"
          className={classes.listbox}
          // A list taller than its box would be a Tab stop of its own (the browser makes scrollers
          // focusable): its options are reached with the arrow keys from the field.
          tabIndex={-1}
          hidden={!expanded}
        >
          {options.map((p, i) => (
            <li
              key={p.email}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={classes.option}
              // Chosen on mouse down so the input's blur does not close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                take([p.email]);
              }}
            >
              {p.name && <span className={classes.name}>{p.name}</span>}
              <span className={classes.email}>{p.email}</span>
            </li>
          ))}
        </ul>
      </div>
    </FieldFrame>
  );
}
