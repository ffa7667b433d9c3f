import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Unreadable } from '@/lib/believable';
import classes from './detail-list.module.css';
import { Shown } from './not-readable';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A detail's value: text or elements, or a value the workspace sent that is not believed. */
export type DetailValue = ReactNode | Unreadable;

/** Terms and their values as a description list; empty values read "—" rather than vanish, unbelievable ones "Not readable". */
export function DetailList({ items }: { items: [string, DetailValue][] }) {
  return (
    <dl className={classes.list}>
      {items.map(([term, value]) => (
        <div key={term} className={classes.item}>
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : <Shown value={value} />}</dd>
        </div>
      ))}
    </dl>
  );
}
