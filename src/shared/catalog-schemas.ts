/**
 * The catalogue's answer (GET /api/catalog) as zod schemas, and its types (z.infer of them).
 * catalog.ts re-exports the types (types only) and keeps what the shop's pages use at run time:
 * they never import this file but with `import type`, so zod stays out of their bundle.
 * Every price is integer cents.
 */

import { deliveriesPauseSchema } from "./deliveries-pause-schemas.ts";
import { PAYMENT_METHODS } from "./order-terms.ts";
import { PRODUCT_KINDS } from "./party-boxes.ts";
import { PRODUCT_SIZES } from "./product-sizes.ts";
import { weeklyHoursSchema } from "./store-hours-schemas.ts";
import { STORE_TIME_ZONE_IDS } from "./store-time-zone.ts";
import { z } from "./zod-pt-br.ts";

const cents = (description: string) => z.int().meta({ description: `${description}, em centavos` });

/** Digits only: 55 + area code + number. */
const whatsapp = (description: string) =>
  z.string().meta({
    description: `${description}: só dígitos (55 + DDD + número)`,
    example: "5581990000000",
  });

export const productVariationSchema = z
  .object({
    size: z.enum(PRODUCT_SIZES),
    priceModifierCents: cents("Somado ao preço base neste tamanho (pode ser negativo)"),
  })
  .meta({ id: "ProductVariation", description: "Um tamanho em que o picolé é vendido" });
export type ProductVariation = z.infer<typeof productVariationSchema>;

export const productAddonSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ example: "Cobertura de chocolate" }),
    priceCents: cents("Preço do adicional"),
  })
  .meta({ id: "ProductAddon", description: "Um adicional que o cliente pode escolher" });
export type ProductAddon = z.infer<typeof productAddonSchema>;

export const catalogProductSchema = z
  .object({
    id: z.string().meta({ example: "7" }),
    name: z.string(),
    description: z.string(),
    category: z.string().meta({ example: "Picolés Frosty" }),
    basePriceCents: cents("Preço base").meta({ example: 899 }),
    imageUrl: z.string().meta({ example: "/images/products/7.svg" }),
    imageWidth: z.int().meta({ description: "Largura da imagem, em pixels" }),
    imageHeight: z.int().meta({ description: "Altura da imagem, em pixels" }),
    variations: z.array(productVariationSchema),
    addons: z.array(productAddonSchema),
    soldOut: z.boolean().meta({
      description:
        "Esgotado em todas as lojas; o que cada loja não vende agora está em " +
        "`stores[].unavailableProductIds`",
    }),
    kind: z.enum(PRODUCT_KINDS).meta({
      description: "flavour: um picolé; box: uma caixa de festa que o cliente monta com sabores",
    }),
    box: z
      .object({
        size: z.int().meta({ description: "Quantos picolés a caixa leva", example: 50 }),
        leadHours: z.int().meta({
          description: "Antecedência mínima, em horas: a caixa é sempre uma encomenda agendada",
          example: 24,
        }),
        flavourIds: z.array(z.string()).meta({ description: "Os sabores que podem ir na caixa" }),
      })
      .nullable()
      .meta({ description: "Só numa caixa de festa; null num picolé" }),
  })
  .meta({ id: "CatalogProduct", description: "Um picolé ou uma caixa de festa à venda" });
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

export const storeContactSchema = z
  .object({
    lat: z.number().meta({ example: -8.0476 }),
    lng: z.number().meta({ example: -34.877 }),
    whatsapp: whatsapp("O WhatsApp da loja"),
  })
  .meta({ id: "StoreContact", description: "Onde a loja fica no mapa, e o seu WhatsApp" });
export type StoreContact = z.infer<typeof storeContactSchema>;

export const deliveryAreaSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "O bairro", example: "Boa Viagem" }),
    feeCents: cents("Taxa de entrega neste bairro").meta({ example: 500 }),
    minOrderCents: cents("Pedido mínimo (subtotal) para entregar aqui")
      .nullable()
      .meta({ description: "null: sem pedido mínimo" }),
    etaMinutes: z.int().meta({ description: "Tempo estimado de entrega, em minutos", example: 40 }),
  })
  .meta({ id: "DeliveryArea", description: "Um bairro onde a loja entrega" });
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

export const catalogStoreSchema = z
  .object({
    id: z.string().meta({ example: "1" }),
    name: z.string(),
    address: z.string(),
    city: z.string().meta({ example: "Recife" }),
    state: z.string().meta({ example: "PE" }),
    contact: storeContactSchema.nullable().meta({ description: "null: sem mapa nem WhatsApp" }),
    isOpen: z.boolean().meta({
      description:
        "Se a loja aceita pedidos agora (a chave da equipe e o horário); uma loja fechada não " +
        "aceita pedido nenhum, nem para entrega",
    }),
    deliveriesPause: deliveriesPauseSchema.nullable().meta({
      description:
        "Só retirada: a equipe pausou as entregas até `until`, pelo motivo dito; um pedido " +
        "para entrega é recusado até lá. null: entregas normais",
    }),
    openingHours: weeklyHoursSchema.nullable().meta({
      description:
        "Os 7 dias, começando no domingo, no fuso da loja (`timeZone`); null: sem horário publicado",
    }),
    timeZone: z.enum(STORE_TIME_ZONE_IDS).meta({
      description: 'O fuso da loja (IANA): o horário e o "aberta agora" contam nele',
      example: "America/Manaus",
    }),
    unavailableProductIds: z.array(z.string()).meta({
      description:
        "Os picolés que esta loja não vende agora (sem estoque ou marcados como esgotados " +
        "pela equipe): um pedido deles nesta loja é recusado",
      example: ["7"],
    }),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).meta({
      description:
        "As formas de pagamento que a loja aceita agora (um pedido com outra é recusado)",
      example: ["pix", "cash", "card"],
    }),
    deliveryAreas: z.array(deliveryAreaSchema).meta({
      description: "Os bairros onde a loja entrega; vazio: só retirada",
    }),
  })
  .meta({ id: "CatalogStore", description: "Uma loja da rede" });
export type CatalogStore = z.infer<typeof catalogStoreSchema>;

/** The unit caps of Configurações → Limites, which the shop's steppers stop at. */
export const catalogOrderLimitsSchema = z
  .object({
    maxUnitsPerLine: z.int().meta({
      description: "Unidades de um item (picolé, tamanho e adicionais) num pedido, no máximo",
      example: 20,
    }),
    maxUnitsPerOrder: z.int().meta({
      description: "Unidades de um pedido, somados os itens, no máximo",
      example: 50,
    }),
  })
  .meta({
    id: "CatalogOrderLimits",
    description: "Os limites de unidades: um pedido além deles é recusado (422 too_many_units)",
  });
export type CatalogOrderLimits = z.infer<typeof catalogOrderLimitsSchema>;

export const catalogSchema = z
  .object({
    products: z.array(catalogProductSchema),
    stores: z.array(catalogStoreSchema),
    orderLimits: catalogOrderLimitsSchema,
  })
  .meta({ id: "Catalog", description: "Os picolés à venda e as lojas" });
export type Catalog = z.infer<typeof catalogSchema>;

export const socialLinkSchema = z
  .object({
    name: z.string().meta({ example: "Instagram" }),
    url: z.string().meta({ example: "https://www.instagram.com/frosty.example" }),
  })
  .meta({ id: "SocialLink", description: "Um perfil da Frosty numa rede social" });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * Who sells (Decreto 7.962/2013 art. 2) and who answers for personal data (LGPD art. 41): shown
 * in the footer, the privacy policy and the purchase terms. Fictitious defaults, set by env.
 */
export const siteLegalSchema = z
  .object({
    name: z.string().meta({
      description: "A razão social",
      example: "Frosty Picolés Artesanais Ltda. (fictícia)",
    }),
    cnpj: z.string().meta({ description: "O CNPJ, formatado", example: "12.345.678/0001-95" }),
    address: z.string().meta({ description: "O endereço da empresa" }),
    dpoName: z.string().meta({ description: "O encarregado pelo tratamento de dados pessoais" }),
    dpoEmail: z.string().meta({ example: "privacidade@frosty.example.com" }),
  })
  .meta({ id: "SiteLegal", description: "A empresa que vende e o encarregado de dados (LGPD)" });
export type SiteLegal = z.infer<typeof siteLegalSchema>;

/** Contact details and links the shop shows; fictitious defaults, overridable by env. */
export const siteConfigSchema = z
  .object({
    headOffice: z.string().meta({ description: "O endereço da sede" }),
    phones: z.array(z.string()).meta({ example: ["(81) 3000-0000"] }),
    supportEmail: z.string().meta({ example: "sac@frosty.example.com" }),
    defaultWhatsapp: whatsapp("O WhatsApp de quando não há loja próxima"),
    ordersWhatsapp: whatsapp("O WhatsApp que recebe os pedidos enviados no checkout"),
    chatUrl: z.string().meta({ description: "O chat de atendimento" }),
    resellerUrl: z.string().meta({ description: "A página para quem quer revender" }),
    social: z.array(socialLinkSchema),
    legal: siteLegalSchema,
  })
  .meta({ id: "SiteConfig", description: "Os contatos e links que a loja mostra" });
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** GET /api/catalog. */
export const catalogWithSiteSchema = z
  .object({
    ...catalogSchema.shape,
    site: siteConfigSchema,
    deliveryFeeCents: cents(
      "A taxa padrão dos bairros novos (cada bairro de cada loja tem a sua; retirar é grátis)",
    ).meta({ example: 500 }),
  })
  .meta({
    id: "CatalogWithSite",
    description: "O catálogo: picolés, lojas, os contatos do site e a taxa de entrega",
  });
export type CatalogWithSite = z.infer<typeof catalogWithSiteSchema>;
