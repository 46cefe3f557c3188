import { useTranslation } from 'react-i18next';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { Money } from '@/ui/money';

/** A member's tips through the team, newest first, as the server sends page 1. */
export function MemberTips({ tips }: { tips: TipTransaction[] }) {
  const { t, i18n } = useTranslation('teams');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="member-tips">
      {tips.map((tip) => (
        <li key={tip.id} className="member-tip" data-testid="member-tip">
          <div className="member-tip__text">
            <span className="member-tip__who">{tip.giver?.username ?? t('profile.guest')}</span>
            <span className="member-tip__meta">{when.format(new Date(tip.createdAt))}</span>
            {tip.status !== 'succeeded' && (
              <span className="team-badge">
                {t(`profile.status.${tip.status}`, { defaultValue: tip.status })}
              </span>
            )}
          </div>
          <span className="member-tip__amount">
            <Money minor={tip.amounts.net} currency={tip.currency} />
          </span>
        </li>
      ))}
    </ul>
  );
}
