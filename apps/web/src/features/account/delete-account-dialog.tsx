import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/app/session/session-store';
import { useNotify } from '@/app/use-notify';
import { ConfirmDialog } from '@/ui/dialog';
import { useDeleteAccountMutation } from './use-delete-account.mutation';

/** SPEC 4: deleting the account clears the session. */
export function DeleteAccountDialog({
  open,
  userId,
  onClose,
}: {
  open: boolean;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const remove = useDeleteAccountMutation();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      danger
      title={t('account.delete.title')}
      body={t('account.delete.body')}
      confirmLabel={t('account.delete.confirm')}
      loading={remove.isPending}
      onConfirm={() =>
        remove.mutate(userId, {
          onSuccess: ({ message }) => {
            notify.apiSuccess(message, 'userDeleted');
            void navigate('/welcome', { replace: true });
            sessionStore.clear();
            queryClient.clear();
          },
          onError: (error) => {
            notify.apiError(error);
            onClose();
          },
        })
      }
    />
  );
}
