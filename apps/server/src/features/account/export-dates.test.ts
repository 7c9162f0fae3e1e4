import { describe, expect, it } from 'vitest';
import { withIsoDates } from './export-dates';

describe('withIsoDates', () => {
  it('writes every moment column as ISO 8601 and leaves the other columns as they are', () => {
    const at = Date.UTC(2026, 10, 27, 9, 30);
    const row = {
      id: 'c-1',
      points: 25,
      due_ts: at,
      created_at: String(at),
      open_to_teach_since: null,
      read_at: new Date(at),
      createdAt: '2026-11-27 09:30:00Z',
      day: '2026-11-27',
    };
    expect(withIsoDates(row)).toEqual({
      id: 'c-1',
      points: 25,
      due_ts: '2026-11-27T09:30:00.000Z',
      created_at: '2026-11-27T09:30:00.000Z',
      open_to_teach_since: null,
      read_at: '2026-11-27T09:30:00.000Z',
      createdAt: '2026-11-27T09:30:00.000Z',
      day: '2026-11-27',
    });
  });
});
