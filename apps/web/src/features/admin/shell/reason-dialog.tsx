import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { ADMIN_NS } from '../admin-namespace';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, said before it is done. */
  body: string;
  confirmLabel: string;
  danger?: boolean;
  loading?: boolean;
  /** The failed call's error, shown translated inside the dialog. */
  error?: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * The confirmation every administrator action goes through: it says what will happen and asks
 * for the reason the audit log keeps; it does not confirm without one.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, body, confirmLabel, danger, loading, error, onConfirm, onClose } = props;
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setMissing(false);
    }
  }, [open]);
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <button type="button" className="btn btn--secondary btn--md" onClick={onClose}>
            {tApp('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={`btn btn--${danger ? 'danger' : 'primary'} btn--md`}
            disabled={loading}
            aria-busy={loading || undefined}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="dialog__text">{body}</p>
        <Field
          label={t('shell.reason.label')}
          hint={t('shell.reason.hint')}
          error={missing ? 'adminReasonRequired' : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              className="input textarea"
              dir="auto"
              rows={3}
              maxLength={500}
              value={reason}
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              data-autofocus
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {error !== undefined && error !== null && (
          <p className="field__error" role="alert">
            {errorText(tApp, error)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
