/**
 * The reply use case the SES function hands each accepted message to. The use case itself
 * (`receiveReply` in lambdas/app/inbound/receive-reply.ts: token, parser, the command posted as
 * the API posts it) is built beside this function and joined here, the one line that names it;
 * until then a message that passed SES's verdicts fails loudly (the function's error alarm), and
 * its raw mail stays in the bucket until the lifecycle rule expires it.
 */
export class ReplyUseCaseMissing extends Error {
  override readonly name = 'ReplyUseCaseMissing';
}

export const receive = async (raw: Uint8Array): Promise<never> => {
  throw new ReplyUseCaseMissing(`the reply use case is not joined to this function yet (${raw.length} bytes not read)`);
};
