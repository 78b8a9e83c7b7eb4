import { ApiError } from './api-error';

/**
 * The account routes, loaded on first use: their schemas bring zod, which the first paint (the
 * landing page, the app shell) does without. Pages import their area's routes directly.
 */
export async function loadAccountRoutes() {
  try {
    const { accountRoutes } = await import('@glyco/contracts/api-routes/accounts');
    return accountRoutes;
  } catch (cause) {
    // Like a call that got no answer: the stored session stays for the next load.
    console.error('Could not load the account routes.', cause);
    throw new ApiError('network', 0, '', '');
  }
}
