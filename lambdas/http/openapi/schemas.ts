/**
 * The JSON Schemas of openapi.yaml's components, converted from the zod schemas the server itself
 * uses: request bodies and headers as it validates them, answers as it builds them (their types
 * are inferred from the same schemas), and each game's options and commands from the game.
 */
import { RatedRequest } from '../../app/ratings/rated.js';
import { LeaderboardPageSchema, PlayerRatingsSchema } from '../../app/ratings/leaderboard.js';
import { BotSeatsRequest } from '../../app/games/bot-seats.js';
import * as z from 'zod/mini';
import type { AnyGame } from '../../../domain/engine/game.js';
import type { GameRegistry } from '../../../domain/games/registry.js';
import { IssuedToken, TokenList } from '../../app/accounts/devices.js';
import { CreatedWebhook, DeliveryList, WebhookList } from '../../app/webhooks/manage.js';
import { RegisteredPlayer, PlayerProfile } from '../../app/accounts/players.js';
import { VacationAnswer } from '../../app/time/vacation-schema.js';
import { IssuedCalendar } from '../../app/calendar/issue-calendar.js';
import { MuteAnswer } from '../../app/notifications/mute.js';
import { SignInRequested } from '../../app/accounts/sessions.js';
import { ProblemDocument } from '../../app/core/problems.js';
import { InvitationAnswer } from '../../app/games/invite-player.js';
import { VisibilityRequest } from '../../app/lobby/lobby.js';
import { LobbyGameSchema, LobbyPageSchema } from '../../app/lobby/project-lobby.js';
import { GameCardSchema } from '../../app/cards/game-card.js';
import { GameListSchema, GameSummarySchema, HistoryEntrySchema, HistoryPageSchema } from '../../app/games/read-game.js';
import { appliedOptionsSchema, GameResultSchema, gameResourceSchema, PendingDecision, SeatHolder } from '../../app/games/resource.js';

export type JsonSchema = z.core.JSONSchema.BaseSchema;
type Io = 'input' | 'output';

export const componentRef = (id: string) => `#/components/schemas/${id}`;

/** `a-game` → `AGame`: the prefix of a game's component names. */
export function pascal(gameId: string): string {
  return gameId.replace(/(^|[^A-Za-z0-9])([A-Za-z0-9])/g, (_, _sep: string, c: string) => c.toUpperCase());
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Tidies what zod emits into what a reader of openapi.yaml expects. */
function tidy(ctx: { jsonSchema: JsonSchema }): void {
  const s = ctx.jsonSchema;
  // zod bounds every integer by the safe range; only real bounds are worth saying.
  if (s.minimum === -MAX_SAFE) delete s.minimum;
  if (s.maximum === MAX_SAFE) delete s.maximum;
  // A date-time's format says it; zod's long pattern adds nothing for a reader.
  if (s.format === 'date-time') delete s.pattern;
  // A tuple of one kind of item ([Character, Character]) is an array of exactly that many: the
  // same constraint, in the form typed clients read best (openapi-fetch reads tuples as arrays).
  const items = s.prefixItems;
  if (Array.isArray(items) && items.length > 0 && (s.items === undefined || s.items === false) && items.every((i) => JSON.stringify(i) === JSON.stringify(items[0]))) {
    s.items = items[0];
    s.minItems = items.length;
    s.maxItems = items.length;
    delete s.prefixItems;
  }
  // Record keys are strings in JSON anyway.
  if (s.propertyNames && typeof s.propertyNames === 'object' && s.propertyNames.type === 'string' && Object.keys(s.propertyNames).length === 1) delete s.propertyNames;
}

/** A component: its name, its zod schema, and (for a schema that has none of its own) a description. */
type Entry = readonly [id: string, schema: z.ZodMiniType, description?: string];

function convert(entries: readonly Entry[], io: Io): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string; description?: string }>();
  for (const [id, schema, description] of entries) registry.add(schema, description === undefined ? { id } : { id, description });
  const out = z.toJSONSchema(registry, { io, uri: componentRef, override: tidy, unrepresentable: 'throw' }).schemas;
  const schemas: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(out)) {
    const { $schema: _s, $id: _i, ...rest } = schema;
    schemas[id] = rest;
  }
  return schemas;
}

/** One schema alone (a header, a parameter), tidied, without the `$schema` line. */
export function jsonSchemaOf(schema: z.ZodMiniType, io: Io = 'input'): JsonSchema {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, override: tidy, unrepresentable: 'throw' });
  return rest;
}

/** The per-game names: options (as sent, and as applied), commands, creation body and game resource. */
export function gameComponentNames(gameId: string) {
  const p = pascal(gameId);
  return { options: `${p}Options`, applied: `${p}AppliedOptions`, command: `${p}Command`, creation: `${p}GameCreation`, resource: `${p}Game`, view: `${p}View` };
}

/**
 * Every component schema: the request bodies routes validate with (`bodies`, by component name),
 * the platform's answers, and for each game in `games` its options, commands, creation and resource.
 */
export function componentSchemas(games: GameRegistry, bodies: readonly (readonly [string, z.ZodMiniType])[]): Record<string, JsonSchema> {
  const all = [...games.values()];
  const perGame = all.map((game: AnyGame) => {
    const names = gameComponentNames(game.id);
    const applied = appliedOptionsSchema(game);
    // The same fields as the route's CreateBody (routes/games.ts), with this game's options.
    const creation = z.strictObject({ game: z.literal(game.id), options: z.optional(applied), bots: z.optional(BotSeatsRequest()), visibility: z.optional(VisibilityRequest()), rated: z.optional(RatedRequest()) });
    const resource = gameResourceSchema(game);
    const named = Object.entries(game.namedSchemas ?? {}).map(([id, schema]): Entry => {
      // Prefixed by the game, so two games' names never collide.
      if (!id.startsWith(pascal(game.id))) throw new Error(`${game.id}: named schema ${id} must start with ${pascal(game.id)}`);
      return [id, schema];
    });
    return { game, names, applied, creation, resource, named };
  });
  const [first, ...rest] = perGame;
  if (!first) throw new Error('no games to document');
  const union = <K extends 'creation' | 'resource'>(key: K, discriminator: string) =>
    z.discriminatedUnion(discriminator, [first[key], ...rest.map((g) => g[key])]);
  const commands = z.union([first.game.commands, ...rest.map((g) => g.game.commands)]);

  const input = convert(
    [
      ...bodies,
      ['GameCreation', union('creation', 'game'), 'Which game to create, and its options.'],
      ['Command', commands, "A command of one of the games: post one of the game's `legalCommands` exactly as listed."],
      ...perGame.flatMap(({ game, names, applied, creation, named }): Entry[] => [
        ...named,
        [names.options, applied, `${game.title}: the options a creation may send (unknown keys are refused); each has a default.`],
        [names.command, game.commands, `A ${game.title} command.`],
        [names.creation, creation, `A ${game.title} game to create.`],
      ]),
    ],
    'input',
  );
  const output = convert(
    [
      ['Problem', ProblemDocument()],
      ['Player', PlayerProfile()],
      ['RegisteredPlayer', RegisteredPlayer()],
      ['Vacation', VacationAnswer(), 'Your vacation and vacation days.'],
      ['IssuedCalendar', IssuedCalendar(), "Your calendar feed's private address, shown this once."],
      ['MuteAnswer', MuteAnswer(), "Whether a game's turn mails are muted for you."],
      ['TokenList', TokenList(), "The caller's tokens, one per device."],
      ['IssuedToken', IssuedToken(), 'A new token, shown this once, with its id.'],
      ['WebhookList', WebhookList(), "The caller's webhooks, without their secrets."],
      ['CreatedWebhook', CreatedWebhook(), 'A new webhook, with its signing secret shown this once.'],
      ['DeliveryList', DeliveryList(), "A webhook's last delivery attempts."],
      ['SignInRequested', SignInRequested(), 'The same answer for every address.'],
      ['Decision', PendingDecision()],
      ['Seat', SeatHolder()],
      ['GameResult', GameResultSchema()],
      ['GameSummary', GameSummarySchema()],
      ['GameList', GameListSchema()],
      ['LobbyGame', LobbyGameSchema(), 'A public game waiting for players.'],
      ['LobbyPage', LobbyPageSchema()],
      ['PlayerRatings', PlayerRatingsSchema(), "A player's ratings, one per game kind."],
      ['LeaderboardPage', LeaderboardPageSchema()],
      ['GameCard', GameCardSchema(), "A game's public card: what its link tells someone not signed in."],
      ['InvitationAnswer', InvitationAnswer()],
      ['HistoryEntry', HistoryEntrySchema()],
      ['HistoryPage', HistoryPageSchema()],
      ['Game', union('resource', 'game'), `A game as the caller may see it; \`game\` says which game it is (${all.map((g) => `\`${g.id}\``).join(', ')}).`],
      ...perGame.flatMap(({ game, names, applied, resource, named }): Entry[] => [
        ...named,
        [names.view, game.viewSchema, `${game.title}: the game as one seat (or a spectator) may see it.`],
        [names.applied, applied, `${game.title}: the options a game runs with, every default filled in.`],
        [names.command, game.commands, `A ${game.title} command.`],
        [names.resource, resource, `A ${game.title} game as the caller may see it.`],
      ]),
    ],
    'output',
  );
  // A schema both sent and answered (a game's commands) must read the same both ways.
  for (const id of Object.keys(input)) {
    if (id in output && JSON.stringify(stripDescription(input[id])) !== JSON.stringify(stripDescription(output[id]))) {
      throw new Error(`${id} differs between requests and answers`);
    }
  }
  addDiscriminator(input, 'GameCreation', 'game', perGame.map((g) => [g.game.id, g.names.creation]));
  addDiscriminator(output, 'Game', 'game', perGame.map((g) => [g.game.id, g.names.resource]));
  const requests = Object.fromEntries(Object.entries(input).map(([id, schema]) => [id, defaultsInWords(schema)]));
  return sortKeys({ ...output, ...requests });
}

/**
 * A request schema's defaults said in words and in `x-default`, not as JSON Schema `default`:
 * generators read `default` as "always present" (openapi-typescript's default
 * `defaultNonNullable` makes such a property required, in a component reached by $ref too), which
 * is true of an answer but not of a request, where the server fills in what is left out.
 */
export function defaultsInWords(schema: JsonSchema): JsonSchema {
  const copy = structuredClone(schema);
  sayDefaults(copy);
  return copy;
}

function sayDefaults(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(sayDefaults);
  if (node === null || typeof node !== 'object') return;
  Object.values(node).forEach(sayDefaults);
  if (!('default' in node)) return;
  const value = node.default;
  const said = 'description' in node && typeof node.description === 'string' ? node.description : '';
  Reflect.deleteProperty(node, 'default');
  const words = /\bdefault\b/i.test(said) ? said : `${said}${said && !/[.!?]$/.test(said) ? '.' : ''}${said ? ' ' : ''}Default: \`${JSON.stringify(value)}\`.`;
  Object.assign(node, { description: words, 'x-default': value });
}
function stripDescription(s: JsonSchema | undefined): JsonSchema | undefined {
  if (!s) return s;
  const { description: _d, ...rest } = s;
  return rest;
}

function addDiscriminator(schemas: Record<string, JsonSchema>, id: string, propertyName: string, mapping: [string, string][]): void {
  const s = schemas[id];
  if (!s) throw new Error(`no ${id}`);
  s.discriminator = { propertyName, mapping: Object.fromEntries(mapping.map(([value, target]) => [value, componentRef(target)])) };
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
