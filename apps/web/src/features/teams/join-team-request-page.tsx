import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '@/app/use-notify';
import { AuthFrame } from './auth-frame';
import { JoinTeamFlow } from './join-team-flow';
import { TeamsNamespace } from './teams-namespace';
import { useJoinTeamMutation } from './use-join-team.mutation';
import './teams.css';

function JoinTeamRequest() {
  const { t } = useTranslation('teams');
  const notify = useNotify();
  const navigate = useNavigate();
  const join = useJoinTeamMutation();
  const send = (code: string) =>
    join.mutate(code, {
      onSuccess: ({ message }) => {
        notify.apiSuccess(message, 'teamRequestSent');
        void navigate('/my-teams');
      },
      onError: (error) => notify.apiError(error),
    });
  return (
    <AuthFrame title={t('join.requestTitle')} lead={t('join.requestLead')}>
      <JoinTeamFlow onConfirm={send} confirmLabel={t('join.send')} busy={join.isPending} />
    </AuthFrame>
  );
}

/** /joinTeamRequest: a signed-in receiver asks to join (another) team by its code. */
export default function JoinTeamRequestPage() {
  return (
    <TeamsNamespace>
      <JoinTeamRequest />
    </TeamsNamespace>
  );
}
