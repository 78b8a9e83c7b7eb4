import { describe, expect, it } from 'vitest';
import { applicationServerKey } from './subscribe-to-push';

describe('the key a browser subscribes with', () => {
  it('decodes base64url without padding to the 65 bytes of an uncompressed P-256 key', () => {
    const bytes = Array.from({ length: 65 }, (_, index) => (index * 37 + 4) % 256);
    const encoded = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(encoded).toMatch(/[-_]/);
    expect(Array.from(applicationServerKey(encoded))).toEqual(bytes);
  });
});
