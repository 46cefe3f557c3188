import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@opentip/shared/messages';
import type { StatementFileFormat, StatementKind } from '@opentip/shared/schemas/statements.schema';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/field';
import { downloadStatement } from './download-statement';
import { PERIOD_CHOICES, isValidPeriod, periodOf, type Period, type PeriodChoice } from './statement-periods';
import './statements-panel.css';

/** Which statements a person has: receivers their tips, everyone their receipts, managers their pools'. */
export function statementKindsOf(user: SessionUser): StatementKind[] {
  const kinds: StatementKind[] = user.userType === 'payee' ? ['received', 'given'] : ['given'];
  if (user.isTeamOwner || user.isTeamAdmin || user.userTeam?.isteamAdmin) kinds.push('allocated');
  return kinds;
}

/**
 * A statement for any period (a month, a quarter, a tax year or chosen dates), as CSV or a
 * print-ready PDF, in the person's language: tips received, tips given, or tips their teams allocated.
 */
export function StatementsPanel({ user, today = new Date() }: { user: SessionUser; today?: Date }) {
  const { t, i18n } = useTranslation();
  const shown = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const notify = useNotify();
  const kinds = statementKindsOf(user);
  const [kind, setKind] = useState<StatementKind>(kinds[0] ?? 'given');
  const [choice, setChoice] = useState<PeriodChoice>('lastMonth');
  const [custom, setCustom] = useState<Period>(() => periodOf('thisMonth', today));
  const [error, setError] = useState<MessageKey | undefined>();
  const [busy, setBusy] = useState<StatementFileFormat | null>(null);
  const period = choice === 'custom' ? custom : periodOf(choice, today);

  async function download(format: StatementFileFormat) {
    if (!isValidPeriod(period)) {
      setError('statementPeriodInvalid');
      return;
    }
    setError(undefined);
    setBusy(format);
    try {
      await downloadStatement({ kind, format, ...period });
    } catch (failure) {
      notify.apiError(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      className="card stack statements-panel"
      aria-labelledby="statements-title"
      aria-busy={busy !== null}
    >
      <h2 id="statements-title" className="section-title">
        {t('account.statements.title')}
      </h2>
      <p className="form-note">{t(`account.statements.lead.${kind}`)}</p>
      {kinds.length > 1 && (
        <SelectField
          label={t('account.statements.kind')}
          options={kinds.map((value) => ({ value, label: t(`account.statements.kinds.${value}`) }))}
          value={kind}
          onChange={(event) => setKind(event.target.value as StatementKind)}
        />
      )}
      <SelectField
        label={t('account.statements.period')}
        options={PERIOD_CHOICES.map((value) => ({ value, label: t(`account.statements.periods.${value}`) }))}
        value={choice}
        hint={
          choice === 'custom'
            ? undefined
            : t('account.statements.range', { from: shown(period.from), to: shown(period.to) })
        }
        onChange={(event) => {
          setChoice(event.target.value as PeriodChoice);
          setError(undefined);
        }}
      />
      {choice === 'custom' && (
        <div className="statements-panel__dates">
          <TextField
            type="date"
            label={t('account.statements.from')}
            value={custom.from}
            max={custom.to || undefined}
            onChange={(event) => setCustom((p) => ({ ...p, from: event.target.value }))}
          />
          <TextField
            type="date"
            label={t('account.statements.to')}
            value={custom.to}
            min={custom.from || undefined}
            error={error}
            onChange={(event) => setCustom((p) => ({ ...p, to: event.target.value }))}
          />
        </div>
      )}
      {error && choice !== 'custom' && (
        <p className="field__error" role="alert">
          {t(`messages.${error}`)}
        </p>
      )}
      <div className="row statements-panel__buttons">
        {(['csv', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            loading={busy === format}
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {t(`account.statements.${format}`)}
          </Button>
        ))}
      </div>
      {busy && (
        <p className="form-note" role="status">
          {t('account.statements.preparing')}
        </p>
      )}
    </section>
  );
}
