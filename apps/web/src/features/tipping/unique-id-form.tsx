import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@opentip/shared/messages';
import { uniqueIdField } from '@opentip/shared/validation';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';

/** SPEC 5: digits only, at most 8; empty and wrong get their own messages. */
export function uniqueIdError(value: string): MessageKey | undefined {
  const parsed = uniqueIdField.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message as MessageKey | undefined);
}

export function UniqueIdForm({
  onSubmit,
  loading,
}: {
  onSubmit: (uniqueId: string) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('tipping');
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageKey | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = uniqueIdError(value);
    setError(problem);
    if (!problem) onSubmit(value.trim());
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField
        label={t('scan.uniqueIdLabel')}
        hint={t('scan.uniqueIdHint')}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="search"
        className="unique-id-input"
        dir="ltr"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(uniqueIdError(event.target.value));
        }}
      />
      <Button type="submit" block size="lg" loading={loading}>
        {t('scan.find')}
      </Button>
    </form>
  );
}
