import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as mailboxLoader } from '../../app/routes/dev-mailbox.tsx';
import { action as trackingAction, loader as trackingLoader } from '../../app/routes/dev-tracking.tsx';
import { action as insuranceAction, loader as insuranceLoader } from '../../app/routes/dev-insurance.tsx';
import type { ShellRuntime } from '../../app/shell/runtime-config.server.ts';

// The development pages follow the API's rule for its development tools (issue 17, defect 5):
// without DEV_TOOLS=on, or for a caller not on this machine, they are a page that does not exist,
// and they never ask the API (which would answer their loopback call).

const shell = { apiInternalUrl: 'http://127.0.0.1:3000/api' } as ShellRuntime;

afterEach(() => {
  vi.unstubAllGlobals();
});

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the page answered');
}

describe('the development pages', () => {
  const pages = [
    { name: 'mailbox', path: '/en/dev/mailbox', run: (args: never) => mailboxLoader(args) },
    { name: 'tracking', path: '/en/dev/tracking', run: (args: never) => trackingLoader(args) },
    { name: 'tracking run', path: '/en/dev/tracking', method: 'POST', run: (args: never) => trackingAction(args) },
    { name: 'insurance', path: '/en/dev/insurance', run: (args: never) => insuranceLoader(args) },
    { name: 'insurance run', path: '/en/dev/insurance', method: 'POST', run: (args: never) => insuranceAction(args) },
  ];

  it.each(pages)('$name is not found when the server does not allow the development tools to this caller', async ({ path, method, run }) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const request = new Request(`http://localhost${path}`, method ? { method, body: new URLSearchParams({ intent: 'run' }) } : {});
    const error = await thrown(() => run({ request, context: { shell, devTools: false }, params: {} } as never));
    expect(error).toMatchObject({ init: { status: 404 } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the API when the server allows them', async () => {
    const fetch = vi.fn(async () => Response.json({ count: 0, next: null, previous: null, results: [] }));
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://localhost/en/dev/mailbox');
    const data = await mailboxLoader({ request, context: { shell, devTools: true }, params: {} } as never);
    expect(data).toMatchObject({ messages: [], count: 0 });
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:3000/api/dev/mailbox/?limit=50', expect.anything());
  });
});
