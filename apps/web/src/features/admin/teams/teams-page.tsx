import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { TextField } from '@/ui/field';
import { SearchIcon, UsersIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { ADMIN_NS } from '../admin-namespace';
import { LoadError } from '../shell/load-error';
import { Pager, usePagedSearch } from '../shell/pager';
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
      <form
        className="admin-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ q: draft });
        }}
      >
        <TextField
          label={t('teams.searchLabel')}
          required={false}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" icon={<SearchIcon />} loading={list.isFetching && !list.isPending}>
          {t('teams.search')}
        </Button>
      </form>
      {list.isPending && <Spinner />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.teams.length === 0 && (
        <Empty icon={<UsersIcon />} title={t(q ? 'teams.empty' : 'teams.emptyAll')} />
      )}
      {list.data && list.data.teams.length > 0 && (
        <section className="admin-card">
          <ul className="admin-list">
            {list.data.teams.map((team) => (
              <li key={team.id} data-testid={`team-${team.id}`}>
                <Link className="admin-list__row" to={`/admin/teams/${team.id}`}>
                  <span className="admin-list__main">
                    <strong>{team.name}</strong>
                    <span className="admin-list__sub">
                      {[`@${team.owner.username}`, team.owner.email, team.business?.name]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="admin-code">{team.code}</span>
                  <span className="admin-list__sub">{t('teams.membersCount', { n: team.membersCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={list.data.page}
            hasMore={list.data.hasMore}
            total={list.data.total}
            onPageChange={setPage}
          />
        </section>
      )}
    </div>
  );
}
