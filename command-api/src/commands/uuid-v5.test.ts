import { describe, expect, it } from 'vitest';
import { uuidV5 } from './uuid-v5';

const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('uuidV5', () => {
  it('matches the RFC 9562 example and is stable', () => {
    expect(uuidV5('www.example.com', DNS_NAMESPACE)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(uuidV5('a', DNS_NAMESPACE)).toBe(uuidV5('a', DNS_NAMESPACE));
    expect(uuidV5('b', DNS_NAMESPACE)).not.toBe(uuidV5('a', DNS_NAMESPACE));
  });
});
