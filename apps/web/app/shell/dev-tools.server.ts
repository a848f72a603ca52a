import type { AppLoadContext } from 'react-router';
import { devToolsEnabled } from '@brokkie/domain/dev-tools';
import { throwPageNotFound } from './route-errors.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * The development pages may answer this request: DEV_TOOLS=on and a caller on this machine
     * (the web server decides it per request, as the API does for its /dev/ routes).
     */
    devTools?: boolean;
  }
}

/**
 * The development pages (/dev/mailbox, /dev/tracking, /dev/insurance) follow the API's rule for its
 * development tools (apps/api/src/plugins/dev-tools.ts): they exist only with DEV_TOOLS=on and for
 * a caller on this machine; for anyone else they are a page that does not exist. They must decide
 * themselves: their loaders call the API over loopback, which the API would always let through.
 * Under `react-router dev` no web server says, and DEV_TOOLS alone decides (Vite listens on localhost).
 */
export function requireDevTools(request: Request, context: AppLoadContext | undefined): void {
  const allowed = context?.devTools ?? (context?.shell === undefined && devToolsEnabled());
  if (!allowed) throwPageNotFound(request);
}
