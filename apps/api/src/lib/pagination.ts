import type { FastifyRequest } from 'fastify';
import { defaultPageLimit, type Paginated, type PaginationQuery } from '@brokkie/contracts/pagination';
import { apiRelativePath } from './urls.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow(query: PaginationQuery): PageWindow {
  return { limit: query.limit ?? defaultPageLimit, offset: query.offset ?? 0 };
}

/**
 * The `{count, next, previous, results}` page. `next`/`previous` are the request's own
 * API-relative path and query with limit/offset replaced (other parameters, such as filters
 * and customer_override, are kept), as Django REST framework builds them; `previous` drops
 * `offset` when it would be 0.
 */
export function pageOf<T>(request: FastifyRequest, window: PageWindow, count: number, results: T[]): Paginated<T> {
  const path = apiRelativePath(request);
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const link = (offset: number) => {
    const params = new URLSearchParams(query);
    params.set('limit', String(window.limit));
    if (offset > 0) params.set('offset', String(offset));
    else params.delete('offset');
    return `${path}?${params.toString()}`;
  };
  return {
    count,
    next: window.offset + window.limit < count ? link(window.offset + window.limit) : null,
    previous: window.offset > 0 ? link(Math.max(0, window.offset - window.limit)) : null,
    results,
  };
}
