import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { makeUser } from '@test/fixtures';
import { renderApp } from '@test/render-app';

describe('start-up restore', () => {
  it('restores the signed-in user from persist:root', async () => {
    renderApp('/Home', { user: makeUser({ username: 'restored-user' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'restored-user' })).toBeInTheDocument();
  });

  it('shows a spinner while restoring and goes on as a visitor after the 5000 ms time-out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    renderApp('/Home', { readSession: () => new Promise<string | null>(() => undefined) });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    vi.useRealTimers();
    expect(
      await screen.findByRole('heading', { level: 1, name: /tipping made simple/i }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/welcome');
  });
});
