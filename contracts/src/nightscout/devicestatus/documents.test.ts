import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, timedDocumentsOf } from './documents';

const now = new Date('2026-11-28T12:00:00.000Z');

describe('uploaded Nightscout documents', () => {
  it('are filed by created_at, date or mills, else now, without the sender _id', () => {
    const { documents } = timedDocumentsOf([{ created_at: '2026-11-28T11:00:00Z', _id: 'x' }, { date: 1795853822500.4 }, {}], now);
    expect(documents.map((document) => document.document.created_at)).toEqual(['2026-11-28T11:00:00.000Z', new Date(1795853822500).toISOString(), now.toISOString()]);
    expect(documents[0]!.document._id).toBeUndefined();
  });

  it('refuse, by position, what is no object, no time, or holds what the database cannot store', () => {
    const { documents, errors } = timedDocumentsOf([[1], { created_at: 'soon' }, { device: 'a\u0000b' }, { loop: { name: 'x\uD800' } }, { device: 'loop 😀' }], now);
    expect(errors).toEqual([
      { line: 1, message: DOCUMENT_MESSAGES.notAnObject },
      { line: 2, message: DOCUMENT_MESSAGES.time },
      { line: 3, message: DOCUMENT_MESSAGES.unstorable },
      { line: 4, message: DOCUMENT_MESSAGES.unstorable },
    ]);
    expect(documents.map((document) => document.line)).toEqual([5]);
  });
});
