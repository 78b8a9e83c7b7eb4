import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../shared/field-errors';
import { forgotPasswordSchema, loginSchema, registerFormSchema, registerSchema, resetPasswordFormSchema, resetPasswordSchema } from './schemas';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const registration = { name: 'Ada', email: 'ada@example.com', password: 'secret1', diabetesType: 'Type 1' };

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

  it('checks the email pattern and the password length', () => {
    expect(errorsOf(registerSchema, { ...registration, email: 'ada@example', password: '12345' })).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
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
    expect(errorsOf(registerFormSchema, { ...registration, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(errorsOf(registerFormSchema, { ...registration, name: '', confirmPassword: 'other1' })).toEqual({
      name: 'Name is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(errorsOf(registerFormSchema, { ...registration, confirmPassword: 'secret1' })).toEqual({});
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
    for (const weak of ['abcdefg1@', 'ABCDEFG1@', 'Abcdefgh@', 'Abcdefg12', 'Abcdefg1@#']) {
      expect(errorsOf(resetPasswordSchema, { token: 't', password: weak })).toEqual({
        password: 'Password must include uppercase, lowercase, number, and special character.',
      });
    }
    expect(errorsOf(resetPasswordSchema, { token: 't', password: 'Abcdefg1@' })).toEqual({});
  });

  it('needs the token', () => {
    expect(errorsOf(resetPasswordSchema, { password: 'Abcdefg1@' })).toEqual({
      token: 'Invalid or missing reset token. Please request a new password reset link.',
    });
  });

  it('has a form variant that confirms the new password', () => {
    expect(errorsOf(resetPasswordFormSchema, { password: 'Abcdefg1@' })).toEqual({ confirmPassword: 'Please confirm your new password.' });
    expect(errorsOf(resetPasswordFormSchema, { password: 'Abcdefg1@', confirmPassword: 'Abcdefg1!' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
});
