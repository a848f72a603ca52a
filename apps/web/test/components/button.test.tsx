import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Button, ButtonLink } from '../../app/components/button.tsx';

afterEach(cleanup);

function inRouter(ui: React.ReactNode) {
  return render(<RouterProvider router={createMemoryRouter([{ path: '*', element: ui }])} />);
}

describe('Button', () => {
  it('presses, and ignores presses while loading without losing its name', async () => {
    const user = userEvent.setup({ delay: null });
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Save plan</Button>);
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(onPress).toHaveBeenCalledTimes(1);

    rerender(
      <Button onPress={onPress} isLoading>
        Save plan
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Save plan' });
    await user.click(busy);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(busy).toHaveAttribute('data-loading');
  });

  it('presses from the keyboard; a busy submit button keeps focus and its name but does not submit again', async () => {
    const user = userEvent.setup({ delay: null });
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button onPress={onPress}>Add</Button>
        <Button type="submit">Sign in</Button>
      </form>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={onSubmit}>
        <Button onPress={onPress}>Add</Button>
        <Button type="submit" isLoading>
          Sign in
        </Button>
      </form>,
    );
    const busy = screen.getByRole('button', { name: 'Sign in' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).not.toBeDisabled();
    await user.click(busy);
    expect(busy).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled when asked', () => {
    render(<Button isDisabled>Stop</Button>);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeDisabled();
  });

  it('applies the variant and size classes', () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        Stop
      </Button>,
    );
    const className = screen.getByRole('button', { name: 'Stop' }).className;
    expect(className).toMatch(/danger/);
    expect(className).toMatch(/lg/);
    expect(className).toMatch(/fullWidth/);
  });
});

describe('ButtonLink', () => {
  it('is a route link with `to`', async () => {
    inRouter(<ButtonLink to="/fr-be/signup">S’inscrire</ButtonLink>);
    expect(await screen.findByRole('link', { name: 'S’inscrire' })).toHaveAttribute('href', '/fr-be/signup');
  });

  it('is a plain anchor with `href`, cut off from its opener in a new tab', async () => {
    inRouter(
      <ButtonLink href="https://help.brokkie.com/hc/nl" target="_blank">
        Hulp
      </ButtonLink>,
    );
    const link = await screen.findByRole('link', { name: 'Hulp' });
    expect(link).toHaveAttribute('href', 'https://help.brokkie.com/hc/nl');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
