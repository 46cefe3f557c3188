import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderAdminScreen, requestsTo } from '../shell/admin-test-kit';
import AuditPage from './audit-page';
import { changedKeys } from './audit-diff';

const TIP_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

const ROOT = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  uniqueId: '10000001',
  username: 'root',
  email: 'root@opentip.test',
  fullName: 'Rita Root',
};

const entries = [
  {
    id: 2,
    adminUserId: 'a1b2c3d4-0000-4000-8000-000000000001',
    admin: ROOT,
    action: 'tip.refund',
    targetType: 'tip',
    targetId: TIP_ID,
    before: { refundedAmount: 0, status: 'succeeded' },
    after: { refundedAmount: 500, status: 'succeeded' },
    reason: 'Charged twice',
    createdAt: '2026-11-22T10:00:00.000Z',
  },
  {
    id: 1,
    adminUserId: 'a1b2c3d4-0000-4000-8000-000000000001',
    admin: ROOT,
    action: 'admin.setPassword',
    targetType: 'admin',
    targetId: 'a1b2c3d4-0000-4000-8000-000000000001',
    before: null,
    after: null,
    reason: null,
    createdAt: '2026-11-21T10:00:00.000Z',
  },
];

function renderAudit(path: string, list: unknown[] = entries) {
  return renderAdminScreen(path, '/admin/audit', <AuditPage />, (url) =>
    url.split('?')[0]?.endsWith('/admin/audit')
      ? ok({ entries: list, page: 1, total: list.length, hasMore: false })
      : undefined,
  );
}

describe('/admin/audit', () => {
  it('shows each entry: admin, action, target linking to its page, reason and only the changed keys', async () => {
    renderAudit('/admin/audit');
    const refund = await screen.findByTestId('audit-2');
    expect(refund).toHaveTextContent('tip.refund');
    expect(refund).toHaveTextContent('root@opentip.test');
    expect(refund).not.toHaveTextContent('a1b2c3d4');
    expect(refund).toHaveTextContent('Charged twice');
    expect(within(refund).getByRole('link', { name: '9a8b7c6d' })).toHaveAttribute(
      'href',
      `/admin/tips/${TIP_ID}`,
    );
    expect(within(refund).getByLabelText('Before')).toHaveTextContent('0');
    expect(within(refund).getByLabelText('After')).toHaveTextContent('500');
    expect(refund).not.toHaveTextContent('status');
    const other = screen.getByTestId('audit-1');
    expect(other).toHaveTextContent('Administrator');
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is read-only: nothing on the page edits or deletes an entry', async () => {
    renderAudit('/admin/audit');
    await screen.findByTestId('audit-2');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Search']);
  });

  it('sends the filters as the query and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAudit('/admin/audit?action=tip.refund');
    await screen.findByTestId('audit-2');
    expect(requestsTo(fetchMock, '/admin/audit')[0]?.query.get('action')).toBe('tip.refund');
    await user.selectOptions(screen.getByLabelText('Target type'), 'tip');
    await user.type(screen.getByLabelText('Target id'), TIP_ID);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(`/admin/audit?action=tip.refund&targetType=tip&targetId=${TIP_ID}`);
    const last = requestsTo(fetchMock, '/admin/audit').at(-1);
    expect(last?.query.get('targetType')).toBe('tip');
    expect(last?.query.get('targetId')).toBe(TIP_ID);
    expect(last?.query.get('action')).toBe('tip.refund');
  });

  it('says when no entry matches', async () => {
    renderAudit('/admin/audit?action=nothing', []);
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
  });
});

describe('changedKeys', () => {
  it('lists added, removed and changed keys, not the unchanged ones', () => {
    expect(changedKeys({ a: 1, b: true, c: 'x' }, { a: 1, b: false, d: null })).toEqual([
      { key: 'b', before: 'true', after: 'false' },
      { key: 'c', before: '"x"', after: undefined },
      { key: 'd', before: undefined, after: 'null' },
    ]);
  });
});
