/** Routes: the caller's tokens, one per device: list, issue, revoke one, revoke all but the current one. */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { createToken, listTokens, revokeTokens } from '../../app/accounts/devices.js';
import { problems } from '../../app/core/problems.js';
import { HttpProblem } from '../problem.js';
import { defineRoute } from '../route.js';
import { respond } from '../validate.js';

/** A token id in a path; anything else names no token (404). */
export const TokenIdParam = /* @__PURE__ */ builtOnce(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/), z.describe('A token id from `GET /players/me/tokens`.')),
);

export const CreateTokenBody = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({
    label: z.string().check(z.describe('What the token is for (your phone, a script…): 1–60 characters, the same rules as a name.')),
  }),
);

export const listTokensRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) =>
  respond(await listTokens(ctx, req.caller), (v) => ({ status: 200, body: v })),
);

export const createTokenRoute = /* @__PURE__ */ defineRoute({ auth: true, body: CreateTokenBody }, async (req, ctx) =>
  respond(await createToken(ctx, req.caller, req.body.label), (v) => ({ status: 201, body: v })),
);

export const revokeTokenRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) => {
  const tokenId = req.pathParameters.tokenId ?? '';
  if (!TokenIdParam().safeParse(tokenId).success) throw new HttpProblem(problems.tokenNotFound());
  return respond(await revokeTokens(ctx, req.caller, tokenId), () => ({ status: 204 }));
});

export const revokeOtherTokensRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) =>
  respond(await revokeTokens(ctx, req.caller, null), () => ({ status: 204 })),
);
