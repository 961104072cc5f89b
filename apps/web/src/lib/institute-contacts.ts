// The institute's addresses, configured at build time: the footer and the festival's registration page show them.

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
/** A configured web address, if it is one (http or https); anything else is left out. */
const webAddress = (value: unknown) => {
  const url = text(value);
  return url && /^https?:\/\/\S+$/.test(url) ? url : undefined;
};

/**
 * The institute's contact addresses (issue 16 item 6; part 1 section 2 "Footer"; the festival's registration
 * page tells a member without the entrant flag whom to write, issue 24 item 5): from the build's
 * configuration (VITE_MFI_EMAIL, VITE_MFI_TWITTER, VITE_MFI_FACEBOOK, VITE_MFI_INSTAGRAM), read when the
 * page renders. No address is known for certain, so none is built in: an address left unset is not shown.
 * docs/decisions/017-about-us.md.
 */
export function instituteContacts(env: Record<string, unknown> = import.meta.env) {
  const email = text(env.VITE_MFI_EMAIL);
  return {
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined,
    twitter: webAddress(env.VITE_MFI_TWITTER),
    facebook: webAddress(env.VITE_MFI_FACEBOOK),
    instagram: webAddress(env.VITE_MFI_INSTAGRAM),
  };
}
