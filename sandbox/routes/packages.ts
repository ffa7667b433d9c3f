import type { Hono } from 'hono';
import { serializePackage } from '../serialize.ts';
import { API, paginate, type Store } from '../store.ts';

export function packageRoutes(app: Hono, store: Store) {
  app.get(`${API}/v1/packages`, (c) => {
    const { items, pagination } = paginate(c, store.state.seed.packages, store.paginationMode);
    return c.json({ packages: items.map(serializePackage), pagination });
  });
}
