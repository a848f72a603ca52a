import { consentBannerVersion, consentCookieName } from '@brokkie/domain/consent';
import type { ConsentChoice } from './consent.ts';
import { documentScriptNonce } from './script-nonce.tsx';

/**
 * The analytics tags (issue 14, §7 "an analytics tag manager and a session-recording tool (started
 * at app start, then the customer is loaded)"), behind consent: Google Consent Mode v2 is set to
 * denied in the document head before anything can load, updated from the consent cookie at once
 * and on every choice; the tag manager and the session recording load only with analytics consent,
 * at start or at the moment it is given, and then learn the customer's id. Without their ids in
 * the runtime configuration nothing loads. docs/consent.md.
 */

/** What the server's runtime configuration says about the tags (all optional). */
export interface TagConfig {
  /** GTM_CONTAINER_ID, e.g. GTM-ABC123. */
  tagManagerId?: string;
  /** GTM_SCRIPT_URL: where the container is loaded from (a stub in tests); the id is appended as `?id=`. */
  tagManagerScript?: string;
  /** SESSION_RECORDING_ID: the session-recording project (Microsoft Clarity-like). */
  sessionRecordingId?: string;
  /** SESSION_RECORDING_SCRIPT_URL: where its script is loaded from; the id is appended. */
  sessionRecordingScript?: string;
}

export const defaultTagManagerScript = 'https://www.googletagmanager.com/gtm.js';
export const defaultSessionRecordingScript = 'https://www.clarity.ms/tag/';

/** The Consent Mode v2 signals of a choice (null: nothing decided, all denied). */
export function consentModeSignals(choice: Pick<ConsentChoice, 'analytics' | 'marketing'> | null) {
  const marketing = choice?.marketing ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: choice?.analytics ? 'granted' : 'denied',
  } as const;
}

/**
 * The inline script of the document head (before any other script): `gtag` over the dataLayer,
 * Consent Mode's defaults (all denied, waiting 500 ms for an update), and at once the update of a
 * choice the consent cookie already holds for the current banner version. Plain ES5, no imports.
 */
export function consentModeBootstrap(): string {
  const denied = JSON.stringify({ ...consentModeSignals(null), wait_for_update: 500 });
  const pattern = `(?:^|; *)${consentCookieName}=v${consentBannerVersion}\\.a([01])\\.m([01])\\.`;
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};',
    `gtag('consent','default',${denied});`,
    `var c=document.cookie.match(new RegExp(${JSON.stringify(pattern)}));`,
    "if(c){var m=c[2]==='1'?'granted':'denied';",
    "gtag('consent','update',{ad_storage:m,ad_user_data:m,ad_personalization:m,analytics_storage:c[1]==='1'?'granted':'denied'});}",
  ].join('');
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    gtag?: Gtag;
    clarity?: ((...args: unknown[]) => void) & { q?: unknown[] };
  }
}

function gtag(...args: unknown[]): void {
  window.dataLayer ??= [];
  if (!window.gtag) {
    window.gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params -- gtag queues the arguments object itself
      window.dataLayer?.push(arguments);
    };
  }
  window.gtag(...args);
}

/** Tells Consent Mode about a choice (`gtag('consent', 'update', …)`). */
export function updateConsentMode(choice: Pick<ConsentChoice, 'analytics' | 'marketing'>): void {
  gtag('consent', 'update', consentModeSignals(choice));
}

const scriptMarker = 'data-brokkie-tag';

function addScript(kind: 'tag-manager' | 'session-recording', src: string): void {
  if (document.querySelector(`script[${scriptMarker}="${kind}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // Its host is allowed by the page's policy; the nonce is for what it adds itself (the tag
  // manager gives it to its custom HTML tags).
  const nonce = documentScriptNonce();
  if (nonce) script.nonce = nonce;
  script.setAttribute(scriptMarker, kind);
  document.head.appendChild(script);
}

export function tagManagerUrl(config: TagConfig): string | undefined {
  const id = config.tagManagerId?.trim();
  if (!id) return undefined;
  const base = config.tagManagerScript?.trim() || defaultTagManagerScript;
  return `${base}${base.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`;
}

export function sessionRecordingUrl(config: TagConfig): string | undefined {
  const id = config.sessionRecordingId?.trim();
  if (!id) return undefined;
  return `${config.sessionRecordingScript?.trim() || defaultSessionRecordingScript}${encodeURIComponent(id)}`;
}

let identified: string | undefined;

/**
 * Loads the tag manager and the session recording (once per page life), if configured. Call only
 * with analytics consent. The tag manager's start event goes first, as its own snippet does.
 */
export function loadAnalyticsTags(config: TagConfig): { tagManager: boolean; sessionRecording: boolean } {
  const tagManager = tagManagerUrl(config);
  const recording = sessionRecordingUrl(config);
  if (tagManager && !document.querySelector(`script[${scriptMarker}="tag-manager"]`)) {
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript('tag-manager', tagManager);
  }
  if (recording) {
    if (!window.clarity) {
      const queue: ((...args: unknown[]) => void) & { q?: unknown[] } = (...args: unknown[]) => {
        (queue.q ??= []).push(args);
      };
      window.clarity = queue;
    }
    addScript('session-recording', recording);
  }
  return { tagManager: !!tagManager, sessionRecording: !!recording };
}

/**
 * The customer is loaded (§7): identified to the tag manager (a dataLayer event with the id) and
 * the session recording (`clarity('identify', id)`), once per customer and page life. Only the
 * customer's id leaves: no e-mail or name.
 */
export function identifyCustomer(customerId: string, config: TagConfig): void {
  if (identified === customerId) return;
  identified = customerId;
  if (tagManagerUrl(config)) {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'customer_loaded', customer_id: customerId });
  }
  if (sessionRecordingUrl(config)) window.clarity?.('identify', customerId);
}

/** For tests: forget the identified customer. */
export function resetTagLoading(): void {
  identified = undefined;
}
