/**
 * What staff send to create or edit a picolé, checked by the same schema on both sides: the
 * admin form (through zodResolver) and the API (through readJson).
 */
import { PRODUCT_SIZES, SIZE_LABELS } from "./catalog.ts";
import { productAddonSchema, productVariationSchema } from "./catalog-schemas.ts";
import { multiLineText, oneLineText } from "./clean-text.ts";
import { formatBRL } from "./money.ts";
import {
  BOX_LEAD_HOURS_RANGE,
  BOX_SIZE_RANGE,
  DEFAULT_BOX_LEAD_HOURS,
  PRODUCT_KINDS,
} from "./party-boxes.ts";
import { MAX_STORE_STOCK } from "./store-stock.ts";
import { storeTargetsSchema } from "./store-targets.ts";
import { z } from "./zod-pt-br.ts";

export const PRODUCT_NAME_MAX = 80;
export const PRODUCT_DESCRIPTION_MAX = 500;
export const PRODUCT_CATEGORY_MAX = 60;
export const ADDON_NAME_MAX = 60;
export const MAX_PRICE_CENTS = 100_000;
export const MAX_SIZE_MODIFIER_CENTS = 10_000;
export const MAX_ADDONS = 20;

/**
 * Uploaded product images: raster formats only (an SVG can carry script), at most 10 MB (a
 * phone's photo as it comes) and 4096 pixels a side. The server decodes each one and keeps a
 * fresh WebP of it, at most STORED_PRODUCT_IMAGE_SIDE a side and without metadata
 * (product-images.ts).
 */
export const PRODUCT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_PRODUCT_IMAGE_SIDE = 4096;
/** The product page shows a picture at most 384 CSS pixels wide: room for a 2.5× screen. */
export const STORED_PRODUCT_IMAGE_SIDE = 1024;
export const UPLOADED_IMAGE_PREFIX = "/images/uploads/";

export const IMAGE_MESSAGES = {
  unsupportedType: "Envie uma imagem PNG, JPEG ou WebP",
  tooLarge: "A imagem deve ter no máximo 10 MB",
  tooManyPixels: `A imagem deve ter no máximo ${MAX_PRODUCT_IMAGE_SIDE} × ${MAX_PRODUCT_IMAGE_SIDE} pixels`,
  empty: "O arquivo da imagem está vazio",
  notAnImage: "O arquivo não é uma imagem PNG, JPEG ou WebP válida",
} as const;

/**
 * The seeded illustrations (/images/products/7.svg) or an upload (/images/uploads/<sha256>):
 * same-origin paths only, so a product can never point the shop at another site.
 */
const PRODUCT_IMAGE_PATH =
  /^\/images\/(products\/[A-Za-z0-9][A-Za-z0-9_-]*\.(svg|png|jpe?g|webp)|uploads\/[0-9a-f]{64})$/;

// Names lose invisible and direction characters; NUL (a 500 in PostgreSQL text) and other
// control characters are refused; a description may hold line breaks and tabs (clean-text.ts).
function line(label: string, max: number) {
  return oneLineText({ error: `Informe ${label}` })
    .min(1, `Informe ${label}`)
    .max(max, `Use no máximo ${max} caracteres`);
}

function cents(message: string, min: number, max: number) {
  return z.int({ error: message }).min(min, message).max(max, message);
}

export const productVariationInputSchema = z.object({
  size: z.enum(PRODUCT_SIZES, { error: "Tamanho inválido" }),
  priceModifierCents: cents(
    `Use um ajuste entre -${formatBRL(MAX_SIZE_MODIFIER_CENTS)} e ${formatBRL(MAX_SIZE_MODIFIER_CENTS)}`,
    -MAX_SIZE_MODIFIER_CENTS,
    MAX_SIZE_MODIFIER_CENTS,
  ),
});

export const productAddonInputSchema = z.object({
  /** An existing add-on of this product keeps its id (carts hold it); new ones have none. */
  id: z.string().trim().min(1).max(64).optional(),
  name: line("o nome do adicional", ADDON_NAME_MAX),
  priceCents: cents(
    `Use um preço entre ${formatBRL(0)} e ${formatBRL(MAX_PRICE_CENTS)}`,
    0,
    MAX_PRICE_CENTS,
  ),
});

export const MAX_BOX_FLAVOURS = 200;

const BOX_SIZE_MESSAGE = `Informe quantos picolés a caixa leva, de ${BOX_SIZE_RANGE.min} a ${BOX_SIZE_RANGE.max}`;
const BOX_LEAD_MESSAGE = `Informe a antecedência em horas inteiras, de ${BOX_LEAD_HOURS_RANGE.min} a ${BOX_LEAD_HOURS_RANGE.max}`;

export const BOX_PRODUCT_MESSAGES = {
  needsBox: "Informe o tamanho, a antecedência e os sabores da caixa",
  flavourHasBox: "Só caixas de festa têm tamanho, antecedência e sabores",
  noSizes: "Caixas de festa não têm tamanhos: o preço é o da caixa",
  noAddons: "Caixas de festa não têm adicionais",
  noStock: "Caixas de festa não têm estoque próprio: o estoque delas é o dos sabores que levam",
  needsFlavours: "Escolha pelo menos um sabor para a caixa",
  duplicateFlavour: "Sabor repetido na caixa",
  unknownFlavour: "Sabor não encontrado (ou inativo): escolha um picolé ativo",
  boxInBox: "Uma caixa de festa não pode entrar em outra caixa",
  selfInBox: "A caixa não pode conter a si mesma",
  flavourInABox: (boxName: string) =>
    `Este picolé é um sabor da caixa "${boxName}": tire-o de lá antes de torná-lo uma caixa`,
} as const;

/** A party box's rules as HQ sets them: N picolés, the lead time, the flavours that go in. */
export const boxInputSchema = z
  .strictObject({
    size: z
      .int({ error: BOX_SIZE_MESSAGE })
      .min(BOX_SIZE_RANGE.min, BOX_SIZE_MESSAGE)
      .max(BOX_SIZE_RANGE.max, BOX_SIZE_MESSAGE)
      .meta({ description: "Quantos picolés a caixa leva", example: 20 }),
    leadHours: z
      .int({ error: BOX_LEAD_MESSAGE })
      .min(BOX_LEAD_HOURS_RANGE.min, BOX_LEAD_MESSAGE)
      .max(BOX_LEAD_HOURS_RANGE.max, BOX_LEAD_MESSAGE)
      .meta({
        description: `Horas de antecedência mínima entre o pedido e o horário (padrão ${DEFAULT_BOX_LEAD_HOURS})`,
        example: DEFAULT_BOX_LEAD_HOURS,
      }),
    flavourIds: z
      .array(z.string({ error: BOX_PRODUCT_MESSAGES.unknownFlavour }).trim().min(1).max(64))
      .min(1, BOX_PRODUCT_MESSAGES.needsFlavours)
      .max(MAX_BOX_FLAVOURS, `No máximo ${MAX_BOX_FLAVOURS} sabores`)
      .meta({ description: "Os picolés (ids de sabores ativos) que podem entrar na caixa" }),
  })
  .meta({ id: "BoxInput", description: "As regras de uma caixa de festa" });
export type BoxInput = z.output<typeof boxInputSchema>;

/**
 * The body of POST /api/admin/products and PUT /api/admin/products/:id (a full replacement).
 * The chain's catalogue only: each store counts its own stock (store-stock-schemas.ts).
 */
export const productInputSchema = z
  .object({
    name: line("o nome do picolé", PRODUCT_NAME_MAX),
    description: multiLineText({ error: "Informe a descrição" }).max(
      PRODUCT_DESCRIPTION_MAX,
      `Use no máximo ${PRODUCT_DESCRIPTION_MAX} caracteres`,
    ),
    priceCents: cents(
      `Informe um preço entre ${formatBRL(0)} e ${formatBRL(MAX_PRICE_CENTS)}`,
      0,
      MAX_PRICE_CENTS,
    ),
    category: line("a categoria", PRODUCT_CATEGORY_MAX),
    variations: z.array(productVariationInputSchema).max(PRODUCT_SIZES.length, "Tamanho repetido"),
    addons: z
      .array(productAddonInputSchema)
      .max(MAX_ADDONS, `No máximo ${MAX_ADDONS} adicionais por picolé`),
    isActive: z.boolean({ error: "Informe se o picolé está ativo (true ou false)" }),
    imageUrl: z
      .string({ error: "Envie uma imagem do picolé" })
      .regex(PRODUCT_IMAGE_PATH, "Envie uma imagem do picolé"),
    kind: z
      .enum(PRODUCT_KINDS, { error: "Escolha o tipo: sabor (flavour) ou caixa de festa (box)" })
      .default("flavour")
      .meta({ description: "flavour: um picolé; box: uma caixa de festa (padrão flavour)" }),
    box: boxInputSchema.nullable().default(null).meta({
      description: "As regras da caixa, só quando kind é box; null para um sabor",
    }),
  })
  .superRefine((product, ctx) => {
    if (product.kind === "box") {
      if (!product.box) {
        ctx.addIssue({ code: "custom", path: ["box"], message: BOX_PRODUCT_MESSAGES.needsBox });
      }
      if (product.variations.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["variations"],
          message: BOX_PRODUCT_MESSAGES.noSizes,
        });
      }
      if (product.addons.length > 0) {
        ctx.addIssue({ code: "custom", path: ["addons"], message: BOX_PRODUCT_MESSAGES.noAddons });
      }
      const seen = new Set<string>();
      product.box?.flavourIds.forEach((id, index) => {
        if (seen.has(id)) {
          ctx.addIssue({
            code: "custom",
            path: ["box", "flavourIds", index],
            message: BOX_PRODUCT_MESSAGES.duplicateFlavour,
          });
        }
        seen.add(id);
      });
    } else if (product.box) {
      ctx.addIssue({ code: "custom", path: ["box"], message: BOX_PRODUCT_MESSAGES.flavourHasBox });
    }
    const sizes = new Set<string>();
    product.variations.forEach((variation, index) => {
      if (sizes.has(variation.size)) {
        ctx.addIssue({
          code: "custom",
          path: ["variations", index, "size"],
          message: `O tamanho ${SIZE_LABELS[variation.size]} aparece mais de uma vez`,
        });
      }
      sizes.add(variation.size);
      // The shop would show (and the order service refuse) a negative price.
      if (product.priceCents + variation.priceModifierCents < 0) {
        ctx.addIssue({
          code: "custom",
          path: ["variations", index, "priceModifierCents"],
          message: `O desconto do tamanho ${SIZE_LABELS[variation.size]} é maior que o preço`,
        });
      }
    });
    const ids = new Set<string>();
    const names = new Set<string>();
    product.addons.forEach((addon, index) => {
      if (addon.id !== undefined) {
        if (ids.has(addon.id)) {
          ctx.addIssue({
            code: "custom",
            path: ["addons", index, "id"],
            message: "Adicional repetido",
          });
        }
        ids.add(addon.id);
      }
      const name = addon.name.toLocaleLowerCase("pt-BR");
      if (names.has(name)) {
        ctx.addIssue({
          code: "custom",
          path: ["addons", index, "name"],
          message: `O adicional "${addon.name}" aparece mais de uma vez`,
        });
      }
      names.add(name);
    });
  });

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

const INITIAL_STOCK_MESSAGE = `Informe o estoque inicial em unidades inteiras, de 1 a ${MAX_STORE_STOCK.toLocaleString("pt-BR")}`;

/**
 * A new flavour's launch: the units each chosen store starts with, counted in the same
 * transaction that creates it. The stores not chosen hold none (no stock row: "esgotado"
 * there until they count it in, as for any new flavour).
 */
export const initialStockSchema = z
  .strictObject({
    quantity: z
      .int({ error: INITIAL_STOCK_MESSAGE })
      .min(1, INITIAL_STOCK_MESSAGE)
      .max(MAX_STORE_STOCK, INITIAL_STOCK_MESSAGE)
      .meta({ description: "Unidades em cada loja escolhida", example: 120 }),
    stores: storeTargetsSchema,
  })
  .meta({
    id: "InitialStock",
    description: "O estoque com que o picolé chega às lojas escolhidas",
    example: { quantity: 120, stores: { states: ["PE"] } },
  });
export type InitialStock = z.output<typeof initialStockSchema>;

/** POST /api/admin/products: the picolé, and optionally its initial stock at chosen stores. */
export const productCreateSchema = productInputSchema
  .safeExtend({
    initialStock: initialStockSchema.optional(),
  })
  .superRefine((product, ctx) => {
    // A box's picolés come from its flavours' stock: a row of its own would be read by nobody.
    if (product.kind === "box" && product.initialStock) {
      ctx.addIssue({
        code: "custom",
        path: ["initialStock"],
        message: BOX_PRODUCT_MESSAGES.noStock,
      });
    }
  });
export type ProductCreateData = z.output<typeof productCreateSchema>;

/** The body of PATCH /api/admin/products/:id: only the active flag. */
export const productActiveSchema = z.object({
  isActive: z.boolean({ error: "Informe se o produto está ativo (true ou false)" }),
});

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

const imageUrl = z.string().meta({
  description: "Uma das ilustrações (/images/products/…) ou uma imagem enviada (/images/uploads/…)",
  example: "/images/products/3.svg",
});

/** A picolé in the staff list. */
export const adminProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    priceCents: z.int().meta({ description: "Preço base, em centavos" }),
    imageUrl,
    isActive: z.boolean(),
    kind: z
      .enum(PRODUCT_KINDS)
      .meta({ description: "flavour: um picolé; box: uma caixa de festa" }),
    soldOutStores: z.int().meta({
      description:
        "Em quantas lojas da rede (das que estão no site) o picolé não pode ser pedido agora: " +
        "sem estoque ou marcado como esgotado pela loja",
      example: 3,
    }),
    storeCount: z.int().meta({ description: "Quantas lojas estão no site", example: 138 }),
  })
  .meta({ id: "AdminProduct", description: "Um picolé na lista da equipe" });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** GET /api/admin/products/:id, and the answer of a create or an edit. */
export const adminProductDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    priceCents: z.int().meta({ description: "Preço base, em centavos" }),
    imageUrl,
    isActive: z.boolean(),
    variations: z.array(productVariationSchema),
    addons: z.array(productAddonSchema),
    kind: z.enum(PRODUCT_KINDS),
    box: boxInputSchema.nullable().meta({ description: "As regras da caixa; null para um sabor" }),
  })
  .meta({
    id: "AdminProductDetail",
    description: "Um picolé com tudo o que o formulário da equipe edita",
  });
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** DELETE /api/admin/products/:id: soft when orders still name the product. */
export const deletedProductSchema = z
  .object({
    id: z.string(),
    softDeleted: z.boolean().meta({
      description:
        "true: guardado para o histórico dos pedidos que o citam (oculto em todo lugar); " +
        "false: removido de vez",
    }),
  })
  .meta({ id: "DeletedProduct", description: "O picolé excluído" });
export type DeletedProduct = z.infer<typeof deletedProductSchema>;

/** POST /api/admin/product-images. */
export const uploadedImageSchema = z
  .object({
    imageUrl: z.string().meta({
      description: "O endereço da imagem, para o imageUrl do picolé",
      example: "/images/uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    }),
  })
  .meta({ id: "UploadedImage", description: "A imagem guardada" });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
