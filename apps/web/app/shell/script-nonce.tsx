import { createContext, useContext, type ReactNode } from 'react';

/**
 * The nonce of the page's inline scripts (issue 17, defect 4): the web server makes one per
 * response, names it in the Content-Security-Policy (`script-src 'nonce-…'`, no 'unsafe-inline')
 * and hands it to the render as load context; `entry.server.tsx` gives it to React, React Router
 * (`<ServerRouter nonce>`, which passes it on to `<Scripts>` and `<ScrollRestoration>`) and,
 * through this context, to the inline scripts the app writes itself (the Consent Mode bootstrap in
 * `root.tsx`). In the browser there is none to know: the browser hides it once the page is parsed,
 * and the scripts React renders there are never run from their markup.
 */

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's script nonce (the web server's; none under `react-router dev`). */
    cspNonce?: string;
  }
}

const ScriptNonce = createContext<string | undefined>(undefined);

export function ScriptNonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <ScriptNonce.Provider value={nonce}>{children}</ScriptNonce.Provider>;
}

/** The nonce an inline script of the server's document must carry (undefined in the browser). */
export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonce);
}

/**
 * The page's nonce as a script added later needs it (the tag manager passes it on to the tags it
 * adds itself): read back from a script the server wrote, whose `nonce` property keeps it.
 */
export function documentScriptNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
