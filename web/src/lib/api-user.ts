import type { AuthResponse, User, UserResponse } from '@glyco/contracts';

/** The signed-in person as the app keeps them: the server's `_id` as `id`. */
export function userFromResponse(response: UserResponse): User {
  const { _id: id, ...profile } = response;
  return { ...profile, id };
}

export function authFromResponse(response: { token: string; user: UserResponse }): AuthResponse {
  return { token: response.token, user: userFromResponse(response.user) };
}
