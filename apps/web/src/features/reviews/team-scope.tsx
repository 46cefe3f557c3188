import { useTranslation } from 'react-i18next';
import type { MyTeam } from '@opentip/shared/schemas/teams.schema';
import { SelectField } from '@/ui/field';

/** For team owners and admins: their own feedback or one of their teams'. */
export function TeamScope(props: {
  teams: MyTeam[];
  value: string | null;
  onChange: (teamId: string | null) => void;
}) {
  const { t } = useTranslation('reviews');
  return (
    <div className="card review-scope">
      <SelectField
        label={t('scope.label')}
        required={false}
        placeholder={t('scope.mine')}
        value={props.value ?? ''}
        options={props.teams.map((team) => ({ value: team.id, label: team.name }))}
        onChange={(e) => props.onChange(e.target.value || null)}
      />
    </div>
  );
}
