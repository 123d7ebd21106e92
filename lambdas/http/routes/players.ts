/** Routes: POST /players, GET /players/me, PATCH /players/me. */
import * as z from 'zod/mini';
import { readProfile, registerPlayer, updateProfile } from '../../app/players.js';
import { defineRoute } from '../route.js';
import { respond } from '../validate.js';

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(60), z.regex(/\S/), z.describe('Shown to the other players. Spaces around it are trimmed.'));
const Email = z.email().check(z.maxLength(254), z.describe('Where turn notifications go (after you confirm the subscription mail).'));

export const RegisterBody = z.strictObject({ name: Name, email: Email });
export const UpdateBody = z
  .strictObject({
    name: z.optional(Name),
    email: z.optional(Email),
    notifications: z.optional(
      z.strictObject({
        email: z.optional(z.boolean().check(z.describe('Send e-mail at all (off unsubscribes the address).'))),
        reminders: z.optional(z.boolean().check(z.describe('Send a reminder when a quarter of the time is left.'))),
      }),
    ),
  })
  // minProperties is what openapi.yaml says of the refinement (JSON Schema cannot run it).
  .check(z.refine((b) => Object.keys(b).length > 0, 'Send at least one of name, email, notifications.'), z.meta({ minProperties: 1 }));

export const registerPlayerRoute = defineRoute({ auth: false, body: RegisterBody }, async (req, ctx) =>
  respond(await registerPlayer(ctx, req.body), (p) => ({ status: 201, body: p })),
);

export const getMeRoute = defineRoute({ auth: true }, async (req, ctx) => respond(await readProfile(ctx, req.player), (p) => ({ status: 200, body: p })));

export const updateMeRoute = defineRoute({ auth: true, body: UpdateBody }, async (req, ctx) =>
  respond(await updateProfile(ctx, req.player, req.body), (p) => ({ status: 200, body: p })),
);
