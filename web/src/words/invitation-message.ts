/**
 * What the inviter is told after `POST /games/{id}/invitations`: the three fates of the mail said as
 * they are. The join link is shown whenever the mail is not surely on its way, so the inviter can share
 * it by hand; a mail awaiting the invitee's subscription confirmation was sent, but reaches them only
 * after they confirm, so saying "no mail was sent" would be untrue.
 */
import type { components } from '../../../client/index.js';

/** The parts of the API's answer the sentence uses (the generated type, so a new `mail` value fails to compile here). */
export type InvitationAnswer = Pick<components['schemas']['InvitationAnswer'], 'mail' | 'joinUrl'>;

export function invitationMessage(email: string, answer: InvitationAnswer): string {
  switch (answer.mail) {
    case 'sent':
      return `${email} is invited: a mail with this game's link is on its way.`;
    case 'awaiting-confirmation':
      return `${email} is invited. A mail with this game's link was sent, but it reaches them only after they confirm their e-mail subscription (the link in the confirmation mail they got when signing up). Meanwhile, share this link with them: ${answer.joinUrl}`;
    case 'not-sent':
      return `${email} is invited, but no mail was sent. Share this link with them: ${answer.joinUrl}`;
  }
}
