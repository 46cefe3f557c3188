import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ToastProvider } from '@/ui/toasts';
import { ApiError } from './api/api-client';
import { PersistGate } from './session/persist-gate';
import type { PersistedReader } from './session/session-persistence';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  readSession?: PersistedReader;
}

export function Providers({ children, queryClient, readSession }: ProvidersProps) {
  const { t } = useTranslation();
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider closeLabel={t('common.close')}>
        <PersistGate read={readSession}>{children}</PersistGate>
      </ToastProvider>
    </QueryClientProvider>
  );
}
