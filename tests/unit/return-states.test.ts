/** The return request state machine (decision 0102): every allowed and every forbidden transition, per kind. */
import { describe, expect, it } from 'vitest';
import { RETURN_KINDS, RETURN_STATES, type ReturnKind, type ReturnState } from '../../src/db/schema';
import { isAllowedReturnTransition, isReturnClosed, returnDeadline, withdrawalOpen } from '../../src/domain/returns/return-states';

const ALLOWED: Record<ReturnKind, Array<[ReturnState, ReturnState]>> = {
  withdrawal: [
    ['received', 'accepted'],
    ['received', 'rejected'],
    ['accepted', 'refunded'],
  ],
  complaint: [
    ['received', 'accepted'],
    ['received', 'rejected'],
    ['accepted', 'resolved'],
    ['accepted', 'rejected'],
  ],
};

describe('return state machine', () => {
  for (const kind of RETURN_KINDS)
    for (const from of RETURN_STATES)
      for (const to of RETURN_STATES) {
        const allowed = ALLOWED[kind].some(([f, t]) => f === from && t === to);
        it(`${kind}: ${from} → ${to} is ${allowed ? 'allowed' : 'forbidden'}`, () => {
          expect(isAllowedReturnTransition(kind, from, to)).toBe(allowed);
        });
      }

  it('closed states end the deadline; an open request past it is overdue', () => {
    const filed = '2026-03-01T10:00:00.000Z';
    expect(returnDeadline('withdrawal', 'received', filed, new Date('2026-03-15T09:00:00Z'))).toEqual({
      dueAt: '2026-03-15T10:00:00.000Z',
      overdue: false,
      closed: false,
    });
    expect(returnDeadline('withdrawal', 'accepted', filed, new Date('2026-03-15T11:00:00Z')).overdue).toBe(true);
    expect(returnDeadline('complaint', 'received', filed, new Date('2026-03-30T11:00:00Z')).overdue).toBe(false);
    expect(returnDeadline('complaint', 'received', filed, new Date('2026-03-31T11:00:00Z')).overdue).toBe(true);
    expect(returnDeadline('complaint', 'resolved', filed, new Date('2027-01-01T00:00:00Z'))).toMatchObject({
      overdue: false,
      closed: true,
    });
    expect(isReturnClosed('withdrawal', 'refunded')).toBe(true);
    expect(withdrawalOpen(new Date('2026-03-01T10:00:00Z'), new Date('2026-03-15T10:00:00Z'))).toBe(true);
    expect(withdrawalOpen(new Date('2026-03-01T10:00:00Z'), new Date('2026-03-15T10:00:01Z'))).toBe(false);
  });
});
