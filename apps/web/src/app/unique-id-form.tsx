import { useState, type FormEvent } from 'react';
import type { MessageKey } from '@opentip/shared/messages';
import { uniqueIdField } from '@opentip/shared/validation';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import './unique-id-form.css';

/** SPEC 5: digits only, at most 8; empty and wrong get their own messages. */
export function uniqueIdError(value: string): MessageKey | undefined {
  const parsed = uniqueIdField.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message as MessageKey | undefined);
}

interface UniqueIdFormProps {
  onSubmit: (uniqueId: string) => void;
  loading?: boolean;
  /** Texts in the caller's namespace: /QRScan, /welcome and the tip link's "not found" page. */
  label: string;
  hint: string;
  submitLabel: string;
}

/** A receiver's unique ID typed by a giver or guest (SPEC 2 "enter unique ID"). */
export function UniqueIdForm({ onSubmit, loading = false, label, hint, submitLabel }: UniqueIdFormProps) {
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
        label={label}
        hint={hint}
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
        {submitLabel}
      </Button>
    </form>
  );
}
