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

  it("fills a fixed amount with one tap on a preset in the receiver's currency", async () => {
    renderTipping('/CalculateTip', { state: start });
    const ue = userEvent.setup();
    const presets = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(
      within(presets)
        .getAllByRole('radio')
        .map((chip) => chip.closest('label')?.textContent),
    ).toEqual(['$5', '$10', '$15', '$20']);
    // Starts on "% of the bill"; one tap on $10 switches to the fixed amount and fills it.
    await ue.click(within(presets).getByRole('radio', { name: '$10' }));
    expect(screen.getByRole('radio', { name: 'Fixed amount' })).toBeChecked();
    expect(screen.getByLabelText(/tip amount/i)).toHaveValue('10');
    expect(within(presets).getByRole('radio', { name: '$10' })).toBeChecked();
    expect(yourTip()).toBe('$10.00');
    expect(summaryValue(/^You pay$/)).toBe('$10.00');
    // Typing another amount leaves no preset chosen; the custom field stays.
    await ue.clear(screen.getByLabelText(/tip amount/i));
    await ue.type(screen.getByLabelText(/tip amount/i), '7.50');
    expect(
      within(presets)
        .getAllByRole('radio')
        .filter((chip) => (chip as HTMLInputElement).checked),
    ).toEqual([]);
    expect(yourTip()).toBe('$7.50');
    await ue.click(screen.getByRole('button', { name: /continue to card details/i }));
    expect(screen.getByTestId('location').textContent).toBe('/add-card');
  });

  it('offers yen presets in yen', async () => {
    renderTipping('/CalculateTip', { state: { ...start, payee: { ...PAYEE, currency: 'JPY' } } });
    const ue = userEvent.setup();
    const presets = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(
      within(presets)
        .getAllByRole('radio')
        .map((chip) => chip.closest('label')?.textContent),
    ).toEqual(['¥500', '¥1,000', '¥1,500', '¥2,000']);
    await ue.click(within(presets).getByRole('radio', { name: '¥1,500' }));
    expect(yourTip()).toBe('¥1,500');
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
