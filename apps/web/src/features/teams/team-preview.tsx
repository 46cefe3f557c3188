import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { publicTeam } from '@opentip/shared/schemas/teams.schema';
import { Avatar } from '@/ui/avatar';

export type PublicTeam = z.infer<typeof publicTeam>;

/** The team a code names: what a person checks before asking to join it. */
export function TeamPreview({ team }: { team: PublicTeam }) {
  const { t } = useTranslation('teams');
  return (
    <div className="card team-preview" data-testid="team-preview">
      <Avatar name={team.name} src={team.owner.profileImg} size={48} />
      <div className="team-preview__text">
        <h2 className="team-preview__name">{team.name}</h2>
        <p className="team-preview__meta">{t('join.owner', { name: team.owner.username })}</p>
        <p className="team-preview__meta">{t('join.members', { count: team.memberCount })}</p>
      </div>
    </div>
  );
}
