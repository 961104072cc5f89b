import type { UserObject } from '@mfi/contract/profiles.schemas';

export type SocialNetwork = 'facebook' | 'instagram' | 'twitter' | 'youtube';

const SITES: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  twitter: 'https://x.com/',
  youtube: 'https://www.youtube.com/',
};

/**
 * The address a member's social field opens: an http(s) address as written, a bare handle ("@name" or
 * "name") on its network; anything else (a javascript: or other scheme) gives no link.
 */
export function socialUrl(network: SocialNetwork, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }
  const handle = text.replace(/^@/, '');
  if (!/^[\w.-]{1,100}$/.test(handle)) return null;
  return `${SITES[network]}${network === 'youtube' ? '@' : ''}${handle}`;
}

/** The member's social links that can be opened, in the spec's order. */
export function socialLinks(user: UserObject): { network: SocialNetwork; url: string; label: string }[] {
  return (['facebook', 'instagram', 'twitter', 'youtube'] as const).flatMap((network) => {
    const url = socialUrl(network, user[network]);
    if (!url) return [];
    const label = network === 'youtube' && user.youtubename ? user.youtubename : user[network].trim();
    return [{ network, url, label }];
  });
}
