import { describe, expect, it } from 'vitest';
import { instituteContacts } from './institute-contacts';

describe('instituteContacts', () => {
  it('shows the configured addresses and nothing that is not configured', () => {
    expect(instituteContacts({})).toEqual({
      email: undefined,
      twitter: undefined,
      facebook: undefined,
      instagram: undefined,
    });
    expect(
      instituteContacts({
        VITE_MFI_EMAIL: ' info@example.mn ',
        VITE_MFI_FACEBOOK: 'https://www.facebook.com/example',
        VITE_MFI_TWITTER: 'javascript:alert(1)',
        VITE_MFI_INSTAGRAM: '',
      }),
    ).toEqual({
      email: 'info@example.mn',
      twitter: undefined,
      facebook: 'https://www.facebook.com/example',
      instagram: undefined,
    });
    expect(instituteContacts({ VITE_MFI_EMAIL: 'not an address' }).email).toBeUndefined();
  });
});
