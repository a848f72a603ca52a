/**
 * The routes of the API as patterns, so that a request no route took can be told apart:
 * a path that exists for other methods (405), a path that exists with a trailing slash
 * (redirect), or nothing (404). Fastify's router answers only "no match".
 */
export class RouteTable {
  private readonly entries: { pattern: RegExp; methods: Set<string> }[] = [];

  add(url: string, methods: readonly string[]): void {
    const source = url
      .split(/(\*|:[A-Za-z0-9_]+(?:\([^)]*\))?)/)
      .map((part) => {
        if (part === '*') return '.*';
        if (part.startsWith(':')) return '[^/]+';
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    this.entries.push({ pattern: new RegExp(`^${source}$`), methods: new Set(methods.map((m) => m.toUpperCase())) });
  }

  /** Methods that some route serves at `path` (HEAD included wherever GET is). */
  methodsFor(path: string): Set<string> {
    const methods = new Set<string>();
    for (const entry of this.entries) {
      if (!entry.pattern.test(path)) continue;
      for (const method of entry.methods) methods.add(method);
    }
    if (methods.has('GET')) methods.add('HEAD');
    return methods;
  }
}
