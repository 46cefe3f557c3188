import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty } from '@/ui/empty';
import { TextField } from '@/ui/field';
import { UsersIcon } from '@/ui/icons';
import { ADMIN_NS } from '../admin-namespace';
import { AdminResults, PagedCardList } from '../shell/admin-results';
import { AdminSearchForm } from '../shell/admin-search-form';
import { DataLine } from '../shell/bidi';
import { usePagedSearch } from '../shell/pager';
import { useTeamsQuery } from './use-teams.query';

/** /admin/teams: find a team by name, team code or its owner (?q=&page= in the URL). */
export default function TeamsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { params, page, setPage, setParams } = usePagedSearch();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const list = useTeamsQuery(q, page);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('teams.title')}</h1>
      <AdminSearchForm
        submitLabel={t('teams.search')}
        searching={list.isFetching && !list.isPending}
        onSubmit={() => setParams({ q: draft })}
      >
        <TextField
          label={t('teams.searchLabel')}
          required={false}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </AdminSearchForm>
      <AdminResults
        query={list}
        rows={(data) => data.teams}
        empty={
          <Empty headingLevel={2} icon={<UsersIcon />} title={t(q ? 'teams.empty' : 'teams.emptyAll')} />
        }
      >
        {(teams, data) => (
          <PagedCardList pages={data} onPageChange={setPage}>
            {teams.map((team) => (
              <li key={team.id} data-testid={`team-${team.id}`}>
                <Link className="admin-list__row" to={`/admin/teams/${team.id}`}>
                  <span className="admin-list__main">
                    <strong>
                      <bdi>{team.name}</bdi>
                    </strong>
                    <span className="admin-list__sub">
                      <DataLine values={[`@${team.owner.username}`, team.owner.email]} />
                      {team.business && (
                        <>
                          {' · '}
                          <bdi>{team.business.name}</bdi>
                        </>
                      )}
                    </span>
                  </span>
                  <span className="admin-code">{team.code}</span>
                  <span className="admin-list__sub">{t('teams.membersCount', { n: team.membersCount })}</span>
                </Link>
              </li>
            ))}
          </PagedCardList>
        )}
      </AdminResults>
    </div>
  );
}
