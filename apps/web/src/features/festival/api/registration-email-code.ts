import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registrationEmailCodeResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /award/registration-email-code/ {email}: mails a code confirming an address for the fee mail. */
export function requestEmailCode(email: string): Promise<z.infer<typeof registrationEmailCodeResponse>> {
  return apiRequest('/award/registration-email-code/', { method: 'POST', body: { email } });
}

export function useRequestEmailCode() {
  return useMutation({ mutationFn: requestEmailCode });
}
