/**
 * Whether this process is a production deployment: the development stand-ins of the outside
 * services are off (development sign-in provider, mailbox, seeded staff account, payment sandbox,
 * billing development control) and the secrets are required.
 *
 * NODE_ENV only picks the libraries' builds (React's production server renderer): `npm start`
 * runs with NODE_ENV=production and APP_ENV=development, a fast local run that keeps the stand-ins.
 * APP_ENV decides; without it NODE_ENV=production still means production, so a deployment that
 * sets only NODE_ENV never falls back to the stand-ins.
 */
export function isProductionDeployment(env: NodeJS.ProcessEnv = process.env): boolean {
  const appEnv = env.APP_ENV?.trim();
  if (appEnv) return appEnv === 'production';
  return env.NODE_ENV === 'production';
}
