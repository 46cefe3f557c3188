import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, renderApp } from '@test/render-app';

const config = (googleClientId: string | null) => (url: string) =>
  url.endsWith('/api/v1/config')
    ? json(200, { success: true, message: 'OK', data: { googleClientId } })
    : undefined;

describe('Google sign-in on /login', () => {
  it('is offered when the server has a Google client id', async () => {
    renderApp('/login', { handler: config('web-client.apps.googleusercontent.com') });
    expect(await screen.findByTestId('google-sign-in')).toBeInTheDocument();
  });

  it('is not offered when the server has none', async () => {
    const { fetchMock } = renderApp('/login', { handler: config(null) });
    await screen.findByRole('button', { name: /^log in$/i });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/v1/config'))).toBe(true),
    );
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  });
});
