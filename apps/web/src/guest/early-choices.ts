import { CUSTOM_PERCENT, PERCENT_CHOICES, presetText } from '@/features/tipping/tip-math';
import type { TipDraft } from '@/features/tipping/tip-draft';

/** The radios the server-rendered page offers, as the browser left them. */
export interface EarlyChoices {
  mode?: TipDraft['mode'];
  percentChoice?: string;
  /** A preset amount, in minor units of the currency the page was rendered in. */
  preset?: number;
}

const checkedValue = (root: ParentNode, name: string) =>
  root.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value;

/**
 * What the guest tapped on the server-rendered page before its code took over (a weak signal can
 * leave seconds between the two): the browser checked those radios itself. Read before hydration,
 * applied right after it (applyEarlyChoices), so the tap is not lost.
 */
export function readEarlyChoices(root: ParentNode): EarlyChoices {
  const choices: EarlyChoices = {};
  const mode = checkedValue(root, 'tip-mode');
  if (mode === 'amount' || mode === 'percent') choices.mode = mode;
  const percent = checkedValue(root, 'tip-percent');
  if (percent && ([...PERCENT_CHOICES, CUSTOM_PERCENT] as string[]).includes(percent))
    choices.percentChoice = percent;
  const preset = Number(checkedValue(root, 'tip-preset'));
  if (Number.isSafeInteger(preset) && preset > 0) choices.preset = preset;
  return choices;
}

export function applyEarlyChoices(draft: TipDraft, early: EarlyChoices, currency: string): TipDraft {
  const next = { ...draft };
  if (early.mode) next.mode = early.mode;
  if (early.percentChoice) next.percentChoice = early.percentChoice;
  if (early.preset !== undefined) {
    next.mode = 'amount';
    next.amountText = presetText(early.preset, currency);
  }
  return next;
}
