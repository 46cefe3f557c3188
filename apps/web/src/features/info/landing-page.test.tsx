import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';

describe('the landing page sample tip (issue 27)', () => {
  it("shows the sample in the install's default currency, not a fixed euro", async () => {
    renderApp('/');
    expect(await screen.findByText('$5.00')).toBeInTheDocument();
    expect(screen.queryByText('€5.00')).not.toBeInTheDocument();
  });

  it('follows the currency this browser chose', async () => {
    window.localStorage.setItem('defaultCurrency', 'GBP');
    renderApp('/');
    expect(await screen.findByText('£5.00')).toBeInTheDocument();
  });
});
