import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdentityError } from '../../app/shell/identity-client.ts';
import { renderWithShell } from '../components/render-with-shell.tsx';

// The pages show the right messages: field validation (§5) and the identity catalogue (§8).

const session = vi.hoisted(() => ({
  signInWithEmail: vi.fn(),
  signUpWithEmail: vi.fn(),
  signInAnonymously: vi.fn(),
  identityClient: vi.fn(),
}));

vi.mock('../../app/shell/sign-in-flows.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  signInWithEmail: session.signInWithEmail,
  signUpWithEmail: session.signUpWithEmail,
  signInAnonymously: session.signInAnonymously,
}));
vi.mock('../../app/shell/auth-session.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  identityClient: session.identityClient,
}));

const { SignInPage } = await import('../../app/features/auth/signin-page.tsx');
const { SignUpPage } = await import('../../app/features/auth/signup-page.tsx');
const { ForgotPasswordPage } = await import('../../app/features/auth/forgot-password-page.tsx');
const { ResetPasswordPage } = await import('../../app/features/auth/reset-password-page.tsx');

afterEach(cleanup);
beforeEach(() => {
  for (const mock of Object.values(session)) mock.mockReset();
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the sign-in page', () => {
  it('validates the fields with the messages of §5', async () => {
    const user = userEvent.setup();
    renderWithShell(<SignInPage providers={[]} />, { path: '/en/signin' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await user.type(field('E-mail address'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email address. Please enter a valid email.')).toBeInTheDocument();
    expect(session.signInWithEmail).not.toHaveBeenCalled();
  });

  it('says an unknown address is not registered, with a link to sign up', async () => {
    session.signInWithEmail.mockRejectedValue(new IdentityError(401, 'USER_NOT_FOUND', 'User not found'));
    const user = userEvent.setup();
    renderWithShell(<SignInPage providers={[]} />, { path: '/en/signin' });
    await user.type(await screen.findByRole('textbox', { name: /E-mail address/ }), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This email address is not registered yet, create an account here');
    expect(screen.getByRole('link', { name: 'create an account here' })).toHaveAttribute('href', '/en/signup');
    expect(session.signInWithEmail).toHaveBeenCalledWith('new@example.com', 'secret1');
  });

  it('says a wrong password is not correct', async () => {
    session.signInWithEmail.mockRejectedValue(new IdentityError(401, 'INVALID_PASSWORD', 'Invalid password'));
    const user = userEvent.setup();
    renderWithShell(<SignInPage providers={[]} />, { path: '/fr/signin', locale: 'fr' });
    await user.type(await screen.findByRole('textbox', { name: /Adresse e-mail/ }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong!');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe que vous avez saisi est incorrect.');
  });

  it('offers the social providers the identity service reports', async () => {
    renderWithShell(
      <SignInPage
        providers={[
          { id: 'google', name: 'Google' },
          { id: 'apple', name: 'Apple' },
        ]}
      />,
      { path: '/en/signin' },
    );
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });
});

describe('the sign-up page', () => {
  async function fillAndSubmit(password = 'secret12') {
    const user = userEvent.setup();
    renderWithShell(<SignUpPage providers={[]} />, { path: '/en/signup' });
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ann');
    await user.type(field('E-mail address'), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    return user;
  }

  it('asks for a password of at least 8 characters and the consent', async () => {
    const user = userEvent.setup();
    renderWithShell(<SignUpPage providers={[]} />, { path: '/en/signup' });
    await user.type(await screen.findByLabelText(/^Password/), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The minimum length is 8 characters.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(session.signUpWithEmail).not.toHaveBeenCalled();
  });

  it('says an address in use is taken, with a link to sign in', async () => {
    session.signUpWithEmail.mockRejectedValue(new IdentityError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'exists'));
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email address you entered is already in use. Please try another email or login with your existing account.',
    );
    expect(screen.getByRole('link', { name: 'login with your existing account' })).toHaveAttribute('href', '/en/signin');
    expect(session.signUpWithEmail).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret12', firstname: 'Ann', newsletter: false });
  });

  it('shows the general message for any other identity error', async () => {
    session.signUpWithEmail.mockRejectedValue(new IdentityError(429, 'HTTP_429', 'Too many requests'));
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });
});

describe('the password pages', () => {
  it('forgot password: sends the link and says where to look', async () => {
    const requestPasswordReset = vi.fn(async () => ({ status: true }));
    session.identityClient.mockReturnValue({ requestPasswordReset });
    const user = userEvent.setup();
    renderWithShell(<ForgotPasswordPage />, { path: '/en/forgot-password' });
    await user.type(await screen.findByRole('textbox', { name: /E-mail address/ }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    // The identity service answers the same whether the address has an account (issue 17): the
    // page does not claim a mail went out.
    expect(screen.getByText(/ann@example\.com/)).toHaveTextContent(/^If an account exists for ann@example\.com, we sent it a link/);
    expect(requestPasswordReset).toHaveBeenCalledWith('ann@example.com');
  });

  it('reset password: the two passwords must match (confirmed)', async () => {
    const resetPassword = vi.fn();
    session.identityClient.mockReturnValue({ resetPassword });
    const user = userEvent.setup();
    renderWithShell(<ResetPasswordPage code="abcdefgh123" />, { path: '/en/reset-password/abcdefgh123' });
    await user.type(await screen.findByLabelText(/^New password/), 'secret12');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('reset password: an expired link says so, with the way to a new one', async () => {
    const resetPassword = vi.fn(async () => Promise.reject(new IdentityError(400, 'INVALID_TOKEN', 'Invalid token')));
    session.identityClient.mockReturnValue({ resetPassword });
    const user = userEvent.setup();
    renderWithShell(<ResetPasswordPage code="abcdefgh123" />, { path: '/en/reset-password/abcdefgh123' });
    await user.type(await screen.findByLabelText(/^New password/), 'secret12');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(resetPassword).toHaveBeenCalledWith('abcdefgh123', 'secret12'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link to reset your password is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/en/forgot-password');
  });
});
