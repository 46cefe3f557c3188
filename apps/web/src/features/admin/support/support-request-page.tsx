import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminLoaded } from '../shell/admin-results';
import { Ltr } from '../shell/bidi';
import { useFormatDate } from '../shell/use-format-date';
import { SupportReplyForm } from './support-reply-form';
import { SupportStatusActions } from './support-status-actions';
import { useSupportRequestQuery } from './use-support-request.query';
import './support.css';

/** /admin/support/:id: one contact-us message, its replies, a reply box and its status. */
export default function SupportRequestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const detail = useSupportRequestQuery(id);
  const when = useFormatDate();
  return (
    <section className="admin-screen">
      <Link to="/admin/support" className="back-link">
        {t('support.back')}
      </Link>
      <AdminLoaded query={detail}>
        {(data) => (
          <>
            <h1 className="admin-page__title">
              <bdi>{data.request.name}</bdi>
            </h1>
            <article className="admin-card">
              <p className="form-note">
                <Ltr>{data.request.email}</Ltr> · {when(data.request.createdAt)} ·{' '}
                <strong>{t(`support.status.${data.request.status}`)}</strong>
              </p>
              <p className="support-message" dir="auto">
                {data.request.message}
              </p>
            </article>
            <SupportStatusActions requestId={id} status={data.request.status} />
            <h2>{t('support.replies')}</h2>
            {data.replies.length === 0 && <p className="form-note">{t('support.noReplies')}</p>}
            <ol className="support-replies">
              {data.replies.map((reply) => (
                <li key={reply.id} className="admin-card" data-testid={`reply-${reply.id}`}>
                  <p className="support-message" dir="auto">
                    {reply.body}
                  </p>
                  <p className="form-note">
                    {reply.mailedAt
                      ? t('support.mailedAt', { when: when(reply.mailedAt) })
                      : t('support.notMailedYet', { when: when(reply.createdAt) })}
                  </p>
                </li>
              ))}
            </ol>
            {data.request.status !== 'closed' && (
              <SupportReplyForm requestId={id} email={data.request.email} />
            )}
          </>
        )}
      </AdminLoaded>
    </section>
  );
}
