import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/dialog';
import { useLogoutMutation } from '../api/use-logout.mutation';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogoutMutation();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('logout.title')}
      body={t('logout.body')}
      confirmLabel={t('logout.confirm')}
      loading={logout.isPending}
      onConfirm={() => logout.mutate(undefined, { onSettled: onClose })}
    />
  );
}
