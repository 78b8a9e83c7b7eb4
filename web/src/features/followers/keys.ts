/**
 * Every answer about a followed person sits under `['following', personId]`, so switching person
 * or losing access drops exactly that person's answers and nothing shows under another's name.
 */
export const followingKeys = {
  list: ['following'] as const,
  person: (personId: string) => ['following', personId] as const,
  dashboard: (personId: string) => ['following', personId, 'dashboard'] as const,
};

export const followersKeys = { all: ['followers'] as const };
