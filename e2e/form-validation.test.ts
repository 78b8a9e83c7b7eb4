import { describe, expect, it } from 'vitest';
import { newAccountDetails, openSignedIn, registerAccount } from './support/accounts';
import { expectFieldErrors, fieldError } from './support/forms';
import { useProduct } from './support/product';

const product = useProduct();

describe('bad input shows the messages of the specification', () => {
  it('register: required fields, email pattern, password length and confirmation', async () => {
    const { page } = product;
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectFieldErrors(page, {
      'Full name': 'Name is required',
      Email: 'Email is required',
      Password: 'Password is required',
      'Confirm password': 'Please confirm your password',
      'Diabetes type': 'Diabetes type is required',
    });
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('1234567');
    await expectFieldErrors(page, { Email: 'Invalid email address', Password: 'Password must be at least 8 characters long.' });
    await page.getByLabel('Password', { exact: true }).fill('qwerty123');
    await expectFieldErrors(page, { Password: 'This password is too common or easy to guess. Try a longer one, such as a few unrelated words.' });
    // The confirmation is compared once the password itself is acceptable.
    await page.getByLabel('Password', { exact: true }).fill('Marmalade-Sky-42');
    await page.getByLabel('Confirm password').fill('Marmalade-Sky-43');
    await expectFieldErrors(page, { 'Confirm password': 'Passwords do not match' });
    await expect(fieldError(page, 'Date of diagnosis (optional)')).resolves.toBe('');
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('register: an email already taken shows the server message and stays on the page', async () => {
    const { page } = product;
    const existing = await registerAccount(product.app);
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('Marmalade-Sky-42');
    await page.getByLabel('Confirm password').fill('Marmalade-Sky-42');
    await page.getByLabel('Diabetes type').selectOption('Type 2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('An account with this email already exists').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('login: required fields, password length and wrong credentials', async () => {
    const { page } = product;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectFieldErrors(page, { Email: 'Email is required', Password: 'Password is required' });
    await page.getByLabel('Email').fill('nobody@');
    await page.getByLabel('Password').fill('abc');
    await expectFieldErrors(page, { Email: 'Invalid email address', Password: 'Password must be at least 6 characters' });
    await page.getByLabel('Email').fill(newAccountDetails().email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('reset password: missing token, strength and confirmation', async () => {
    const { page } = product;
    await page.goto('/reset-password');
    await page.getByText('No reset token found in the URL. Please use the link from your email.').waitFor();
    await page.goto('/reset-password?token=abc');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectFieldErrors(page, { 'New password': 'New password is required', 'Confirm new password': 'Please confirm your new password.' });
    await page.getByLabel('New password', { exact: true }).fill('Ab1!');
    await expectFieldErrors(page, { 'New password': 'Password must be at least 8 characters long.' });
    await page.getByLabel('New password', { exact: true }).fill('abcdefgh1');
    await expectFieldErrors(page, { 'New password': 'This password is too common or easy to guess. Try a longer one, such as a few unrelated words.' });
    await page.getByLabel('New password', { exact: true }).fill('plum tractor velvet');
    await page.getByLabel('Confirm new password').fill('plum tractor velvex');
    await expectFieldErrors(page, { 'Confirm new password': 'Passwords do not match.' });
  });

  it('glucose: value, reading type and feeling (meal context may stay blank)', async () => {
    const { page } = product;
    await openSignedIn(page, await registerAccount(product.app), '/glucose');
    await page.getByRole('button', { name: 'Add Reading' }).click();
    // Straight from the focused, empty value field to "Save": the click must not be lost to a moving button.
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await expectFieldErrors(page, { 'Glucose value (mg/dL)': 'Glucose value is required' });
    await expect(page.getByText('Meal context is required').count()).resolves.toBe(0);
    await page.getByLabel('Reading type').selectOption('');
    await page.getByLabel('Feeling').selectOption('');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await expectFieldErrors(page, {
      'Glucose value (mg/dL)': 'Glucose value is required',
      'Reading type': 'Reading type is required',
      Feeling: 'Feeling is required',
    });
    await page.getByLabel('Glucose value (mg/dL)').fill('19');
    await expectFieldErrors(page, { 'Glucose value (mg/dL)': 'Value must be at least 20' });
    await page.getByLabel('Glucose value (mg/dL)').fill('601');
    await expectFieldErrors(page, { 'Glucose value (mg/dL)': 'Value must be less than 600' });
    await expect(page.getByRole('form', { name: 'Add reading' }).isVisible()).resolves.toBe(true);
  });
});
