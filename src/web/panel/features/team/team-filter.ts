import type { TeamMember } from "#shared/staff-team-schemas.ts";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR");

/** The people whose name, e-mail or one of whose stores (name, city, state) holds the text. */
export function filterTeam(members: readonly TeamMember[], query: string): TeamMember[] {
  const needle = fold(query.trim());
  if (!needle) return [...members];
  return members.filter((member) =>
    [
      member.name,
      member.email,
      ...member.stores.flatMap((store) => [store.name, store.city, store.state]),
    ].some((field) => fold(field).includes(needle)),
  );
}
