import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/api-client';
import { PROFILE_QUERY_KEY } from '@/app/api/use-profile.query';

export interface ContactUsBody {
  name: string;
  email: string;
  message: string;
}

export function contactUs(body: ContactUsBody) {
  return apiRequest('/user/contact-us', { method: 'POST', body });
}

/** POST /user/contact-us; SPEC 7 says contacting support invalidates cached user data. */
export function useContactUsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contactUs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
