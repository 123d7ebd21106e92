/** A new game: the form (parts/forms/new-game-form.ts), posted as POST /games; then the game's page. */
import type { TemplateResult } from 'lit-html';
import { api, unwrapData } from '../app/api.js';
import { gamePath, navigate } from '../app/navigation.js';
import { attempt, update } from '../app/store.js';
import { creatable, creationBody } from '../games/creation.js';
import { formValues } from '../parts/forms/forms.js';
import { newGameForm } from '../parts/forms/new-game-form.js';

export function newGameScreen(): TemplateResult {
  // The form's own fields say which game and how many players: it is drawn again when they change.
  const kind = (document.getElementById('ng-game') as HTMLSelectElement | null)?.value ?? creatable(undefined).id;
  const players = (document.getElementById('ng-players') as HTMLSelectElement | null)?.value ?? '2';
  const create = (e: Event) => {
    const body = creationBody(formValues(e));
    void attempt(async () => {
      const created = unwrapData(await api().api.POST('/games', { body }));
      navigate(gamePath(created.gameId));
    });
  };
  const withBot = [...document.querySelectorAll<HTMLSelectElement>('select[name^="seat-"]')].some((s) => s.value !== 'person');
  const clock = (document.getElementById('ng-clock') as HTMLSelectElement | null)?.value === 'bank' ? 'bank' : 'fixed';
  return newGameForm({ kind, players, changed: () => update(), create, withBot, clock });
}
