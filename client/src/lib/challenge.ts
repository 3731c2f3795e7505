// SPEC §9: a challenge changed within the last 14 days carries the NEW badge.
export const NEW_CHALLENGE_DAYS = 14;

export function isNewChallenge(changedOn: string | null | undefined, now: Date): boolean {
  if (!changedOn) return false;
  const age = now.getTime() - new Date(changedOn).getTime();
  return age >= 0 && age < NEW_CHALLENGE_DAYS * 86_400_000;
}

/** SPEC §2: the phone dialog's title, 'Current Challenge (+points)'. */
export const challengeTitle = (points: number) => `Current Challenge (+${points})`;
