/**
 * Invitations to a store's team (decision 019): HQ creates one for an e-mail and stores in
 * Equipe (/api/admin/team/invitations) and sends its link; whoever opens the link, signed in,
 * accepts it once (/api/invitations/<token>). Both sides validate with these schemas.
 */
import { INVITATION_DAYS } from "./staff-team.ts";
import { storeIdsSchema } from "./staff-team-schemas.ts";
import { z } from "./zod-pt-br.ts";

const instant = z.iso.datetime({ offset: true }).meta({ example: "2026-11-20T13:00:00.000Z" });

export const INVITATION_STATUSES = ["pending", "accepted", "expired", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** POST /api/admin/team/invitations: who it is for (the e-mail HQ knows) and their stores. */
export const invitationInputSchema = z
  .strictObject({
    email: z
      .string({ error: "Informe o e-mail da pessoa" })
      .trim()
      .max(254, "Use no máximo 254 caracteres no e-mail")
      .pipe(z.email("Informe um e-mail válido")),
    storeIds: storeIdsSchema,
  })
  .meta({ example: { email: "ana@frosty.example", storeIds: ["1", "86"] } });
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const invitationSchema = z
  .object({
    id: z.string().meta({ example: "inv_4Yq0vU1xJ3mZ8bRk" }),
    email: z.string().meta({ description: "Para quem a sede criou o convite" }),
    stores: z
      .array(
        z.object({
          id: z.string(),
          name: z.string().nullable().meta({ description: "null: a loja não existe mais" }),
        }),
      )
      .meta({ description: "As lojas que o convite dá" }),
    createdBy: z.string().meta({ description: "Quem criou o convite", example: "Bruna Sede" }),
    createdAt: instant,
    expiresAt: instant.meta({ description: `${INVITATION_DAYS} dias depois de criado` }),
    status: z.enum(INVITATION_STATUSES).meta({
      description:
        "pending: o link ainda vale; accepted: foi usado; expired: passou do prazo sem uso; " +
        "revoked: a sede o cancelou",
    }),
    acceptedAt: instant.nullable(),
    acceptedBy: z
      .object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        createdAt: instant.meta({ description: "Quando a conta que aceitou foi criada" }),
      })
      .nullable()
      .meta({
        description:
          "A conta que aceitou, com o link (o e-mail pode não ser o do convite); null se ninguém " +
          "aceitou ou a conta foi apagada",
      }),
    revokedAt: instant.nullable(),
  })
  .meta({ id: "StaffInvitation", description: "Um convite para a equipe de lojas" });
export type Invitation = z.infer<typeof invitationSchema>;

export const createdInvitationSchema = z
  .object({
    invitation: invitationSchema,
    url: z.string().meta({
      description:
        "O link do convite, mostrado só agora: a sede o envia à pessoa pelo seu próprio canal. " +
        "O servidor guarda só o hash do código.",
      example: "https://frosty.example/convite/3q2-7wYt…",
    }),
  })
  .meta({ id: "CreatedStaffInvitation", description: "O convite criado, com o seu link" });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** GET /api/invitations/<token>: what the link's page shows before it is accepted. */
export const invitationPreviewSchema = z
  .object({
    email: z.string().meta({ description: "O e-mail para o qual a sede criou o convite" }),
    invitedBy: z.string().meta({ example: "Bruna Sede" }),
    stores: z
      .array(
        z.object({
          id: z.string(),
          name: z.string().meta({ example: "Frosty Paulista" }),
          city: z.string().meta({ example: "São Paulo" }),
          state: z.string().meta({ example: "SP" }),
        }),
      )
      .meta({ description: "As lojas que o convite dá" }),
    expiresAt: instant,
  })
  .meta({ id: "StaffInvitationPreview", description: "Um convite que ainda vale" });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptedInvitationSchema = z
  .object({
    stores: invitationPreviewSchema.shape.stores.meta({
      description: "As lojas do convite: agora a conta é da equipe delas",
    }),
  })
  .meta({ id: "AcceptedStaffInvitation", description: "O convite aceito" });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/**
 * The refusals of an invitation's link, in the one error shape (`{ error: { code, message } }`):
 * the page shows the message.
 */
export const INVITATION_ERRORS = {
  notFound: [
    "invitation_not_found",
    "Convite não encontrado. Confira o link ou peça outro à sede.",
  ],
  accepted: ["invitation_used", "Este convite já foi usado. Se precisar, peça outro à sede."],
  expired: ["invitation_expired", "Este convite expirou. Peça outro à sede."],
  revoked: ["invitation_revoked", "Este convite foi cancelado pela sede."],
  inviterGone: [
    "invitation_revoked",
    "Este convite não vale mais: quem o criou não é mais da sede. Peça outro à sede.",
  ],
  storesGone: ["invitation_revoked", "As lojas deste convite não existem mais. Peça outro à sede."],
} as const satisfies Record<string, readonly [string, string]>;
