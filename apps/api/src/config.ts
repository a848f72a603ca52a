/** Settings of the standalone API process, from the environment. */
export interface ApiConfig {
  /** API_PORT, default 3001. */
  port: number;
  /** API_HOST, default `localhost`; `0.0.0.0` in a container. */
  host: string;
  /** DATABASE_URL: postgres://… for PostgreSQL; unset for PGlite in <repo>/data/pglite. */
  databaseUrl: string | undefined;
  /** LOG_LEVEL, default `info`. */
  logLevel: string;
  /**
   * TRUST_PROXY=1 behind a reverse proxy: the client address, protocol and host come from the
   * X-Forwarded-* headers (rate limits per client, https links and OAuth callbacks).
   */
  trustProxy: boolean;
}

export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  return {
    port,
    host: env.API_HOST || 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
