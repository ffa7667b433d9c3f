import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

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

/** Terms and their values as a description list; empty values read "—" rather than vanish. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={classes.list}>
      {items.map(([term, value]) => (
        <div key={term} className={classes.item}>
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
