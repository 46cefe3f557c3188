import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Empty } from '@/ui/empty';
import { AdminTable } from './admin-results';

function Row({ email }: { email: string }) {
  return (
    <tr>
      <td>{email}</td>
      <td className="admin-table__num">3</td>
    </tr>
  );
}

describe('AdminTable on a phone', () => {
  it("gives every cell its column's name, which the stacked cards show beside the value", () => {
    const { rerender } = render(
      <AdminTable columns={[{ label: 'Email' }, { label: 'Tips', numeric: true }]}>
        <Row email="ana@example.com" />
      </AdminTable>,
    );
    expect(screen.getByText('ana@example.com')).toHaveAttribute('data-label', 'Email');
    expect(screen.getByText('3')).toHaveAttribute('data-label', 'Tips');

    rerender(
      <AdminTable columns={[{ label: 'Email' }, { label: 'Tips', numeric: true }]}>
        <Row email="ana@example.com" />
        <Row email="bo@example.com" />
      </AdminTable>,
    );
    expect(screen.getByText('bo@example.com')).toHaveAttribute('data-label', 'Email');
  });
});

describe('Empty', () => {
  it('is the page heading by default and a section heading inside a page that has its own', () => {
    const { rerender } = render(<Empty title="Nothing yet" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing yet' })).toBeInTheDocument();
    rerender(<Empty title="Nothing yet" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
