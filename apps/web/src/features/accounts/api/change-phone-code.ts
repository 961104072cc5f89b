import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ChangePhoneBody {
  username: string;
  password: string;
  phone1: string;
  phone2: string;
}

/** Sends the activation code to the new number (phone2). */
export function changePhoneCode(body: ChangePhoneBody): Promise<{ status: boolean }> {
  return apiRequest('/user-changephone-code/', { method: 'POST', body });
}

export function useChangePhoneCode() {
  return useMutation({ mutationKey: ['auth', 'change-phone-code'], mutationFn: changePhoneCode });
}
