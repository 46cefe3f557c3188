import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { json, renderApp } from '@test/render-app';
import { loginReturnState, returnTarget, safeReturnPath } from './return-to';

describe('return-to after signing in: same-site paths only', () => {
  it.each(['/home', '/qrhome', '/tip-receiver-details/ABC?x=1#top'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'http://evil.example/home',
    'https:/evil.example',
    'javascript:alert(1)',
    'home',
    '',
    42,
    null,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(returnTarget({ from: value }, 'individualRole')).toBe('/Home');
  });

  it('goes back only to a page the new user may open', () => {
    expect(returnTarget({ from: '/home' }, 'individualRole')).toBe('/home');
    expect(returnTarget({ from: '/stripe' }, 'tipGiver')).toBe('/Home');
    expect(returnTarget({ from: '/login' }, 'tipGiver')).toBe('/Home');
    expect(returnTarget({ from: '/no/such/page' }, 'tipGiver')).toBe('/Home');
    expect(returnTarget(null, 'tipGiver')).toBe('/Home');
  });

  it('makes the public "Log in" link carry the page to come back to, never a visitor-only page', () => {
    expect(loginReturnState('/welcome', '', { from: '/home' })).toEqual({ from: '/home' });
    expect(loginReturnState('/qrhome', '', null)).toEqual({ from: '/qrhome' });
    expect(loginReturnState('/welcome', '', null)).toBeUndefined();
    expect(loginReturnState('/welcome', '', { from: '//evil.example' })).toBeUndefined();
  });

  it('a visitor opening /home is sent to /welcome, logs in, and lands back on /home', async () => {
    const user = makeUser();
    const ue = userEvent.setup();
    renderApp('/home', {
      handler: (url) =>
        url.endsWith('/auth/login')
          ? json(200, {
              success: true,
              message: 'user logged in successfully',
              data: { user, accessToken: 'tok' },
            })
          : undefined,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/welcome'));
    const [loginLink] = await screen.findAllByRole('link', { name: 'Log in' }, { timeout: 8000 });
    await ue.click(loginLink as HTMLElement);
    await ue.type(
      await screen.findByLabelText(/email or user name/i, {}, { timeout: 8000 }),
      'maria@example.com',
    );
    await ue.type(screen.getByLabelText(/^password/i), 'Secret#123');
    await ue.click(screen.getByRole('button', { name: /^log in$/i }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/), {
      timeout: 8000,
    });
  }, 30_000);
});
