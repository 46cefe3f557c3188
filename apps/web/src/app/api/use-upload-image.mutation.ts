import { useMutation } from '@tanstack/react-query';
import { uploadData } from '@opentip/shared/schemas/users-api.schema';
import { apiRequest } from './api-client';

export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('/user/upload', { method: 'POST', body: form, schema: uploadData });
}

export function useUploadImageMutation() {
  return useMutation({ mutationFn: uploadImage });
}
