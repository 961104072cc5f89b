/**
 * The name a member goes by in the header's short profile, and whose first letter both their avatars show
 * when they have no photo (issue 24: the header's initial and the profile's differed): "last first", or
 * the username when neither name is given.
 */
export const memberName = (member: { lastname: string | null; firstname: string | null; username: string }) =>
  [member.lastname, member.firstname].filter(Boolean).join(' ') || member.username;
