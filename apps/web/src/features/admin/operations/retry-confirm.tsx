import { useState } from 'react';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';

interface RetryConfirmProps<A extends { message: string }> {
  label: string;
  title: string;
  body: string;
  loading: boolean;
  run: () => Promise<A>;
  /** What to say once it ran; the API's message unless given. */
  announce?: (answer: A) => void;
}

/** A row's Retry: it runs something again for real, so it asks first, then says how it went. */
export function RetryConfirm<A extends { message: string }>({
  label,
  title,
  body,
  loading,
  run,
  announce,
}: RetryConfirmProps<A>) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
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
          void run()
            .then(announce ?? ((answer) => notify.apiSuccess(answer.message)), (error: unknown) =>
              notify.apiError(error),
            )
            .finally(() => setOpen(false));
        }}
      />
    </>
  );
}
