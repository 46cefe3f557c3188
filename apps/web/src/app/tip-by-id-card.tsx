import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPayee } from './payee-lookup';
import { UniqueIdForm } from './unique-id-form';
import { useNotify } from './use-notify';
import './tip-by-id-card.css';

// The dialog and the tip it starts belong to the tipping screens: loaded once a receiver is found.
const FoundReceiverDialog = lazy(() => import('@/features/tipping/found-receiver-dialog'));

type Found = { payee: Awaited<ReturnType<typeof fetchPayee>>; uniqueId: string };

/**
 * A visitor's or giver's way to tip without a QR code (SPEC 2/4): the typed unique ID is looked
 * up, the receiver's photo, name and rating are confirmed in a dialog, then /CalculateTip. An ID
 * that names nobody gets the server's message as a toast (SPEC 8), and the field stays to retry.
 */
export function TipByIdCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [found, setFound] = useState<Found | null>(null);
  const lookup = useMutation({
    mutationFn: fetchPayee,
    onSuccess: (payee, uniqueId) => setFound({ payee, uniqueId }),
    onError: (error) => notify.apiError(error),
  });
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="card stack tip-by-id" aria-labelledby="tip-by-id-title">
      <Heading id="tip-by-id-title" className="tip-by-id__title">
        {t('tipById.title')}
      </Heading>
      <p className="tip-by-id__lead">{t('tipById.lead')}</p>
      <UniqueIdForm
        label={t('tipById.label')}
        hint={t('tipById.hint')}
        submitLabel={t('tipById.submit')}
        loading={lookup.isPending}
        onSubmit={(uniqueId) => lookup.mutate(uniqueId)}
      />
      {found && (
        <Suspense fallback={null}>
          <FoundReceiverDialog payee={found.payee} uniqueId={found.uniqueId} onClose={() => setFound(null)} />
        </Suspense>
      )}
    </section>
  );
}
