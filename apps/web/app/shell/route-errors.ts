import { data, isRouteErrorResponse } from 'react-router';
import type { TFunction } from 'i18next';

/**
 * Errors the shell raises itself carry a message key (no user-visible text in code); the error
 * page translates it in the visitor's language.
 */
export interface RouteErrorData {
  messageKey: 'pageNotFound' | 'apiUnavailable';
  values?: Record<string, string>;
}

/** 404 with the message 'Page Not Found: {path}' (§2 route validity check, unknown routes). */
export function notFoundData(pathname: string) {
  return data<RouteErrorData>({ messageKey: 'pageNotFound', values: { path: pathname } }, { status: 404 });
}

/** Ends a loader whose route validity check failed: the error page shows the 404. */
export function throwPageNotFound(request: Request): never {
  throw notFoundData(new URL(request.url).pathname);
}

/** The product API did not answer: the error page shows the maintenance screen. */
export function apiUnavailableData() {
  return data<RouteErrorData>({ messageKey: 'apiUnavailable' }, { status: 503 });
}

function isRouteErrorData(value: unknown): value is RouteErrorData {
  return typeof value === 'object' && value !== null && typeof (value as RouteErrorData).messageKey === 'string';
}

/** Status and translated message of anything a route threw, for the error page. */
export function describeRouteError(error: unknown, t: TFunction): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    if (isRouteErrorData(body)) return { status: error.status, message: t(`shell:${body.messageKey}`, body.values ?? {}) };
    if (typeof body === 'string' && body) return { status: error.status, message: body };
    return { status: error.status, message: error.statusText || t('shell:unknownError') };
  }
  if (error instanceof Error && error.message) return { status: 500, message: error.message };
  return { status: 500, message: t('shell:unknownError') };
}

/** The translated message of error data a loader returned (not threw), as the catch-all does. */
export function describeRouteErrorData(body: RouteErrorData, t: TFunction): string {
  return t(`shell:${body.messageKey}`, body.values ?? {});
}
