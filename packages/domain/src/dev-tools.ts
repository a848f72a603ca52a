import { isProductionDeployment } from './deployment.ts';

/**
 * The development tools: the API's routes under `/dev/` (mailbox, billing run and clock, reminder
 * notices, insurance hand-over, tracking forwarder) and the web pages that show them
 * (`/dev/mailbox`, `/dev/tracking`, `/dev/insurance`). They read every customer's mail (password
 * reset links included) and move the billing clock, so they are off unless `DEV_TOOLS=on`, never
 * in a production deployment, and even when on they answer only a caller on this machine.
 * `npm start` (a local run) and the tests turn them on.
 */
export const devToolsInProductionMessage =
  'DEV_TOOLS=on is refused in a production deployment (APP_ENV=production, or NODE_ENV=production without APP_ENV): ' +
  'the development tools read every customer’s e-mail and move the billing clock. Remove DEV_TOOLS or set it to off.';

/**
 * Whether `DEV_TOOLS` turns the development tools on. Throws (so that the server does not start)
 * when it is on in a production deployment, or when it says something else than on or off.
 */
export function devToolsEnabled(env: NodeJS.ProcessEnv = process.env, production: boolean = isProductionDeployment(env)): boolean {
  const value = env.DEV_TOOLS?.trim().toLowerCase();
  if (!value || value === 'off') return false;
  if (value !== 'on') throw new Error(`DEV_TOOLS must be on or off, not "${env.DEV_TOOLS}".`);
  if (production) throw new Error(devToolsInProductionMessage);
  return true;
}

/** 127.0.0.0/8 and ::1, also written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  const parts = v4.split('.');
  return parts.length === 4 && parts[0] === '127' && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/**
 * A caller on this machine: the connection comes from loopback and, behind a trusted proxy, so
 * does the client address the proxy reports (a proxy on this machine forwards everyone's requests
 * over loopback).
 */
export function isLoopbackCaller(socketAddress: string | undefined, clientAddress: string | undefined): boolean {
  return isLoopbackAddress(socketAddress) && isLoopbackAddress(clientAddress);
}
