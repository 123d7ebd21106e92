/**
 * An invitation link (`/play/games/{gameId}?invitation=<token>`, see the API's invitation-links.ts):
 * the token carries the invited address readable, so the sign-up form shows it filled in. Signing up
 * with that address sends the token along (the link proves the address); with another one it is a
 * plain registration.
 */
export interface InvitationInLink {
  readonly token: string;
  readonly gameId: string;
  readonly email: string;
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The invitation of this page's link, when it has one of the right form (the server judges the rest). */
export function invitationInLink(search: string = location.search): InvitationInLink | null {
  const token = new URLSearchParams(search).get('invitation');
  const [gameId, address] = token?.split('.') ?? [];
  const email = address === undefined ? null : fromBase64Url(address);
  return token && gameId && email && email.includes('@') ? { token, gameId, email } : null;
}

/** The same address, as the server compares them (trimmed, lower case). */
export const sameAddress = (a: string, b: string): boolean => a.normalize('NFC').trim().toLowerCase() === b.normalize('NFC').trim().toLowerCase();
