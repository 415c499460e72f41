/**
 * Clube Frosty's member API (/api/club): what a member reads of their account and wallet, and
 * what "Excluir minha conta" takes. The shop's pages import only types from here (`import
 * type`): no zod in their bundle.
 */
import { CASHBACK_ENTRY_KINDS, cashbackRulesSchema } from "./cashback.ts";
import { z } from "./zod-pt-br.ts";

const cents = (description: string) => z.int().min(0).meta({ description });
const instant = (description: string) => z.iso.datetime({ offset: true }).meta({ description });

/** The words of the member API and the /clube page (pt-BR). */
export const CLUB_MEMBER_MESSAGES = {
  signedOut: "Entre no Clube Frosty com o seu celular para ver o seu cashback.",
  confirmDelete: "Confirme que quer excluir sua conta do Clube Frosty.",
} as const;

export const clubStatusSchema = z
  .object({
    available: z.boolean().meta({
      description:
        "false: o envio de códigos não está configurado, e ninguém entra no clube agora " +
        "(os pedidos funcionam normalmente)",
    }),
    member: z.boolean().meta({
      description:
        "true: um membro está com a sessão aberta neste navegador (GET /api/club/me responde); " +
        "assim a página sabe se deve ler a carteira sem pedir uma resposta 401",
    }),
    rules: cashbackRulesSchema,
  })
  .meta({
    id: "ClubStatus",
    description:
      "Se dá para entrar no Clube Frosty agora, se há um membro nesta sessão, e as regras",
  });
export type ClubStatus = z.infer<typeof clubStatusSchema>;

export const clubHistoryEntrySchema = z
  .object({
    kind: z.enum(CASHBACK_ENTRY_KINDS),
    label: z
      .string()
      .meta({ description: "O que aconteceu, em português", example: "Cashback usado" }),
    amountCents: z.int().meta({
      description: "Com sinal: o que somou (ou tirou) do saldo mais o a liberar; 0 numa liberação",
    }),
    orderId: z.string(),
    storeName: z.string().optional().meta({ description: "A loja do pedido" }),
    at: instant("Quando aconteceu"),
    released: z
      .object({
        amountCents: cents("Quanto ficou disponível"),
        expiresAt: instant("Até quando vale"),
      })
      .optional()
      .meta({ description: "Só numa liberação: o cashback que ficou disponível, e até quando" }),
  })
  .meta({ id: "ClubHistoryEntry" });
export type ClubHistoryEntry = z.infer<typeof clubHistoryEntrySchema>;

export const clubMeSchema = z
  .object({
    phoneNumber: z
      .string()
      .meta({ description: "O celular do membro (E.164)", example: "+5581999990000" }),
    memberSince: instant("Quando entrou no clube"),
    consent: z
      .object({
        text: z.string().meta({ description: "O texto do consentimento, como foi aceito" }),
        version: z.string(),
        at: instant("Quando foi aceito"),
      })
      .nullable(),
    wallet: z.object({
      balanceCents: cents("O saldo que pode ser usado agora"),
      pendingCents: cents("Cashback de pedidos ainda não entregues ou retirados"),
      expiringSoonCents: cents("Do saldo, o que expira nos próximos 30 dias"),
      expiringSoon: z
        .array(z.object({ amountCents: cents("Quanto expira"), expiresAt: instant("Quando") }))
        .meta({ description: "O saldo que expira nos próximos 30 dias, o mais próximo primeiro" }),
      history: z
        .array(clubHistoryEntrySchema)
        .meta({ description: "As últimas movimentações, da mais nova para a mais antiga" }),
    }),
    rules: cashbackRulesSchema,
  })
  .meta({ id: "ClubMember", description: "A conta e a carteira de um membro do Clube Frosty" });
export type ClubMe = z.infer<typeof clubMeSchema>;

export const deleteClubAccountSchema = z
  .strictObject({
    confirm: z.literal(true, { error: CLUB_MEMBER_MESSAGES.confirmDelete }),
  })
  .meta({ id: "DeleteClubAccount" });

export const clubAccountDeletedSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: "ClubAccountDeleted" });
