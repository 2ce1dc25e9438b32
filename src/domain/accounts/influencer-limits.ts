/** Browser-safe constants of the influencer figures (src/domain/accounts/influencer.ts). */

/** How many rows of the per-order commission breakdown the views show (newest first; decision 0070). */
export const INFLUENCER_BREAKDOWN_LIMIT = 200;
