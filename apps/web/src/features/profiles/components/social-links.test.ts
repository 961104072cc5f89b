import { describe, expect, it } from 'vitest';
import { socialUrl } from './social-links';

describe('a member’s social links', () => {
  it('opens an http(s) address as written and a handle on its network', () => {
    expect(socialUrl('facebook', 'https://www.facebook.com/mfi.mn')).toBe('https://www.facebook.com/mfi.mn');
    expect(socialUrl('instagram', '@enkhjin')).toBe('https://www.instagram.com/enkhjin');
    expect(socialUrl('twitter', 'enkhjin_mn')).toBe('https://x.com/enkhjin_mn');
    expect(socialUrl('youtube', 'mfichannel')).toBe('https://www.youtube.com/@mfichannel');
  });

  it('gives no link for another scheme or a text that is no handle', () => {
    expect(socialUrl('facebook', 'javascript:alert(1)')).toBeNull();
    expect(socialUrl('instagram', 'data:text/html,hi')).toBeNull();
    expect(socialUrl('twitter', 'два үг')).toBeNull();
    expect(socialUrl('youtube', '   ')).toBeNull();
  });
});
