import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { SearchIcon } from '@/ui/icons';

interface AdminSearchFormProps {
  submitLabel: string;
  /** A new search is loading (the first load shows the list's spinner instead). */
  searching: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** The search box (and filters) above a console list. */
export function AdminSearchForm({ submitLabel, searching, onSubmit, children }: AdminSearchFormProps) {
  return (
    <form
      className="admin-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" icon={<SearchIcon />} loading={searching}>
        {submitLabel}
      </Button>
    </form>
  );
}
