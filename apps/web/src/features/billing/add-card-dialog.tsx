import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenizeBody } from '@opentip/shared/schemas/tips.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { useAddCardMutation } from './use-add-card.mutation';

type CardInput = { cardNumber: string; expMonth: string; expYear: string; cvc: string };
const EMPTY: CardInput = { cardNumber: '', expMonth: '', expYear: '', cvc: '' };

interface Props {
  userId: string;
  open: boolean;
  onClose: () => void;
  onAdded: (cardId: string) => void;
}

/**
 * Sandbox mode's card entry for the owner: the number goes to the sandbox tokenizer only, and the
 * card is saved for this payment and the renewals.
 */
export function AddCardDialog({ userId, open, onClose, onAdded }: Props) {
  const { t } = useTranslation('billing');
  const notify = useNotify();
  const adder = useAddCardMutation(userId);
  const [input, setInput] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof CardInput, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = tokenizeBody.safeParse({ type: 'card', ...input });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    adder.mutate(parsed.data, {
      onSuccess: ({ message, data }) => {
        notify.apiSuccess(message, 'cardSaved');
        setInput(EMPTY);
        onAdded(data.card.id);
      },
      onError: (error) => notify.apiError(error),
    });
  }

  const field = (name: keyof CardInput) => ({
    value: input[name],
    error: errors[name],
    inputMode: 'numeric' as const,
    dir: 'ltr',
    onChange: (event: { target: { value: string } }) => {
      setInput((before) => ({ ...before, [name]: event.target.value }));
      setErrors((before) => ({ ...before, [name]: undefined }));
    },
  });

  return (
    <Dialog open={open} onClose={() => !adder.isPending && onClose()} title={t('card.title')} size="md">
      <form className="stack" noValidate onSubmit={submit}>
        <p className="form-note">{t('card.sandboxNote')}</p>
        <TextField label={t('card.number')} autoComplete="cc-number" {...field('cardNumber')} />
        <div className="billing-card-row">
          <TextField
            label={t('card.expMonth')}
            autoComplete="cc-exp-month"
            placeholder="MM"
            {...field('expMonth')}
          />
          <TextField
            label={t('card.expYear')}
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            {...field('expYear')}
          />
          <TextField label={t('card.cvc')} autoComplete="cc-csc" {...field('cvc')} />
        </div>
        <Button type="submit" block loading={adder.isPending}>
          {t('card.save')}
        </Button>
      </form>
    </Dialog>
  );
}
