import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/**
 * A page whose opener is disabled by what the dialog does (a Withdraw with nothing left): at once,
 * or a moment after the dialog closed (when the page has refetched).
 */
function Page({
  disableOnConfirm,
  disableAfterClose,
}: {
  disableOnConfirm?: boolean;
  disableAfterClose?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [spent, setSpent] = useState(false);
  return (
    <main tabIndex={-1} data-testid="main">
      <button type="button" onClick={() => setOpen(true)} disabled={spent}>
        Withdraw
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Withdraw USD"
        footer={
          <button
            type="button"
            onClick={() => {
              if (disableOnConfirm) setSpent(true);
              if (disableAfterClose) setTimeout(() => setSpent(true), 20);
              setOpen(false);
            }}
          >
            Confirm
          </button>
        }
      >
        <p>All of it.</p>
      </Dialog>
    </main>
  );
}

describe('dialog focus (issue 28: journeys with the keyboard alone)', () => {
  it('moves focus in on open, keeps Tab inside, and gives it back to the opener on Escape', async () => {
    const ue = userEvent.setup();
    render(<Page disableOnConfirm={false} />);
    const opener = screen.getByRole('button', { name: 'Withdraw' });
    opener.focus();
    await ue.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Withdraw USD' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 3; i += 1) {
      await ue.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await ue.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives focus to the main region when the opener is disabled by the time the dialog closes', async () => {
    const ue = userEvent.setup();
    render(<Page disableOnConfirm />);
    screen.getByRole('button', { name: 'Withdraw' }).focus();
    await ue.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Confirm' }).focus();
    await ue.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByTestId('main')).toHaveFocus();
  });

  it('gives focus to the main region when the opener is disabled a moment after the dialog closed', async () => {
    const ue = userEvent.setup();
    render(<Page disableAfterClose />);
    const opener = screen.getByRole('button', { name: 'Withdraw' });
    opener.focus();
    await ue.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Confirm' }).focus();
    await ue.keyboard('{Enter}');
    expect(opener).toHaveFocus();
    await waitFor(() => expect(opener).toBeDisabled());
    await waitFor(() => expect(screen.getByTestId('main')).toHaveFocus());
  });
});
