import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@brokkie/i18n/i18n';
import { toast, toastQueue, ToastProvider } from '../../app/components/toast.tsx';

afterEach(() => {
  cleanup();
  toastQueue.clear();
});

describe('toasts', () => {
  it('shows a toast once, even under nested providers, in a labelled region', async () => {
    render(
      <I18nextProvider i18n={createI18n('nl')}>
        <ToastProvider>
          <ToastProvider>
            <p>page</p>
          </ToastProvider>
        </ToastProvider>
      </I18nextProvider>,
    );
    act(() => {
      toast.success('Je wijzigingen zijn opgeslagen', 'De volgende levering gebruikt de nieuwe hoeveelheden.');
    });
    const region = await screen.findByRole('region', { name: 'Meldingen' });
    expect(within(region).getAllByText('Je wijzigingen zijn opgeslagen')).toHaveLength(1);
    expect(within(region).getByText('De volgende levering gebruikt de nieuwe hoeveelheden.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  });
});
