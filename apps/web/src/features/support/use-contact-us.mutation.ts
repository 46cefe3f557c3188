import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/api-client';

export interface ContactUsBody {
  name: string;
  email: string;
  message: string;
}

export function contactUs(body: ContactUsBody) {
  return apiRequest('/user/contact-us', { method: 'POST', body });
}

export function useContactUsMutation() {
  return useMutation({ mutationFn: contactUs });
}
