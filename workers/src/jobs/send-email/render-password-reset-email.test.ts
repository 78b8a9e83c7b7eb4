import { describe, expect, it } from 'vitest';
import { renderPasswordResetEmail, resetLink } from './render-password-reset-email';

describe('the password reset email', () => {
  it('links to the reset page of the configured origin', () => {
    expect(resetLink('https://glyco.example/', 'abc_-9')).toBe('https://glyco.example/reset-password?token=abc_-9');
    expect(resetLink('http://localhost:3000', 'x')).toBe('http://localhost:3000/reset-password?token=x');
  });

  it('has a plain-text and an HTML body with the link, escaping the name in HTML only', () => {
    const link = 'https://glyco.example/reset-password?token=abc&x=1';
    const email = renderPasswordResetEmail({ name: 'Ada <Lovelace>', link, expiresInMinutes: 60 });
    expect(email.text).toContain(link);
    expect(email.text).toContain('Hello Ada <Lovelace>,');
    expect(email.text).toContain('within 60 minutes');
    expect(email.html).toContain('href="https://glyco.example/reset-password?token&#x3D;abc&amp;x&#x3D;1"');
    expect(email.html).toContain('Hello Ada &lt;Lovelace&gt;,');
  });
});
