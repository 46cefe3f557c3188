import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@opentip/shared/messages';
import type { PoolOverview } from '@opentip/shared/schemas/team-pool.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/field';
import { downloadStatement, type StatementFormat } from './download-statement';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** This month so far, in the reader's calendar. */
function thisMonth(): { from: string; to: string } {
  const today = new Date();
  return { from: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), to: isoDay(today) };
}

interface Props {
  teamId: string;
  myId: string;
  overview: PoolOverview;
  manager: boolean;
}

/** A statement of shares for any period, as CSV or a print-ready PDF (records tip laws ask for). */
export function StatementSection({ teamId, myId, overview, manager }: Props) {
  const { t } = useTranslation('teams');
  const notify = useNotify();
  const [period, setPeriod] = useState(thisMonth);
  const members = overview.policy.members;
  const sharing = members.some((member) => member.userId === myId);
  // A manager may ask for any member's statement; their own first when they share the pool.
  const [userId, setUserId] = useState(() => (sharing ? myId : (members[0]?.userId ?? myId)));
  const [error, setError] = useState<MessageKey | undefined>();
  const [busy, setBusy] = useState<StatementFormat | null>(null);

  async function download(format: StatementFormat) {
    if (!period.from || !period.to || period.from > period.to) {
      setError('statementPeriodInvalid');
      return;
    }
    setError(undefined);
    setBusy(format);
    try {
      await downloadStatement({
        teamId,
        from: period.from,
        to: period.to,
        format,
        userId: manager && userId !== myId ? userId : undefined,
      });
    } catch (failure) {
      notify.apiError(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card stack" aria-labelledby="pool-statement-title">
      <h2 id="pool-statement-title" className="teams-section__title">
        {t('pool.statement.title')}
      </h2>
      <p className="form-note">{t('pool.statement.lead')}</p>
      {manager && members.length > 0 && (
        <SelectField
          label={t('pool.statement.member')}
          required={false}
          placeholder={t('pool.statement.member')}
          options={members.map((member) => ({ value: member.userId, label: member.username }))}
          value={userId}
          onChange={(event) => setUserId(event.target.value || userId)}
        />
      )}
      <div className="pool-period">
        <TextField
          type="date"
          label={t('pool.statement.from')}
          value={period.from}
          max={period.to || undefined}
          onChange={(event) => setPeriod((p) => ({ ...p, from: event.target.value }))}
        />
        <TextField
          type="date"
          label={t('pool.statement.to')}
          value={period.to}
          min={period.from || undefined}
          error={error}
          onChange={(event) => setPeriod((p) => ({ ...p, to: event.target.value }))}
        />
      </div>
      <div className="row pool-downloads">
        <Button
          variant="secondary"
          loading={busy === 'csv'}
          disabled={busy !== null}
          onClick={() => void download('csv')}
        >
          {t('pool.statement.csv')}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'pdf'}
          disabled={busy !== null}
          onClick={() => void download('pdf')}
        >
          {t('pool.statement.pdf')}
        </Button>
      </div>
    </section>
  );
}
