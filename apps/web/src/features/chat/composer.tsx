import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@opentip/shared/schemas/chat.schema';
import { Button } from '@/ui/button';

/** The counter appears when a message nears the limit. */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

/** What a message may be, as the server checks it: 1 to 2,000 characters once trimmed. */
export function messageProblem(text: string): 'messageRequired' | 'messageTooLong' | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'messageRequired';
  if (trimmed.length > CHAT_MESSAGE_MAX) return 'messageTooLong';
  return null;
}

/** The box to write in: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend }: { onSend: (message: string) => void }) {
  const { t } = useTranslation('chat');
  const { t: tm } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof messageProblem>>(null);
  const errorId = useId();
  const countId = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const found = messageProblem(text);
    setProblem(found);
    if (found) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const length = text.trim().length;
  return (
    <form className="composer" onSubmit={submit} noValidate>
      <div className="composer__row">
        <label className="visually-hidden" htmlFor={`${errorId}-input`}>
          {t('composer.label')}
        </label>
        <textarea
          id={`${errorId}-input`}
          className="input composer__input"
          rows={1}
          value={text}
          placeholder={t('composer.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={problem ? true : undefined}
          aria-describedby={
            [problem ? errorId : '', length >= COUNT_FROM ? countId : ''].join(' ').trim() || undefined
          }
        />
        <Button type="submit" className="composer__send">
          {t('composer.send')}
        </Button>
      </div>
      {length >= COUNT_FROM && (
        <span
          id={countId}
          className={`composer__count${length > CHAT_MESSAGE_MAX ? ' composer__count--over' : ''}`}
        >
          {t('composer.count', { count: length, max: CHAT_MESSAGE_MAX })}
        </span>
      )}
      {problem && (
        <p id={errorId} className="field__error composer__error" role="alert">
          {tm(`messages.${problem}`)}
        </p>
      )}
    </form>
  );
}
