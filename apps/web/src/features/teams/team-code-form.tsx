import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { teamCodeField } from '@opentip/shared/schemas/teams.schema';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';

interface Props {
  initialCode: string;
  loading: boolean;
  onFind: (code: string) => void;
}

/** The team code field (SPEC 5 "Please enter valid team code"); finding the team comes next. */
export function TeamCodeForm({ initialCode, loading, onFind }: Props) {
  const { t } = useTranslation('teams');
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamCodeField.safeParse(code);
    if (!parsed.success) {
      setError('teamCodeInvalid');
      return;
    }
    setError(undefined);
    onFind(parsed.data.toUpperCase());
  };
  return (
    <form className="stack" noValidate onSubmit={submit}>
      <TextField
        label={t('join.codeLabel')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        hint={t('join.codeHint')}
      />
      <Button type="submit" block loading={loading}>
        {t('join.find')}
      </Button>
    </form>
  );
}
