import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stationName } from '@opentip/shared/schemas/stations.schema';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/field';

/** Add or rename a station: one name, checked with the shared rule before it is sent. */
export function StationNameDialog(props: {
  title: string;
  initial: string;
  busy: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('stations');
  const { t: tm } = useTranslation();
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = stationName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'stationNameInvalid');
    props.onSave(parsed.data);
  };
  return (
    <Dialog open title={props.title} onClose={props.onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label={t('name')}
          placeholder={t('namePlaceholder')}
          value={name}
          error={error}
          autoFocus
          maxLength={80}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
        <div className="row row--end">
          <Button variant="secondary" onClick={props.onClose}>
            {tm('common.cancel')}
          </Button>
          <Button type="submit" loading={props.busy}>
            {tm('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
