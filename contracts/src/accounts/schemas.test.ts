import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../shared/field-errors';
import { registerFormSchema, registerSchema, resetPasswordFormSchema, resetPasswordSchema } from './new-password-schemas';
import { forgotPasswordSchema, loginSchema } from './schemas';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const LONG_PASSPHRASE = 'Quiet violet harbours keep 37 brass lanterns; the ferryman hums in Welsh while otters audit the tides near Abersoch every spring dusk';

const registration = { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' };

describe('registerSchema', () => {
  it('reports every required field', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      diabetesType: 'Diabetes type is required',
    });
    expect(errorsOf(registerSchema, { name: '  ', email: '', password: '', diabetesType: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      diabetesType: 'Diabetes type is required',
    });
  });

  it('checks the email pattern and the password length (8, ASVS V6.2.1; 128 allowed, V6.2.9)', () => {
    expect(errorsOf(registerSchema, { ...registration, email: 'ada@example', password: '1234567' })).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters long.',
    });
    expect(errorsOf(registerSchema, { ...registration, password: LONG_PASSPHRASE.slice(0, 128) })).toEqual({});
    expect(errorsOf(registerSchema, { ...registration, password: 'x'.repeat(129) })).toEqual({ password: 'Password must be at most 128 characters' });
  });

  it('refuses common, breached and predictable passwords, and the person\'s own name', () => {
    const refused = { password: 'This password is too common or easy to guess. Try a longer one, such as a few unrelated words.' };
    for (const weak of ['12345678', 'password', 'qwertyuiop', 'Password1!', 'P@ssw0rd123', 'iloveyou123', 'aaaaaaaaaa', 'Glyco-2024', 'Diabetes1!']) {
      expect(errorsOf(registerSchema, { ...registration, password: weak }), weak).toEqual(refused);
    }
    expect(errorsOf(registerSchema, { ...registration, name: 'Ada Quintessa', password: 'quintessa2024' })).toEqual(refused);
  });

  it('accepts any characters, kept exactly as typed (ASVS V6.2.5, V6.2.8)', () => {
    for (const password of ['Demo-1234!', 'correct horse battery staple', ' leading and trailing ', 'gâteau-sürpriz-ñ']) {
      expect(registerSchema.parse({ ...registration, password }).password).toBe(password);
    }
  });

  it('normalises the email and keeps the date of diagnosis optional', () => {
    const parsed = registerSchema.parse({ ...registration, email: ' Ada@Example.COM ', dateOfDiagnosis: '' });
    expect(parsed).toMatchObject({ email: 'ada@example.com', dateOfDiagnosis: undefined });
    expect(registerSchema.parse({ ...registration, dateOfDiagnosis: '2010-05-04' }).dateOfDiagnosis).toBe('2010-05-04');
  });
});

describe('registerFormSchema', () => {
  it('asks for the confirmation and compares it', () => {
    expect(errorsOf(registerFormSchema, registration)).toEqual({ confirmPassword: 'Please confirm your password' });
    expect(errorsOf(registerFormSchema, { ...registration, confirmPassword: 'Marmalade-Sky-43' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(errorsOf(registerFormSchema, { ...registration, name: '', confirmPassword: 'other1' })).toEqual({
      name: 'Name is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(errorsOf(registerFormSchema, { ...registration, confirmPassword: 'Marmalade-Sky-42' })).toEqual({});
  });
});

describe('loginSchema and forgotPasswordSchema', () => {
  it('use the same email and password rules', () => {
    expect(errorsOf(loginSchema, { email: 'x', password: 'abc' })).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(loginSchema, {})).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf(forgotPasswordSchema, { email: 'a@b' })).toEqual({ email: 'Invalid email address' });
  });
});

describe('resetPasswordSchema', () => {
  it('applies the reset password rules', () => {
    expect(errorsOf(resetPasswordSchema, { token: 't' })).toEqual({ password: 'New password is required' });
    expect(errorsOf(resetPasswordSchema, { token: 't', password: 'Ab1@' })).toEqual({ password: 'Password must be at least 8 characters long.' });
    for (const weak of ['Abcdefg1@', 'password1', 'Welcome1!', 'qwerty123']) {
      expect(errorsOf(resetPasswordSchema, { token: 't', password: weak }), weak).toEqual({
        password: 'This password is too common or easy to guess. Try a longer one, such as a few unrelated words.',
      });
    }
    // No composition rule (ASVS V6.2.5): lower case only, or spaces and any symbol, will do.
    for (const strong of ['plum tractor velvet', 'N3wPass!word', 'abcdefgh#tulip~orbit']) {
      expect(errorsOf(resetPasswordSchema, { token: 't', password: strong }), strong).toEqual({});
    }
  });

  it('needs the token', () => {
    expect(errorsOf(resetPasswordSchema, { password: 'plum tractor velvet' })).toEqual({
      token: 'Invalid or missing reset token. Please request a new password reset link.',
    });
  });

  it('has a form variant that confirms the new password', () => {
    expect(errorsOf(resetPasswordFormSchema, { password: 'plum tractor velvet' })).toEqual({ confirmPassword: 'Please confirm your new password.' });
    expect(errorsOf(resetPasswordFormSchema, { password: 'plum tractor velvet', confirmPassword: 'plum tractor velvex' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
});
