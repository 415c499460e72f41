/**
 * The staff team (/admin/equipe, HQ only): who may use the panel. No zod here: the access log's
 * writer (imported by the shell and the server's entry) uses these constants; the schemas are in
 * staff-team-schemas.ts.
 */

/** What the shell's changes are recorded under (the grantor has no account). */
export const SHELL_GRANTOR_NAME = "linha de comando";

export const ACCESS_LOG_PAGE_SIZE = 20;
/** Far more pages than any log has; keeps a silly `page` from becoming a huge OFFSET. */
export const MAX_ACCESS_LOG_PAGE = 100_000;
/** More stores than the chain has: a grant names each at most once anyway. */
export const MAX_GRANT_STORES = 500;

/** An invitation's link works this long, once (decision 019). */
export const INVITATION_DAYS = 7;
/** Where an invitation's link opens: `${PUBLIC_URL}/convite/<token>`. */
export const INVITATION_PATH = "/convite";
/** Equipe lists every pending invitation and the others of this many days back. */
export const INVITATION_HISTORY_DAYS = 30;
/** At most this many invitations in the list (pending first, then the newest). */
export const INVITATION_LIST_LIMIT = 100;
