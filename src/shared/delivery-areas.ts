/**
 * A store's delivery areas (bairros) as staff edit them (/api/admin/stores/:id/delivery-areas):
 * the zod schemas both sides validate with, in pt-BR. The ranges are the table's checks
 * (delivery_areas in schema.ts). An area as answered is the catalogue's DeliveryArea.
 */
import { oneLineText } from "./clean-text.ts";
import { z } from "./zod-pt-br.ts";

export const DELIVERY_AREA_LIMITS = {
  nameMax: 60,
  feeMaxCents: 100_000,
  minOrderMinCents: 1,
  minOrderMaxCents: 10_000_000,
  etaMin: 5,
  etaMax: 480,
} as const;

export const DELIVERY_AREA_MESSAGES = {
  duplicate: (name: string) => `Esta loja já tem o bairro "${name}". Use outro nome.`,
  notFound: "Bairro não encontrado nesta loja",
} as const;

const L = DELIVERY_AREA_LIMITS;

/**
 * Line breaks and other control characters have no place in a name shown in a list; invisible
 * and direction characters are dropped (clean-text.ts).
 */
export const deliveryAreaNameSchema = oneLineText({
  error: "Informe o nome do bairro",
  control: "O nome do bairro não pode ter quebras de linha",
})
  .min(1, "Informe o nome do bairro")
  .max(L.nameMax, `O nome do bairro tem no máximo ${L.nameMax} caracteres`);

const FEE_MESSAGE = "Taxa do bairro: informe um valor de R$ 0,00 a R$ 1.000,00";
export const deliveryAreaFeeCentsSchema = z
  .int({ error: FEE_MESSAGE })
  .min(0, FEE_MESSAGE)
  .max(L.feeMaxCents, FEE_MESSAGE);

const MIN_ORDER_MESSAGE = "Pedido mínimo: informe um valor de R$ 0,01 a R$ 100.000,00, ou nenhum";
export const deliveryAreaMinOrderCentsSchema = z
  .int({ error: MIN_ORDER_MESSAGE })
  .min(L.minOrderMinCents, MIN_ORDER_MESSAGE)
  .max(L.minOrderMaxCents, MIN_ORDER_MESSAGE)
  .nullable();

const ETA_MESSAGE = `Tempo estimado: informe de ${L.etaMin} a ${L.etaMax} minutos inteiros`;
export const deliveryAreaEtaMinutesSchema = z
  .int({ error: ETA_MESSAGE })
  .min(L.etaMin, ETA_MESSAGE)
  .max(L.etaMax, ETA_MESSAGE);

/** POST: a new area. No fee: the delivery fee setting (Configurações → Entrega). */
export const deliveryAreaCreateSchema = z
  .strictObject({
    name: deliveryAreaNameSchema.meta({ description: "O bairro", example: "Boa Viagem" }),
    feeCents: deliveryAreaFeeCentsSchema.optional().meta({
      description: "Taxa de entrega, em centavos; sem ela, a taxa padrão das configurações",
      example: 700,
    }),
    minOrderCents: deliveryAreaMinOrderCentsSchema.default(null).meta({
      description: "Pedido mínimo (subtotal), em centavos; null: sem mínimo",
      example: 2000,
    }),
    etaMinutes: deliveryAreaEtaMinutesSchema.meta({
      description: "Tempo estimado de entrega, em minutos",
      example: 40,
    }),
  })
  .meta({ id: "DeliveryAreaCreate", description: "Um bairro novo onde a loja entrega" });
export type DeliveryAreaCreateInput = z.input<typeof deliveryAreaCreateSchema>;
/** What a client sends: every field but the fee, which the server may fill in. */
export type DeliveryAreaCreate = z.output<typeof deliveryAreaCreateSchema>;

/** PUT: the fields to change (at least one); minOrderCents null drops the minimum. */
export const deliveryAreaUpdateSchema = z
  .strictObject({
    name: deliveryAreaNameSchema.optional(),
    feeCents: deliveryAreaFeeCentsSchema.optional(),
    minOrderCents: deliveryAreaMinOrderCentsSchema.optional(),
    etaMinutes: deliveryAreaEtaMinutesSchema.optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    "Envie ao menos um campo do bairro para alterar",
  )
  .meta({
    id: "DeliveryAreaUpdate",
    description: "Os campos do bairro a alterar (ao menos um)",
    example: { feeCents: 800, minOrderCents: null },
  });
export type DeliveryAreaUpdate = z.input<typeof deliveryAreaUpdateSchema>;
