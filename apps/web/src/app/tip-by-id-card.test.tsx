import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@test/render-app';
import { loadPage } from './load-page';

vi.mock('./load-page', () => ({ loadPage: vi.fn() }));

describe('a guest types a unique ID on /welcome (SPEC 5)', { timeout: 30_000 }, () => {
  it('checks the ID as SPEC 5 says, then loads the receiver page the server renders', async () => {
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
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/tip-receiver-details/20260001'));
    expect(screen.getByTestId('location')).toHaveTextContent('/welcome');
  });
});
