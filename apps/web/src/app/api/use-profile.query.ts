import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userData } from '@opentip/shared/schemas/user.schema';
import { apiRequest } from './api-client';
import { sessionStore } from '../session/session-store';

export const PROFILE_QUERY_KEY = ['user', 'profile'] as const;

export async function fetchProfile() {
  const { data } = await apiRequest('/user/profile', { schema: userData });
  return data.user;
}

/** Keeps the stored session user fresh (role, team flags, currency) after start-up. */
export function useProfileQuery(enabled: boolean) {
  const query = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile, enabled, staleTime: 60_000 });
  const user = query.data;
  useEffect(() => {
    if (user) sessionStore.updateUser(user);
  }, [user]);
  return query;
}
