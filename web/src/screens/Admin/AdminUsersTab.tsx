// The accounts: the total, a search (username, email or role), and the spec's columns in a 500 px
// scroll area. Pages of 50 load as the list is scrolled to its end (or with 'Load more'), so the
// listing stays quick at 100,000 accounts: the server reads one indexed page at a time.
import { useEffect, useRef, useState, useTransition } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AdminUsersTabPaginationQuery } from '../../__generated__/AdminUsersTabPaginationQuery.graphql.ts';
import type { AdminUsersTab_query$key } from '../../__generated__/AdminUsersTab_query.graphql.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatCount, formatDateTime } from './adminFormat.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import '../../components/field.css';

const PAGE = 50;

const fragment = graphql`
  fragment AdminUsersTab_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "AdminUsersTabPaginationQuery") {
    adminUsers(first: $count, after: $cursor, search: $search)
      @connection(key: "AdminUsersTab_adminUsers", filters: ["search"]) {
      totalCount
      edges {
        node {
          id
          databaseId
          username
          email
          role
          emailVerified
          createdAt
          lastLogin
          lastActiveAt
        }
      }
    }
  }
`;

export function AdminUsersTab({ query }: { query: AdminUsersTab_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    AdminUsersTabPaginationQuery,
    AdminUsersTab_query$key
  >(fragment, query);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [isSearching, startSearch] = useTransition();
  const searched = useRef('');
  useEffect(() => {
    if (debounced === searched.current) return;
    searched.current = debounced;
    // A transition keeps the current rows on screen while the new ones load.
    startSearch(() => {
      refetch({ search: debounced || null, count: PAGE }, { fetchPolicy: 'store-or-network' });
    });
  }, [debounced, refetch]);

  const users = data.adminUsers.edges.map((edge) => edge.node);
  const loadMore = () => {
    if (hasNext && !isLoadingNext) loadNext(PAGE);
  };
  return (
    <div className="admin-users">
      <div className="admin-users__bar">
        <p className="admin-users__total" aria-live="polite">
          {m.admin_users_total({ count: formatCount(data.adminUsers.totalCount) })}
        </p>
        <SearchField className="field admin-users__search" value={search} onChange={setSearch} aria-busy={isSearching}>
          <Label className="field__label">{m.admin_users_search()}</Label>
          <Input className="field__input" />
        </SearchField>
      </div>
      <ScrollRegion
        label={m.admin_tab_users()}
        className="admin-table-scroll--fixed"
        onScroll={(event) => {
          const box = event.currentTarget;
          if (box.scrollHeight - box.scrollTop - box.clientHeight < 200) loadMore();
        }}
      >
        {users.length === 0 ? (
          <p className="admin-empty">{m.admin_no_users()}</p>
        ) : (
          <table className="admin-table admin-table--users">
            <thead>
              <tr>
                <th scope="col">{m.admin_col_id()}</th>
                <th scope="col">{m.admin_col_username()}</th>
                <th scope="col">{m.admin_col_email()}</th>
                <th scope="col">{m.admin_col_role()}</th>
                <th scope="col">{m.admin_col_verified()}</th>
                <th scope="col">{m.admin_col_created()}</th>
                <th scope="col">{m.admin_col_last_login()}</th>
                <th scope="col">{m.admin_col_last_active()}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.databaseId}</td>
                  <th scope="row">{user.username}</th>
                  <td className="admin-table__email">{user.email}</td>
                  <td>
                    <span className={`admin-role admin-role--${user.role === 'admin' ? 'admin' : 'user'}`}>
                      {user.role}
                    </span>
                  </td>
                  <td>{user.emailVerified ? m.admin_yes() : m.admin_no()}</td>
                  <td>{user.createdAt ? formatDateTime(user.createdAt) : m.admin_na()}</td>
                  <td>{user.lastLogin ? formatDateTime(user.lastLogin) : m.admin_never()}</td>
                  <td>{user.lastActiveAt ? formatDateTime(user.lastActiveAt) : m.admin_never()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {hasNext && (
          <div className="admin-users__more">
            <Button className="button button--ghost" onPress={loadMore} isDisabled={isLoadingNext}>
              {m.admin_load_more()}
            </Button>
          </div>
        )}
      </ScrollRegion>
    </div>
  );
}
