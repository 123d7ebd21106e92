/** Routes: POST /sessions (a sign-in mail) and POST /sessions/redeem (its code for a token). */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { redeemSignIn, requestSignIn } from '../../app/accounts/sessions.js';
import { defineRoute } from '../route.js';
import { respond } from '../validate.js';
import { Code, Email } from './players.js';

export const SignInBody = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({ email: Email() }),
);
export const RedeemBody = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({
    code: Code(),
    label: z.optional(z.string().check(z.describe('What the new token is for (your phone, …): 1–60 characters, the same rules as a name. Default: "signed in by e-mail".'))),
  }),
);

export const createSessionRoute = /* @__PURE__ */ defineRoute({ auth: false, body: SignInBody }, async (req, ctx) =>
  respond(await requestSignIn(ctx, req.body.email), (v) => ({ status: 202, body: v })),
);

export const redeemSessionRoute = /* @__PURE__ */ defineRoute({ auth: false, body: RedeemBody }, async (req, ctx) =>
  respond(await redeemSignIn(ctx, req.body.code, req.body.label), (v) => ({ status: 201, body: v })),
);
