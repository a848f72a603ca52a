import { companyEnvVars, developmentCompany } from '@brokkie/domain/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../../src/app.ts';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { productionInsurersEnv } from '../insurance/insurance-test-kit.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

// The development company's data, given as a production deployment gives its own.
const productionCompanyEnv = Object.fromEntries(
  Object.entries(developmentCompany).map(([field, value]) => [companyEnvVars[field as keyof typeof developmentCompany], value]),
);

describe('the development mailbox', () => {
  it('lists the messages newest first, filters by recipient and shows one with its links', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await new TestBrowser(api.app, '10.0.6.1').signUp(first, 'woofwoof42', 'First');
    await new TestBrowser(api.app, '10.0.6.2').signUp(second, 'woofwoof42', 'Second');

    const all = await api.app.inject({ method: 'GET', url: '/api/dev/mailbox/?limit=1' });
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.next).toBe('/dev/mailbox/?limit=1&offset=1');
    expect(page.results[0]).toMatchObject({ to: second, kind: 'welcome', locale: 'nl-be', from: 'Brokkie <no-reply@brokkie.be>' });

    const filtered = await api.app.inject({ method: 'GET', url: `/api/dev/mailbox/?to=${encodeURIComponent(first.toUpperCase())}` });
    expect(filtered.json().count).toBe(1);
    const summary = filtered.json().results[0];
    expect(summary.url).toBe(`/dev/mailbox/${summary.id}/`);

    const detail = await api.app.inject({ method: 'GET', url: `/api${summary.url}` });
    expect(detail.statusCode).toBe(200);
    const message = detail.json();
    expect(message.subject).toBe('Welkom bij Brokkie!');
    expect(message.html).toContain('Hallo First,');
    expect(message.text).toContain('Hallo First,');
    expect(message.links).toEqual(['http://localhost/dashboard']);

    expect((await api.app.inject({ method: 'GET', url: '/api/dev/mailbox/999999/' })).statusCode).toBe(404);
  });

  it('a production deployment does not start without SMTP_URL (its mail would sit unread in the database)', async () => {
    await expect(
      buildApi({
        database: api.database.handle,
        identity: { production: true, devOidc: { enabled: false, port: 0 }, seedStaffAccount: false },
        env: { ...productionCompanyEnv, ...productionInsurersEnv, PAYMENT_SANDBOX: 'on' },
      }),
    ).rejects.toThrow(/SMTP_URL must be set in production/);
  });

  it('is not there in production', async () => {
    const production = await buildApi({
      database: api.database.handle,
      identity: { production: true, devOidc: { enabled: false, port: 0 }, seedStaffAccount: false },
      // A production API needs the seller's data and refuses the payment sandbox unless a
      // staging server asks for it.
      // and each insurance offer's insurer.
      env: { ...productionCompanyEnv, ...productionInsurersEnv, PAYMENT_SANDBOX: 'on', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/dev/mailbox/' });
      expect(response.statusCode).toBe(404);
      // Nor the insurance hand-over's development control; the insurers' callback is there.
      expect((await production.inject({ method: 'GET', url: '/api/dev/insurance/leads/' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'POST', url: '/api/dev/insurance/handover/run/', payload: {} })).statusCode).toBe(404);
      expect((await production.inject({ method: 'POST', url: '/api/insurancelead/decision/', payload: { lead: 1, status: 'accepted' } })).statusCode).toBe(401);
    } finally {
      await production.close();
    }
  });
});
