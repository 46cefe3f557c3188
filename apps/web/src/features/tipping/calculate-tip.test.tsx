import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYEE, renderTipping } from './test-harness';

const start = { payeeCode: 'DEM0000001', payeeId: PAYEE.id, payee: PAYEE };

function summaryValue(label: RegExp): string {
  const summary = screen.getByRole('region', { name: 'Summary' });
  const term = within(summary).getByText(label);
  return term.closest('.summary__row')?.querySelector('dd')?.textContent ?? '';
}
const yourTip = () => screen.getByText('Your tip').nextElementSibling?.textContent;

describe('/CalculateTip: the amount on screen (SPEC 2, DESIGN money)', () => {
  it('takes a percentage of the bill, rounded once half-up in cents, and shows what the receiver gets', async () => {
    renderTipping('/CalculateTip', { state: start });
    const ue = userEvent.setup();
    await ue.type(await screen.findByLabelText(/bill amount/i), '33.33');
    // 15 % (the default) of 33.33 = 4.9995 -> 5.00
    expect(yourTip()).toBe('$5.00');
    await ue.click(screen.getByRole('radio', { name: /^18%/ }));
    // 18 % of 33.33 = 5.9994 -> 6.00; the 5 % fee of 6.00 is 0.30
    expect(yourTip()).toBe('$6.00');
    expect(summaryValue(/^Service fee/)).toBe('$0.30');
    expect(summaryValue(/receives$/)).toBe('$5.70');
    expect(summaryValue(/^You pay$/)).toBe('$6.00');

    await ue.click(
      screen.getByRole('checkbox', { name: /service fee so maria.server receives the whole tip/i }),
    );
    expect(summaryValue(/receives$/)).toBe('$6.00');
    expect(summaryValue(/^You pay$/)).toBe('$6.30');
  });

  it("offers 10, 15, 18, 20 and 25 % with each one's tip, and a custom percentage", async () => {
    renderTipping('/CalculateTip', { state: start });
    const ue = userEvent.setup();
    await ue.type(await screen.findByLabelText(/bill amount/i), '80');
    for (const [percent, tip] of [
      ['10%', '$8.00'],
      ['15%', '$12.00'],
      ['18%', '$14.40'],
      ['20%', '$16.00'],
      ['25%', '$20.00'],
    ]) {
      expect(screen.getByRole('radio', { name: `${percent} ${tip}` })).toBeInTheDocument();
    }
    await ue.click(screen.getByRole('radio', { name: 'Custom' }));
    await ue.type(screen.getByLabelText(/custom percentage/i), '12.5');
    // 12.5 % of 80.00 = 10.00
    expect(yourTip()).toBe('$10.00');
    await ue.clear(screen.getByLabelText(/custom percentage/i));
    await ue.type(screen.getByLabelText(/custom percentage/i), '101');
    expect(
      await screen.findByText('Please enter a percentage above 0 and at most 100, with at most 2 decimals.'),
    ).toBeInTheDocument();
  });

  it("takes a fixed amount in the receiver's currency and its minor unit", async () => {
    renderTipping('/CalculateTip', { state: { ...start, payee: { ...PAYEE, currency: 'JPY' } } });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('radio', { name: 'Fixed amount' }));
    await ue.type(screen.getByLabelText(/tip amount/i), '1000');
    expect(screen.getByText('Amounts in JPY')).toBeInTheDocument();
    expect(yourTip()).toBe('¥1,000');
    expect(summaryValue(/^Service fee/)).toBe('¥50');
    await ue.clear(screen.getByLabelText(/tip amount/i));
    await ue.type(screen.getByLabelText(/tip amount/i), '10.5');
    expect(await screen.findByText('Please enter a valid amount.')).toBeInTheDocument();
  });

  it('refuses a tip below what a card can be charged, and asks for an amount before going on', async () => {
    renderTipping('/CalculateTip', { state: start });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: /continue to card details/i }));
    expect(
      await screen.findByText('Please enter a tip amount or a percentage of the bill.'),
    ).toBeInTheDocument();
    await ue.type(screen.getByLabelText(/bill amount/i), '1');
    expect(
      await screen.findByText(
        'This tip is below the smallest amount that can be paid by card in this currency.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/CalculateTip');
  });

  it('keeps the choices under the "tip" key, so a reload loses nothing, and goes on to the card', async () => {
    const first = renderTipping('/CalculateTip', { state: start });
    const ue = userEvent.setup();
    await ue.type(await screen.findByLabelText(/bill amount/i), '42');
    await ue.click(screen.getByRole('radio', { name: /^20%/ }));
    expect(JSON.parse(window.localStorage.getItem('tip') ?? '{}')).toMatchObject({
      payeeId: PAYEE.id,
      billText: '42',
      percentChoice: '20',
    });
    first.unmount();
    renderTipping('/CalculateTip');
    expect(await screen.findByLabelText(/bill amount/i)).toHaveValue('42');
    expect(yourTip()).toBe('$8.40');
    await ue.click(screen.getByRole('button', { name: /continue to card details/i }));
    expect(screen.getByTestId('location').textContent).toBe('/add-card');
  });
});
