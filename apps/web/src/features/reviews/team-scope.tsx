import { useTranslation } from 'react-i18next';
import type { MyTeam } from '@opentip/shared/schemas/teams.schema';
import { SelectField } from '@/ui/field';

/**
 * For team owners and admins: one of their teams' feedback, or (admins only: a team owner has no
 * personal rating, SPEC 4) their own.
 */
export function TeamScope(props: {
  teams: MyTeam[];
  value: string | null;
  withMine: boolean;
  onChange: (teamId: string | null) => void;
}) {
  const { t } = useTranslation('reviews');
  return (
    <div className="card review-scope">
      <SelectField
        label={t('scope.label')}
        required={false}
        placeholder={props.withMine ? t('scope.mine') : undefined}
        value={props.value ?? ''}
        options={props.teams.map((team) => ({ value: team.id, label: team.name }))}
        onChange={(e) => props.onChange(e.target.value || null)}
      />
    </div>
  );
}
