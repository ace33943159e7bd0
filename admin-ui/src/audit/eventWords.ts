// Event types in words: 'BusinessNodeCreated' → 'Business node created'.
const SPECIAL: Record<string, string> = {
  InternalUserCreated: 'Internal user created',
  UserInvited: 'User invited',
  UserReinvited: 'User re-invited',
  InvitationAccepted: 'Invitation accepted',
};

export function eventInWords(type: string): string {
  if (SPECIAL[type]) return SPECIAL[type]!;
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
