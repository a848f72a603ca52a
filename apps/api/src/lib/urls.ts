import type { FastifyRequest } from 'fastify';

/** Path of the request without the API's mount prefix (`/api/country/` → `/country/`). */
export function apiRelativePath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '/';
  const base = request.server.apiBasePath;
  return base && path.startsWith(base) ? path.slice(base.length) || '/' : path;
}
