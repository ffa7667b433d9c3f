import { queryOptions } from '@tanstack/react-query';
import type { WorkspaceClient } from '../client';
import type { SlotMonthParams } from './schemas';

const monthOf = ({ year, month }: Pick<SlotMonthParams, 'year' | 'month'>) =>
  `${year}-${String(month).padStart(2, '0')}`;

/** Per workspace, link and month; the zone is part of the month asked for, since it moves the days' edges. */
export const slotKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'slots'] as const,
  link: (workspaceId: string, slug: string) => [...slotKeys.all(workspaceId), slug] as const,
  month: (workspaceId: string, params: SlotMonthParams) =>
    [...slotKeys.link(workspaceId, params.slug), monthOf(params), params.timeZone] as const,
};

export const slotMonthQuery = ({ client, workspaceId }: WorkspaceClient, params: SlotMonthParams) =>
  queryOptions({
    queryKey: slotKeys.month(workspaceId, params),
    queryFn: ({ signal }) => client.slots.month(params, { signal }),
  });
