import { api } from "#web/lib/api-client.ts";

/**
 * Whether a Clube Frosty member is signed in on this browser (GET /api/club/status): asked
 * before reading anything of theirs, so a visitor's page never makes a request that answers
 * 401 (which the browser logs as an error). False when it cannot be told (offline).
 */
export async function clubMemberHere(): Promise<boolean> {
  try {
    return (await api("get", "/api/club/status")).member;
  } catch {
    return false;
  }
}
