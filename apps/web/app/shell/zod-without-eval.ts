/**
 * zod compiles object schemas with `new Function` when it may; under the pages' Content-Security-
 * Policy (no 'unsafe-eval', issue 17, defect 4) it may not, and its probe for that (a caught
 * `new Function('')`) is still reported as a violation on every page. `jitless` makes it parse
 * without compiling and skip the probe. Set through the global zod reads its configuration from
 * (the object `z.config()` changes), so that this needs no zod on the first load; imported first
 * by `entry.client.tsx`, before any schema parses.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean | undefined } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
