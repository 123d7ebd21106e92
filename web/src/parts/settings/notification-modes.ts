/**
 * The settings' notification modes (docs/notifications.md): a mail per turn or a daily digest at an
 * hour of the player's choosing, and whether a turn answered at once is mailed.
 */
import { html, type TemplateResult } from 'lit-html';
import type { Player } from '../../../../client/index.js';

type Modes = Pick<Player['notifications'], 'mode' | 'digestHour' | 'whenJustPlayed'>;

/** "19:00", or "7:00 PM" on a 12-hour clock (as the player's mails say times). */
const hourText = (h: number, clock: Player['clock']) => (clock === '12h' ? `${((h + 11) % 12) + 1}:00 ${h < 12 ? 'AM' : 'PM'}` : `${String(h).padStart(2, '0')}:00`);

export function notificationModeFields(n: Modes, zone: string | null, clock: Player['clock']): TemplateResult {
  return html`<fieldset class="modes">
    <legend>How often</legend>
    <div class="check"><input type="radio" id="st-mode-each" name="mode" value="each" ?checked=${n.mode === 'each'} /><label for="st-mode-each">A mail whenever a game waits for me</label></div>
    <div class="check"><input type="radio" id="st-mode-digest" name="mode" value="digest" ?checked=${n.mode === 'digest'} /><label for="st-mode-digest">One mail a day listing the games waiting for me (reminders still come)</label></div>
    <label for="st-digest-hour">The daily mail comes at (${zone ? zone.replaceAll('_', ' ') : 'UTC'})</label>
    <select id="st-digest-hour" name="digestHour">
      ${Array.from({ length: 24 }, (_, h) => html`<option value=${String(h)} ?selected=${n.digestHour === h}>${hourText(h, clock)}</option>`)}
    </select>
    <div class="check"><input type="checkbox" id="st-just-played" name="whenJustPlayed" ?checked=${n.whenJustPlayed} /><label for="st-just-played">Mail me even when a bot answers my move at once</label></div>
  </fieldset>`;
}

/** The modes as the form holds them, for PATCH /players/me. */
export function notificationModeValues(f: Record<string, string>): Modes {
  const hour = Number(f.digestHour);
  return { mode: f.mode === 'digest' ? 'digest' : 'each', digestHour: Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 8, whenJustPlayed: f.whenJustPlayed === 'on' };
}
