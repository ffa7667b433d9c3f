import type { ReactNode } from 'react';
import { Link } from 'wouter';
import classes from './data-table.module.css';

// Table cells as plain elements: a page of rows renders many of them, and a component per cell
// costs render time the first screen cannot spare.

export function CellLink({ href, title, children }: { href: string; title?: string; children: ReactNode }) {
  return (
    <Link href={href} className={classes.link} title={title}>
      {children}
    </Link>
  );
}

export function CellSub({ children }: { children: ReactNode }) {
  return <span className={classes.sub}>{children}</span>;
}

export function Tag({ tone, children }: { tone?: 'good' | 'outline'; children: ReactNode }) {
  return (
    <span className={classes.tag} data-tone={tone}>
      {children}
    </span>
  );
}
