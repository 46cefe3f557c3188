import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty } from '@/ui/empty';
import { TextField } from '@/ui/field';
import { SearchIcon } from '@/ui/icons';
import { ADMIN_NS } from '../admin-namespace';
import { AdminResults, PagedCardList } from '../shell/admin-results';
import { AdminSearchForm } from '../shell/admin-search-form';
import { DataLine } from '../shell/bidi';
import { usePagedSearch } from '../shell/pager';
import { PersonTags, displayName } from './person-tags';
import { usePeopleQuery } from './use-people.query';

/** /admin/people: find a person by email, name, user name or unique ID (?q=&page= in the URL). */
export default function PeoplePage() {
  const { t } = useTranslation(ADMIN_NS);
  const { params, page, setPage, setParams } = usePagedSearch();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const people = usePeopleQuery(q, page);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('people.title')}</h1>
      <AdminSearchForm
        submitLabel={t('people.search')}
        searching={people.isFetching && !people.isPending}
        onSubmit={() => setParams({ q: draft })}
      >
        <TextField
          label={t('people.searchLabel')}
          required={false}
          hint={t('people.searchHint')}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </AdminSearchForm>
      <AdminResults
        query={people}
        rows={(data) => data.people}
        empty={
          <Empty headingLevel={2} icon={<SearchIcon />} title={t(q ? 'people.empty' : 'people.emptyAll')} />
        }
      >
        {(found, data) => (
          <PagedCardList pages={data} onPageChange={setPage}>
            {found.map((person) => (
              <li key={person.id}>
                <Link className="admin-list__row" to={`/admin/people/${person.id}`}>
                  <span className="admin-list__main">
                    <strong>
                      <bdi>{displayName(person)}</bdi>
                    </strong>
                    <span className="admin-list__sub">
                      <DataLine values={[person.email, `@${person.username}`, person.uniqueId]} />
                    </span>
                  </span>
                  <span className="admin-list__sub">{t(`people.types.${person.userType}`)}</span>
                  <PersonTags person={person} />
                </Link>
              </li>
            ))}
          </PagedCardList>
        )}
      </AdminResults>
    </div>
  );
}
