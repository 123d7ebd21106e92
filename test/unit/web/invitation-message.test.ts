// The web client's sentence after an invitation (web/src/words/invitation-message.ts): each of the three
// answers of POST /games/{id}/invitations said truthfully, the join link shown unless the mail is surely on its way.
import { describe, expect, it } from 'vitest';
import { invitationMessage } from '../../../web/src/words/invitation-message.js';

const joinUrl = 'https://example.com/play/games/g-1';

describe('invitationMessage', () => {
  it('a sent mail: on its way, no link needed', () => {
    const line = invitationMessage('bob@example.com', { mail: 'sent', joinUrl });
    expect(line).toMatch(/on its way/);
    expect(line).not.toContain(joinUrl);
  });
  it('awaiting confirmation: the mail was sent, reaches them after they confirm, and the link is shown', () => {
    const line = invitationMessage('bob@example.com', { mail: 'awaiting-confirmation', joinUrl });
    expect(line).toMatch(/was sent/);
    expect(line).toMatch(/only after they confirm/);
    expect(line).not.toMatch(/no mail/i);
    expect(line).toContain(joinUrl);
  });
  it('not sent: says so and shows the link', () => {
    const line = invitationMessage('bob@example.com', { mail: 'not-sent', joinUrl });
    expect(line).toMatch(/no mail was sent/);
    expect(line).toContain(joinUrl);
  });
});
