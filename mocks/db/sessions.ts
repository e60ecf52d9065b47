/** Signed-in sessions of the mock backend: token -> user id. */
const sessions = new Map<string, string>();

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createSession(userId: string): string {
  const token = randomToken();
  sessions.set(token, userId);
  return token;
}

export function findSession(token: string | null | undefined): string | undefined {
  return token ? sessions.get(token) : undefined;
}

export function endSession(token: string): void {
  sessions.delete(token);
}

export function sessionEntries(): Array<[string, string]> {
  return [...sessions.entries()];
}

export function restoreSessions(entries: Array<[string, string]>): void {
  sessions.clear();
  for (const [token, userId] of entries) sessions.set(token, userId);
}

export function resetSessions(): void {
  sessions.clear();
}
