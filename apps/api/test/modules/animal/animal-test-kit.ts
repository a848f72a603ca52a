import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { breeds } from '@brokkie/db/schema';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';

export interface Signed {
  token: string;
  customerId: string;
}

/**
 * One API on its own database and its own photo folder (MEDIA_DIR) for a test file, with
 * helpers to sign customers up and call the pet endpoints. `ipBlock` keeps each file's requests
 * on their own addresses (rate limits are per IP).
 */
export class AnimalTestKit {
  api!: TestApi;
  mediaDir!: string;
  private ip = 0;
  private previousMediaDir: string | undefined;

  constructor(private readonly ipBlock: string) {}

  async start(): Promise<void> {
    this.mediaDir = mkdtempSync(path.join(tmpdir(), 'brokkie-media-'));
    this.previousMediaDir = process.env.MEDIA_DIR;
    process.env.MEDIA_DIR = this.mediaDir;
    this.api = await createTestApi();
  }

  async stop(): Promise<void> {
    await this.api?.close();
    if (this.previousMediaDir === undefined) delete process.env.MEDIA_DIR;
    else process.env.MEDIA_DIR = this.previousMediaDir;
    if (this.mediaDir) rmSync(this.mediaDir, { recursive: true, force: true });
  }

  get db() {
    return this.api.database.handle.db;
  }

  async signUp(): Promise<Signed> {
    this.ip += 1;
    const browser = new TestBrowser(this.api.app, `${this.ipBlock}.${this.ip}`);
    const signedUp = await browser.signUp(uniqueEmail('pet.owner'), 'woofwoof42', 'Pet Owner');
    expect(signedUp.statusCode).toBe(200);
    const token = await browser.idToken();
    const list = await this.call('GET', '/api/customer/', token);
    return { token, customerId: list.json().results[0].id };
  }

  async signInAsStaff(): Promise<string> {
    const browser = new TestBrowser(this.api.app, `${this.ipBlock}.250`);
    const response = await browser.signIn(localStaffAccount.email, localStaffAccount.password);
    expect(response.statusCode).toBe(200);
    return browser.idToken();
  }

  call(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: `${this.ipBlock}.100`,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    return this.api.app.inject(options);
  }

  /** A breed of the test's own (the seeded table may change; these do not). */
  async addBreed(type: 'dog' | 'cat', minKg: number, maxKg: number, size: string | null = null): Promise<number> {
    const [row] = await this.db
      .insert(breeds)
      .values({
        slug: `test-${type}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        type,
        names: { en: `Test ${type}` },
        size,
        adultWeightMinKg: minKg,
        adultWeightMaxKg: maxKg,
      })
      .returning({ id: breeds.id });
    if (!row) throw new Error('No breed');
    return row.id;
  }
}

/** A valid dog body; fields can be overridden. */
export function dogBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Rex',
    type: 'dog',
    sex: 'male',
    dateOfBirth: '2020-05-17',
    weight: 24.5,
    ...overrides,
  };
}

export function catBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Minou',
    type: 'cat',
    sex: 'female',
    dateOfBirth: '2019-03-02',
    weight: 4.2,
    indoor: true,
    sterilised: true,
    ...overrides,
  };
}
