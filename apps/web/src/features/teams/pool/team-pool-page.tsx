import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '@/app/api/api-message';
import { useSession } from '@/app/session/use-session';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { HandCoinIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { TeamsNamespace } from '../teams-namespace';
import { ContestsSection } from './contests-section';
import { PolicySection } from './policy-section';
import { PoolHeader } from './pool-header';
import { PreviewSection } from './preview-section';
import { RunsSection } from './runs-section';
import { StatementSection } from './statement-section';
import { usePoolOverviewQuery } from './use-pool-overview.query';
import '../teams.css';
import './pool.css';

function TeamPool({ teamId, myId }: { teamId: string; myId: string }) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const overview = usePoolOverviewQuery(teamId);
  if (overview.isPending) return <Spinner fullPage />;
  if (overview.isError)
    return (
      <div className="page">
        <Empty
          icon={<HandCoinIcon />}
          title={t('pool.title')}
          body={errorText(tm, overview.error)}
          action={
            <Button variant="secondary" onClick={() => void overview.refetch()}>
              {t('pool.retry')}
            </Button>
          }
        />
      </div>
    );
  const data = overview.data;
  const manager = data.team.myRole !== 'member';
  return (
    <div className="page page--wide stack pool-page">
      <PoolHeader overview={data} />
      <div className="pool-grid">
        <div className="stack">
          <PreviewSection teamId={teamId} myId={myId} overview={data} manager={manager} />
          <RunsSection teamId={teamId} myId={myId} />
        </div>
        <div className="stack">
          <PolicySection teamId={teamId} overview={data} />
          <ContestsSection teamId={teamId} myId={myId} manager={manager} />
          <StatementSection teamId={teamId} myId={myId} overview={data} manager={manager} />
        </div>
      </div>
    </div>
  );
}

function TeamPoolScreen() {
  const { t } = useTranslation('teams');
  const session = useSession();
  const [search] = useSearchParams();
  // The link names the team; without one, the session's active team.
  const teamId = search.get('teamId')?.trim() || session?.user.teamId;
  if (!session || !teamId)
    return (
      <div className="page">
        <Empty icon={<HandCoinIcon />} title={t('pool.title')} body={t('pool.noTeam')} />
      </div>
    );
  return <TeamPool key={teamId} teamId={teamId} myId={session.user.id} />;
}

/** /teamPool?teamId=: the team's tip pool, its policy, share-outs, contests and statements. */
export default function TeamPoolPage() {
  return (
    <TeamsNamespace>
      <TeamPoolScreen />
    </TeamsNamespace>
  );
}
