import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@test/render-app';

describe('a guest types a unique ID on /welcome (SPEC 5)', { timeout: 30_000 }, () => {
  it('checks the ID as SPEC 5 says, then opens the receiver', async () => {
    const ue = userEvent.setup();
    renderApp('/welcome');
    const field = await screen.findByLabelText(/^Unique ID/, {}, { timeout: 8000 });
    await ue.click(screen.getByRole('button', { name: 'Find receiver' }));
    expect(await screen.findByText('Please enter unique ID')).toBeInTheDocument();
    await ue.type(field, '123456789');
    await ue.click(screen.getByRole('button', { name: 'Find receiver' }));
    expect(await screen.findByText('Please enter a number with a maximum of 8 digits.')).toBeInTheDocument();
    await ue.clear(field);
    await ue.type(field, '20260001');
    await ue.click(screen.getByRole('button', { name: 'Find receiver' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/tip-receiver-details/20260001'),
    );
  });
});
