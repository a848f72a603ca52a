import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '@brokkie/i18n/i18n';
import { SupportNotice } from '../../app/components/support-notice.tsx';
import { belgium, english } from './render-with-shell.tsx';

afterEach(cleanup);

function renderNotice(props: Parameters<typeof SupportNotice>[0], locale: 'en' | 'de' = 'en') {
  const router = createMemoryRouter([{ path: '*', element: <SupportNotice {...props} /> }]);
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('support notice (§9)', () => {
  it('shows the country hours as HH:MM and opens the help centre in a new tab', async () => {
    renderNotice({ country: { ...belgium, working_hours_start: '09:00:00', working_hours_end: '16:30:00' }, language: english });
    expect(
      await screen.findByText(
        'If you have an urgent question, be sure to contact our customer service team. You can call us any weekday between 09:00 and 16:30.',
      ),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Get in touch/ });
    expect(link).toHaveAttribute('href', english.zendesk_link);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('leaves out the hours without a country and the button without a language', async () => {
    renderNotice({ country: null, language: null });
    expect(await screen.findByText('If you have an urgent question, be sure to contact our customer service team.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
