import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@opentip/shared/messages';
import { json } from '@test/render-app';
import { ok, requestsTo } from '../shell/admin-test-kit';
import { makePerson, renderPeople } from './admin-people-test-kit';

const maria = makePerson();
const page = (people: unknown[], extra: object = {}) => ({
  people,
  page: 1,
  total: people.length,
  hasMore: false,
  ...extra,
});

describe('/admin/people', () => {
  it('finds a person by unique ID and opens their page', async () => {
    const { fetchMock } = renderPeople('/admin/people', (url) => {
      if (url.includes('/admin/people?')) return ok(page(url.includes('q=12345678') ? [maria] : []));
      if (url.endsWith(`/admin/people/${maria.id}`)) return undefined;
      return undefined;
    });
    expect(await screen.findByText('No people yet.')).toBeInTheDocument();
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText(/search people/i), '12345678');
    await ue.click(screen.getByRole('button', { name: 'Search' }));

    const link = await screen.findByRole('link', { name: /maria lopez/i });
    expect(link).toHaveAttribute('href', `/admin/people/${maria.id}`);
    expect(screen.getByTestId('location').textContent).toBe('/admin/people?q=12345678');
    expect(requestsTo(fetchMock, '/admin/people').at(-1)?.url).toContain('q=12345678');
  });

  it('says when nobody matches the search', async () => {
    renderPeople('/admin/people?q=nobody', (url) =>
      url.includes('/admin/people?') ? ok(page([])) : undefined,
    );
    expect(await screen.findByText('No one matches this search.')).toBeInTheDocument();
  });

  it('pages through the results with the page in the URL', async () => {
    const blocked = makePerson({ id: 'p-2', chatDisabled: true, signInDisabledAt: '2026-02-01T00:00:00Z' });
    const { fetchMock } = renderPeople('/admin/people?q=ma', (url) =>
      url.includes('/admin/people?')
        ? ok(
            page([blocked], {
              page: url.includes('page=2') ? 2 : 1,
              total: 21,
              hasMore: !url.includes('page=2'),
            }),
          )
        : undefined,
    );
    expect(await screen.findByText('Chat disabled')).toBeInTheDocument();
    expect(screen.getByText('Sign-in disabled')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/people?q=ma&page=2'));
    await waitFor(() => expect(requestsTo(fetchMock, '/admin/people').at(-1)?.url).toContain('page=2'));
  });

  it('shows the API message when the search fails', async () => {
    renderPeople('/admin/people', () =>
      json(403, { success: false, code: 'ADMIN_ONLY', message: MESSAGES.adminOnly }),
    );
    expect(await screen.findByText(MESSAGES.adminOnly)).toBeInTheDocument();
  });
});
