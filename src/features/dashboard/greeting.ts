// Greeting: the time of day by local hour, then the first name we have for the user.

export interface GreetingProfile {
  first_name?: string | null;
  last_name?: string | null;
}

export interface GreetingIdentity {
  given_name?: string;
  name?: string;
  nickname?: string;
}

/** Before 12 → morning, 12 to before 18 → afternoon, otherwise evening. */
export function timeOfDay(hour: number): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/** Profile first and last name, else the ID token's given_name, name, nickname; undefined if none. */
export function greetingName(profile: GreetingProfile | undefined, identity: GreetingIdentity | undefined): string | undefined {
  const fullName = [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const candidates = [fullName, identity?.given_name, identity?.name, identity?.nickname];
  return candidates.map((candidate) => candidate?.trim()).find((candidate) => !!candidate);
}

/** "Good Morning, Ada Lovelace!", or just "Good Morning!" when we know no name. */
export function greeting(now: Date, profile?: GreetingProfile, identity?: GreetingIdentity): string {
  const name = greetingName(profile, identity);
  const opening = timeOfDay(now.getHours());
  return name ? `${opening}, ${name}!` : `${opening}!`;
}
