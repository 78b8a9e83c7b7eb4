import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_TEXT, ACCOUNT_MESSAGES, API_ROUTES } from '@glyco/contracts';
import { newAccountDetails, openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';

const product = useProduct();

describe('the Profile page deletes the account', () => {
  it('asks for the password and a confirmation, signs out to the landing page, and frees the email', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Katherine Johnson');
    await openSignedIn(page, account, '/profile');
    const card = page.getByRole('form', { name: ACCOUNT_DELETION_TEXT.title });

    await card.getByLabel(ACCOUNT_DELETION_TEXT.passwordLabel).fill('not-the-password');
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: ACCOUNT_DELETION_TEXT.button }).click();
    await card.getByText(ACCOUNT_MESSAGES.passwordIncorrect).waitFor();

    await card.getByLabel(ACCOUNT_DELETION_TEXT.passwordLabel).fill(account.password);
    const question = new Promise<string>((resolve) => page.once('dialog', (dialog) => (resolve(dialog.message()), void dialog.accept())));
    await card.getByRole('button', { name: ACCOUNT_DELETION_TEXT.button }).click();
    expect(await question).toBe(ACCOUNT_DELETION_TEXT.confirm);
    await page.waitForURL((url) => url.pathname === '/');
    // Still on the landing page once the session is gone, not sent on to sign in.
    await page.getByText(ACCOUNT_DELETION_TEXT.deleted).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(ACCOUNT_MESSAGES.invalidCredentials).waitFor();

    const again = await product.app.client().post(API_ROUTES.accounts.register.path, { ...newAccountDetails('Katherine Johnson'), email: account.email });
    expect(again.status).toBe(201);
  }, 90_000);
});
