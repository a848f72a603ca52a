import { describe, expect, it } from 'vitest';
import { devToolsEnabled, isLoopbackAddress, isLoopbackCaller } from '../src/dev-tools.ts';

describe('devToolsEnabled', () => {
  it('is off unless DEV_TOOLS=on', () => {
    expect(devToolsEnabled({})).toBe(false);
    expect(devToolsEnabled({ DEV_TOOLS: '' })).toBe(false);
    expect(devToolsEnabled({ DEV_TOOLS: 'off' })).toBe(false);
    expect(devToolsEnabled({ DEV_TOOLS: 'on' })).toBe(true);
    expect(devToolsEnabled({ DEV_TOOLS: ' ON ', APP_ENV: 'development', NODE_ENV: 'production' })).toBe(true);
  });

  it('refuses to start a production deployment with DEV_TOOLS=on', () => {
    expect(() => devToolsEnabled({ DEV_TOOLS: 'on', APP_ENV: 'production' })).toThrow(/DEV_TOOLS=on is refused in a production deployment/);
    expect(() => devToolsEnabled({ DEV_TOOLS: 'on', NODE_ENV: 'production' })).toThrow(/refused in a production deployment/);
    expect(() => devToolsEnabled({ DEV_TOOLS: 'on' }, true)).toThrow(/refused in a production deployment/);
    expect(devToolsEnabled({ DEV_TOOLS: 'off', APP_ENV: 'production' })).toBe(false);
  });

  it('refuses a value it does not know rather than guess', () => {
    expect(() => devToolsEnabled({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS must be on or off/);
  });
});

describe('isLoopbackCaller', () => {
  it('knows the loopback addresses in every notation', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['203.0.113.9', '10.0.0.1', '::ffff:203.0.113.9', '1127.0.0.1', '127.0.0', 'fe80::1', '', undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });

  it('needs both the connection and the client address a trusted proxy reports on loopback', () => {
    expect(isLoopbackCaller('127.0.0.1', '127.0.0.1')).toBe(true);
    expect(isLoopbackCaller('::1', '::ffff:127.0.0.1')).toBe(true);
    // A proxy on this machine forwarding an outside visitor.
    expect(isLoopbackCaller('127.0.0.1', '203.0.113.9')).toBe(false);
    expect(isLoopbackCaller('203.0.113.9', '127.0.0.1')).toBe(false);
  });
});
