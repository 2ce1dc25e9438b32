/**
 * The value lists of returns and complaints (decision 0102), kept apart from the Drizzle schema (which re-exports
 * them for its CHECK constraints) so that browser code can use them without the database layer.
 */
export const RETURN_KINDS = ['withdrawal', 'complaint'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_STATES = ['received', 'accepted', 'rejected', 'refunded', 'resolved'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
export const RETURN_RESOLUTIONS = ['repair', 'replacement', 'refund'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];
