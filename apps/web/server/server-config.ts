/** Runtime configuration of the web server, read once from the environment. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    /** Where the product API lives when it does not run in this process. */
    externalApiUrl: env.API_URL,
  };
}
