import { useMutation } from '@tanstack/react-query';
import type { RegistrationFields } from '@mfi/contract/festival.schemas';
import type { z } from 'zod';
import type { registrationResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /award/register-annual-festival/ (multipart): the film, the director's register number (and the picked
 * director, if any), the contact and its code, the consents; empty optional fields are left out.
 */
export function registerFilm(fields: RegistrationFields): Promise<z.infer<typeof registrationResponse>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, String(value));
  return apiRequest('/award/register-annual-festival/', { method: 'POST', body });
}

export function useRegisterFilm() {
  return useMutation({ mutationFn: registerFilm });
}
