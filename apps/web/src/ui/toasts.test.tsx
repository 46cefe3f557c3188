import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToasts } from './toasts';

const css = (file: string) => readFileSync(resolve(import.meta.dirname, file), 'utf8');
const rule = (source: string, selector: string) =>
  new RegExp(`(^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(source)?.[2] ?? '';

function ShowButton() {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.show('Card saved', { tone: 'success', durationMs: 5000 })}>
      show
    </button>
  );
}

describe('toast placement (issue 27: a toast covered "Pay and subscribe" at 375 px)', () => {
  it('shows toasts in the one live region that the stylesheet places', () => {
    render(
      <ToastProvider closeLabel="Close">
        <ShowButton />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'show' }).click());
    const region = screen.getByRole('status');
    expect(region).toHaveClass('toasts');
    expect(region).toHaveTextContent('Card saved');
  });

  it('places toasts at the top under the header, never at the bottom where dialogs and forms end', () => {
    const toasts = rule(css('toasts.css'), '.toasts');
    expect(toasts).toMatch(/position: fixed/);
    expect(toasts).toMatch(/inset-block-start: var\(--toast-top\)/);
    expect(toasts).not.toMatch(/inset-block-end|bottom/);
    // Logical properties only: the same place in Arabic, mirrored.
    expect(toasts).not.toMatch(/\b(left|right):/);
    const tokens = css('../styles/global.css');
    expect(tokens).toMatch(/--toast-top: calc\([^;]*--header-block-size/);
    expect(tokens).toMatch(/--toast-band: calc\(var\(--toast-top\)/);
  });

  it('keeps dialogs out of the toasts band, on phones and wider screens', () => {
    const dialogs = css('dialog.css');
    const overlays = dialogs.match(/\.overlay \{[^}]*\}/g) ?? [];
    expect(overlays).toHaveLength(2);
    for (const overlay of overlays) expect(overlay).toMatch(/padding-block-start: var\(--toast-band\)/);
    for (const dialog of dialogs.match(/\.dialog \{[^}]*max-block-size[^}]*\}/g) ?? [])
      expect(dialog).toMatch(/max-block-size: calc\(100dvh - var\(--toast-band\)/);
  });
});
