// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentManager } from '../../app/features/consent/consent-manager.tsx';
import { openConsentSettings } from '../../app/features/consent/consent-events.ts';
import { CookieSettingsLink } from '../../app/features/consent/cookie-settings-link.tsx';
import { currentConsent } from '../../app/shell/consent.ts';
import { resetTagLoading } from '../../app/shell/tag-loading.ts';
import { renderWithShell, shellData } from '../components/render-with-shell.tsx';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const undecided = shellData({ consentDecided: false });
const withTags = shellData({ consentDecided: false, config: { ...undecided.config, tags: { tagManagerId: 'GTM-TEST', sessionRecordingId: 'rec1' } } });

describe('consent banner', () => {
  beforeEach(() => {
    clearCookies();
    resetTagLoading();
    document.head.querySelectorAll('script[data-brokkie-tag]').forEach((script) => script.remove());
    window.dataLayer = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({})),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a named region with equal Accept all / Reject all, shown until a choice exists', async () => {
    renderWithShell(<ConsentManager />, { shell: undecided });
    const region = await screen.findByRole('region', { name: 'Cookies at Brokkie' });
    const reject = screen.getByRole('button', { name: 'Reject all' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    expect(reject.className).toBe(accept.className);
    expect(region).toContainElement(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(reject);
    expect(screen.queryByRole('region', { name: 'Cookies at Brokkie' })).toBeNull();
    expect(currentConsent()).toMatchObject({ analytics: false, marketing: false });
  });

  it('loads nothing before consent and the tags at the moment analytics consent is given', async () => {
    renderWithShell(<ConsentManager />, { shell: withTags });
    await screen.findByRole('region', { name: 'Cookies at Brokkie' });
    expect(document.querySelectorAll('script[data-brokkie-tag]')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(document.querySelectorAll('script[data-brokkie-tag]')).toHaveLength(2));
    expect(document.querySelector('script[data-brokkie-tag="tag-manager"]')?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST');
    expect(document.querySelector('script[data-brokkie-tag="session-recording"]')?.getAttribute('src')).toBe('https://www.clarity.ms/tag/rec1');
    const update = window.dataLayer?.find((entry) => (entry as ArrayLike<unknown>)[1] === 'update') as ArrayLike<unknown>;
    expect(update[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' });
  });

  it('loads nothing when no ids are configured', async () => {
    renderWithShell(<ConsentManager />, { shell: undecided });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(document.querySelectorAll('script[data-brokkie-tag]')).toHaveLength(0);
  });

  it('the settings: necessary always on, the switches saved, opened from the footer link', async () => {
    document.cookie = 'brokkie_consent=v1.a1.m1.1795726800; Path=/';
    renderWithShell(
      <>
        <ConsentManager />
        <CookieSettingsLink />
      </>,
      { shell: shellData({ consentDecided: true }) },
    );
    expect(screen.queryByRole('region', { name: 'Cookies at Brokkie' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    // The dialog is loaded on first use (a lazy chunk): on a busy machine that takes a while.
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' }, { timeout: 10_000 });
    expect(dialog).toBeTruthy();
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeDisabled();
    expect(necessary).toBeChecked();
    const marketing = screen.getByRole('switch', { name: 'Marketing' });
    expect(marketing).toBeChecked();
    fireEvent.click(marketing);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentConsent()).toMatchObject({ analytics: true, marketing: false });
  });

  it('opens from anywhere (the profile) through openConsentSettings', async () => {
    renderWithShell(
      <>
        <ConsentManager />
        <p>page</p>
      </>,
      { shell: shellData({ consentDecided: true }) },
    );
    await screen.findByText('page');
    act(() => openConsentSettings('profile'));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' }, { timeout: 10_000 })).toBeTruthy();
  });
});
