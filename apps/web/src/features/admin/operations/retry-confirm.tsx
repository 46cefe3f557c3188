import { useState } from 'react';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';

interface RetryConfirmProps {
  label: string;
  title: string;
  body: string;
  loading: boolean;
  onConfirm: () => Promise<unknown>;
}

/** A row's Retry: it runs something again for real, so it asks first. */
export function RetryConfirm({ label, title, body, loading, onConfirm }: RetryConfirmProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} loading={loading}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        body={body}
        confirmLabel={label}
        loading={loading}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          void onConfirm().finally(() => setOpen(false));
        }}
      />
    </>
  );
}
