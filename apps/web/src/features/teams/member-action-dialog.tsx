import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@opentip/shared/schemas/teams.schema';
import { useToasts } from '@/ui/toasts';
import { useNotify, API_TOAST_MS } from '@/app/use-notify';
import { ConfirmDialog } from '@/ui/dialog';
import { memberActionErrorText } from './member-action-error';
import type { TeamRef } from './team-ref';
import { useMemberActionMutation, type MemberAction } from './use-member-action.mutation';

export interface PendingAction {
  action: MemberAction;
  member: TeamMember;
}

const DANGER: readonly MemberAction[] = ['reject', 'remove', 'removeAdmin'];

/** The SPEC 8 confirmation prompt of every member action, then the call and its toast. */
export function MemberActionDialog(props: {
  teamRef: TeamRef;
  pending: PendingAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const toasts = useToasts();
  const mutation = useMemberActionMutation(props.teamRef);
  const { pending, onClose } = props;
  if (!pending) return null;
  const { action, member } = pending;
  const confirm = () =>
    mutation.mutate(
      { action, userId: member.userId },
      {
        onSuccess: ({ message }) => {
          notify.apiSuccess(message);
          onClose();
        },
        onError: (error) => {
          toasts.show(memberActionErrorText(tm, action, error), { tone: 'error', durationMs: API_TOAST_MS });
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open
      title={t(`actions.${action}.title`)}
      body={t(`actions.${action}.body`, { name: member.username })}
      confirmLabel={t(`actions.${action}.confirm`)}
      danger={DANGER.includes(action)}
      loading={mutation.isPending}
      onConfirm={confirm}
      onClose={() => !mutation.isPending && onClose()}
    />
  );
}
