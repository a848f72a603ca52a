import { defaultSessionRecordingScript, defaultTagManagerScript, type TagConfig } from '../app/shell/tag-loading.ts';

/**
 * The Content-Security-Policy of the pages (issue 17, defect 4). Scripts run only from this origin
 * or with the response's nonce (React Router's inline scripts and the app's own, entry.server.tsx):
 * no 'unsafe-inline' for scripts, no eval. Styles allow 'unsafe-inline': React writes style
 * attributes (a progress bar's width, a colour), which only 'unsafe-inline' permits for
 * attributes; a style cannot run code. Everything else comes from this origin, plus what the
 * configuration names: the API when the browser calls it elsewhere (PUBLIC_API_BASE_URL), public
 * pet photos (S3_PUBLIC_BASE_URL), and the tag manager and
 * session recording only when their ids are set. Navigations to the payment provider are full page
 * loads (no form posts there), so no payment host is needed; the sandbox's own checkout page is the
 * API's and has its own policy.
 */
export interface PagePolicyOptions {
  /** PUBLIC_API_BASE_URL: `/api`, or an absolute URL when the browser calls the API elsewhere. */
  publicApiBaseUrl: string;
  /** S3_PUBLIC_BASE_URL: where pet photos are read when a public bucket or CDN serves them. */
  mediaBaseUrl?: string | undefined;
  tags: TagConfig;
}

// The hosts Google documents for Tag Manager with Google Analytics 4, and Microsoft's for Clarity.
const tagManagerHosts = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
const sessionRecordingHosts = {
  script: ['https://*.clarity.ms'],
  connect: ['https://*.clarity.ms', 'https://c.bing.com'],
  img: ['https://*.clarity.ms', 'https://c.bing.com'],
};

/** The origin of an absolute http(s) URL; undefined for a path on this origin or anything else. */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url.trim())) return undefined;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return undefined;
  }
}

/** A tag's hosts: those of its vendor, or only the origin of the script URL configured instead (a stub, a first-party proxy). */
function tagHosts(configured: boolean, scriptUrl: string | undefined, defaultScript: string, vendor: typeof tagManagerHosts) {
  if (!configured) return { script: [], connect: [], img: [] };
  const own = originOf(scriptUrl);
  if (own && own !== originOf(defaultScript)) return { script: [own], connect: [own], img: [own] };
  return vendor;
}

function unique(sources: Array<string | undefined>): string {
  return [...new Set(sources.filter((source): source is string => !!source))].join(' ');
}

/** The pages' policy for a nonce; everything but the nonce is worked out once. */
export function pageContentSecurityPolicy(options: PagePolicyOptions): (nonce: string) => string {
  const tagManager = tagHosts(!!options.tags.tagManagerId?.trim(), options.tags.tagManagerScript, defaultTagManagerScript, tagManagerHosts);
  const recording = tagHosts(
    !!options.tags.sessionRecordingId?.trim(),
    options.tags.sessionRecordingScript,
    defaultSessionRecordingScript,
    sessionRecordingHosts,
  );
  const api = originOf(options.publicApiBaseUrl);
  const scripts = unique([...tagManager.script, ...recording.script]);
  const connect = unique(["'self'", api, ...tagManager.connect, ...recording.connect]);
  const images = unique(["'self'", 'data:', 'blob:', api, originOf(options.mediaBaseUrl), ...tagManager.img, ...recording.img]);
  return (nonce) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${scripts ? ` ${scripts}` : ''}`,
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      `img-src ${images}`,
      "font-src 'self' data:",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
}
