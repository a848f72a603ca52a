import { describe, expect, it } from 'vitest';
import { isProductionDeployment } from '../src/deployment.ts';

describe('isProductionDeployment', () => {
  it('follows APP_ENV when it is set, whatever NODE_ENV says', () => {
    expect(isProductionDeployment({ APP_ENV: 'development', NODE_ENV: 'production' })).toBe(false);
    expect(isProductionDeployment({ APP_ENV: 'production', NODE_ENV: 'development' })).toBe(true);
    expect(isProductionDeployment({ APP_ENV: 'production' })).toBe(true);
  });

  it('treats NODE_ENV=production without APP_ENV as production, so no deployment falls back to the stand-ins', () => {
    expect(isProductionDeployment({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionDeployment({ NODE_ENV: 'production', APP_ENV: ' ' })).toBe(true);
    expect(isProductionDeployment({})).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: 'test' })).toBe(false);
  });
});
