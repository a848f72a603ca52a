import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ErrorPage } from '../../app/features/error-page/error-page.tsx';
import { renderBare, renderWithShell, shellData } from './render-with-shell.tsx';

afterEach(cleanup);

const supportText =
  'If you have an urgent question, be sure to contact our customer service team. You can call us any weekday between 08:00 and 18:00.';

describe('error page (§2, §9)', () => {
  it('503: the maintenance screen with a reload button and nothing else', async () => {
    renderWithShell(<ErrorPage status={503} message="The service is temporarily unavailable." />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance mode' })).toBeInTheDocument();
    expect(screen.getByText('The system is under maintenance, most likely because we are upgrading it.')).toBeInTheDocument();
    expect(
      screen.getByText('In general, this is a matter of minutes. Please give us some time and then try reloading the page again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.queryByText(supportText)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Homepage' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();
  });

  it('404: code, message, the two hints and the five helpful links', async () => {
    renderWithShell(<ErrorPage status={404} message="Page Not Found: /en/nope" />, { path: '/en/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toBeInTheDocument();
    expect(screen.getByText('Error code: 404')).toBeInTheDocument();
    expect(screen.getByText('Error message: Page Not Found: /en/nope')).toBeInTheDocument();
    // The technical block is a closed disclosure, "Technical details", that holds the code and message.
    const disclosure = screen.getByText('Technical details').closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    expect(disclosure.querySelector('summary')).toHaveTextContent('Technical details');
    expect(disclosure).toHaveTextContent('Error code: 404');
    expect(disclosure).toHaveTextContent('Error message: Page Not Found: /en/nope');
    expect(screen.getByText('We cannot find the page you are looking for, sorry! Could it be that you:')).toBeInTheDocument();
    expect(screen.getByText('made a typo in the address?')).toBeInTheDocument();
    expect(screen.getByText('clicked on a link that has expired?')).toBeInTheDocument();
    expect(screen.getByText('Instead, here are some helpful links:')).toBeInTheDocument();
    expect(screen.queryByText(/An error has occurred!/)).not.toBeInTheDocument();

    const helpful = screen.getByText('Instead, here are some helpful links:').nextElementSibling as HTMLElement;
    const links = within(helpful).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace(' (opens in a new tab)', '').trim(), link.getAttribute('href')])).toEqual([
      ['Homepage', 'https://www.brokkie.be/en/'],
      ['Tailor-made dog food', 'https://www.brokkie.be/en/tailor-made-dog-food/'],
      ['Tailor-made cat food', 'https://www.brokkie.be/en/tailor-made-cat-food/'],
      ['My account', '/en/signin'],
      ['Help', 'https://help.brokkie.com/hc/en-gb'],
    ]);
    expect(within(helpful).getByRole('link', { name: /Help/ })).toHaveAttribute('target', '_blank');
  });

  it('other codes: the generic text, the support notice, Homepage and Sign in', async () => {
    renderWithShell(<ErrorPage status={500} message="Database down" />);
    expect(await screen.findByText('Error code: 500')).toBeInTheDocument();
    expect(screen.getByText('Error message: Database down')).toBeInTheDocument();
    expect(
      screen.getByText(
        'An error has occurred! We are working on our website every day and we are trying to solve this problem as soon as possible.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We cannot find the page/)).not.toBeInTheDocument();
    expect(screen.getByText(supportText)).toBeInTheDocument();
    const getInTouch = screen.getByRole('link', { name: /Get in touch/ });
    expect(getInTouch).toHaveAttribute('href', 'https://help.brokkie.com/hc/en-gb');
    expect(getInTouch).toHaveAttribute('target', '_blank');
    // Scoped to the page content: the site header has a sign-in link of its own.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', 'https://www.brokkie.be/en/');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/signin');
    expect(within(main).queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows Log out instead of Sign in to a signed-in visitor', async () => {
    renderWithShell(<ErrorPage status={500} message="Boom" />, { shell: shellData({ auth: { signedIn: true } }) });
    const main = await screen.findByRole('main');
    // Logging out is an action (identity issue): a button, which ends on the localized sign-in page.
    expect(within(main).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('renders without root data and without an i18n provider, in the language of the URL', async () => {
    renderBare(<ErrorPage status={404} message="Page Not Found: /fr/nope" />, '/fr/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oups, une erreur s’est produite !' })).toBeInTheDocument();
    expect(screen.getByText('Code d’erreur : 404')).toBeInTheDocument();
    // No country: the app's own home and sign-in remain; marketing links without a domain are left out.
    for (const home of screen.getAllByRole('link', { name: 'Page d’accueil' })) expect(home).toHaveAttribute('href', '/fr');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/signin');
    expect(screen.queryByRole('link', { name: /Croquettes sur mesure/ })).not.toBeInTheDocument();
  });
});
