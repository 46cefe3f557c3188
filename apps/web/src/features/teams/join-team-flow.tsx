import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { TeamCodeForm } from './team-code-form';
import { TeamPreview } from './team-preview';
import { usePublicTeamQuery } from './use-public-team.query';

interface Props {
  /** What confirming does: ask to join (signed in) or go on to registration (sign-up). */
  onConfirm: (code: string) => void;
  confirmLabel: string;
  busy: boolean;
}

/**
 * Type a team code (pre-filled from an invitation link's `?teamCode=`), see which team it names,
 * then confirm (SPEC 8 "join team" prompt) before anything happens.
 */
export function JoinTeamFlow({ onConfirm, confirmLabel, busy }: Props) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const [search] = useSearchParams();
  const linked = search.get('teamCode')?.trim() ?? '';
  const [code, setCode] = useState<string | null>(linked || null);
  const [confirming, setConfirming] = useState(false);
  const team = usePublicTeamQuery(code);

  return (
    <div className="stack">
      <TeamCodeForm initialCode={linked} loading={team.isFetching} onFind={setCode} />
      {code && team.isPending && <Spinner />}
      {team.isError && (
        <p className="notice" role="alert">
          {errorText(tm, team.error)}
        </p>
      )}
      {team.data && (
        <>
          <TeamPreview team={team.data} />
          <Button block size="lg" onClick={() => setConfirming(true)} loading={busy}>
            {confirmLabel}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t('join.confirmTitle')}
            body={t('join.confirmBody', { name: team.data.name })}
            confirmLabel={t('join.confirm')}
            loading={busy}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onConfirm(team.data.code);
            }}
          />
        </>
      )}
    </div>
  );
}
