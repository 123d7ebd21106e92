/**
 * Creation options (rules §1, §9; issue). The platform strips `turnTimeLimitHours` before this
 * schema sees the options, so the schema is strict about everything else.
 */
import * as z from 'zod/mini';

export const MrJackOptions = z.strictObject({
  /** Which printed board: they differ in manholes and two start hexes. */
  board: z._default(z.enum(['2016', '2006']), '2016'),
  /** The creator's (seat 0's) wish; 'random' lets setup draw the roles. */
  role: z._default(z.enum(['jack', 'detective', 'random']), 'random'),
  /** Reserved for the Extension issue: until it lands, `true` is refused at creation. */
  extension: z._default(
    z.boolean().check(z.refine((on) => on === false, 'The Mr. Jack Extension is not available yet: set extension to false or leave it out.')),
    false,
  ),
});
export type MrJackOptions = z.infer<typeof MrJackOptions>;
