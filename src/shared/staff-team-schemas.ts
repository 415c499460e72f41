/**
 * The staff team's zod schemas (/api/admin/team, HQ only): the team, more stores for someone
 * already in it, revokes, and the access log; both sides validate with them. Newcomers are
 * invited (staff-invitation-schemas.ts).
 */
import { ACCESS_ACTIONS } from "./staff-auth.ts";
import {
  ACCESS_LOG_PAGE_SIZE,
  MAX_ACCESS_LOG_PAGE,
  MAX_GRANT_STORES,
  SHELL_GRANTOR_NAME,
} from "./staff-team.ts";
import { z } from "./zod-pt-br.ts";

const instant = z.iso.datetime({ offset: true }).meta({ example: "2026-11-20T13:00:00.000Z" });

const accountCreatedAt = instant.meta({
  description:
    "Quando a conta foi criada: uma conta criada antes de a pessoa ser convidada merece conferência",
});

export const teamStoreSchema = z
  .object({
    id: z.string().meta({ example: "1" }),
    name: z.string().meta({ example: "Frosty Paulista" }),
    city: z.string().meta({ example: "São Paulo" }),
    state: z.string().meta({ example: "SP" }),
    grantedAt: instant,
    grantedBy: z.string().meta({
      description: `Quem deu o acesso: o nome de quem estava na sede, ou "${SHELL_GRANTOR_NAME}"`,
      example: "Bruna Sede",
    }),
  })
  // No component of its own: inside TeamMember (itself one), as its stores' item.
  .meta({ description: "Uma loja em que a pessoa trabalha, e desde quando" });
export type TeamStore = z.infer<typeof teamStoreSchema>;

export const teamMemberSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ example: "Ana Lima" }),
    email: z.string().meta({ example: "ana@frosty.example" }),
    createdAt: accountCreatedAt,
    hq: z
      .object({
        since: instant,
        grantedBy: z
          .string()
          .nullable()
          .meta({ description: "Quem deu o papel, quando o registro de acessos o tem" }),
      })
      .nullable()
      .meta({ description: "Sede (papel admin): toda a rede. null: não é da sede" }),
    stores: z.array(teamStoreSchema).meta({ description: "As lojas da pessoa, por nome" }),
  })
  .meta({ id: "TeamMember", description: "Uma pessoa da equipe: da sede, de lojas, ou os dois" });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const storeIdsSchema = z
  .array(
    z
      .string({ error: "Id de loja inválido" })
      .trim()
      .min(1, "Id de loja inválido")
      .max(64, "Id de loja inválido"),
    { error: "Escolha as lojas (storeIds)" },
  )
  .min(1, "Escolha ao menos uma loja")
  .max(MAX_GRANT_STORES, `Escolha no máximo ${MAX_GRANT_STORES} lojas`);

/**
 * POST /api/admin/team/grants: more stores for someone already in the team, by account id.
 * Someone new is invited instead (POST /api/admin/team/invitations).
 */
export const teamGrantInputSchema = z
  .strictObject({
    userId: z
      .string({ error: "Informe a conta (userId)" })
      .trim()
      .min(1, "Conta inválida")
      .max(64, "Conta inválida"),
    storeIds: storeIdsSchema,
  })
  .meta({ example: { userId: "k2Yq0vU1xJ3mZ8bR", storeIds: ["1", "2"] } });
export type TeamGrantInput = z.infer<typeof teamGrantInputSchema>;

export const teamChangeSchema = z
  .object({
    member: teamMemberSchema
      .nullable()
      .meta({ description: "A pessoa depois da mudança; null se não é mais da equipe" }),
    storeIds: z
      .array(z.string())
      .meta({ description: "As lojas dadas ou tiradas agora (as que já eram assim, não)" }),
  })
  .meta({ id: "TeamChange", description: "O que mudou no acesso de uma pessoa" });
export type TeamChange = z.infer<typeof teamChangeSchema>;

export const accessLogQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Página inválida" })
    .int("Página inválida")
    .min(1, "Página inválida")
    .max(MAX_ACCESS_LOG_PAGE, "Página inválida")
    .default(1)
    .meta({ description: `A página, de ${ACCESS_LOG_PAGE_SIZE} registros, a partir de 1` }),
});

export const accessLogEntrySchema = z
  .object({
    id: z.int(),
    at: instant,
    action: z.enum(ACCESS_ACTIONS).meta({ description: "grant: deu; revoke: tirou" }),
    account: z.object({
      id: z.string().nullable().meta({ description: "null: a conta foi apagada" }),
      email: z.string().meta({ description: "O e-mail da conta na época" }),
      name: z.string().nullable().meta({ description: "O nome de hoje; null se foi apagada" }),
      createdAt: accountCreatedAt.nullable().meta({ description: "null: a conta foi apagada" }),
    }),
    role: z.string().nullable().meta({ description: "O papel (admin), numa mudança de papel" }),
    store: z
      .object({
        id: z.string(),
        name: z.string().nullable().meta({ description: "null: a loja não existe mais" }),
      })
      .nullable()
      .meta({ description: "A loja, numa mudança de loja" }),
    by: z.string().meta({
      description: `Quem fez: o nome de quem estava na sede, ou "${SHELL_GRANTOR_NAME}"`,
    }),
  })
  .meta({ id: "AccessLogEntry", description: "Um acesso dado ou tirado: o quê, a quem, por quem" });
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const accessLogPageSchema = z
  .object({
    entries: z.array(accessLogEntrySchema),
    page: z.int().min(1),
    pageSize: z.int().meta({ example: ACCESS_LOG_PAGE_SIZE }),
    total: z.int().min(0).meta({ description: "Registros ao todo" }),
  })
  .meta({ id: "AccessLogPage", description: "Uma página do registro de acessos, do mais novo" });
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;
