import { z } from 'zod';

/**
 * What a follower may see besides the live glucose (value, trend, 24-hour chart, device status
 * and alerts, which every follower sees): the meals and doses, and what is on board from them.
 */
export const followerSharesSchema = z.object({ mealsAndDoses: z.boolean() });
export type FollowerShares = z.output<typeof followerSharesSchema>;

export const FULL_FOLLOWER_SHARES: FollowerShares = Object.freeze({ mealsAndDoses: true });
