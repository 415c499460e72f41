/**
 * The staff's stock screen ("Abertura da loja"): GET and PUT /api/admin/stores/:id/stock, the
 * zod schemas both sides check a save with and the shape the server answers with.
 */
import { LOW_STOCK_THRESHOLD } from "./admin-dashboard.ts";
import { MAX_STORE_STOCK } from "./store-stock.ts";
import { z } from "./zod-pt-br.ts";

/** More lines than any catalogue holds: a bigger body is refused before it is read. */
export const MAX_STOCK_LINES = 500;

const count = (what: string) =>
  z
    .int({ error: `Informe ${what} em unidades inteiras` })
    .min(0, "O estoque não pode ser negativo")
    .max(MAX_STORE_STOCK, `Use no máximo ${MAX_STORE_STOCK.toLocaleString("pt-BR")} unidades`);

const productId = z
  .string({ error: "Informe o picolé" })
  .min(1, "Informe o picolé")
  .max(64, "Picolé não encontrado")
  .meta({ description: "O id do picolé", example: "7" });

/** One flavour of a save: the count and switch staff set, and the count the screen showed. */
export const storeStockLineInputSchema = z.strictObject({
  productId,
  stockQuantity: count("o estoque").meta({ description: "As unidades contadas na loja" }),
  isAvailable: z
    .boolean({ error: "Informe se o sabor está à venda (true ou false)" })
    .meta({ description: "false: esgotado nesta loja, seja qual for o estoque" }),
  expectedStockQuantity: count("o estoque lido").meta({
    description:
      "O estoque que a tela mostrava quando foi carregada. Se mudou desde então (pedidos), um " +
      "estoque novo digitado é recusado (409); um estoque deixado como estava fica com o de agora",
  }),
});

/** PUT /api/admin/stores/:id/stock: the flavours staff saved, in one go. */
export const storeStockInputSchema = z
  .strictObject({
    lines: z
      .array(storeStockLineInputSchema)
      .min(1, "Envie pelo menos um sabor")
      .max(MAX_STOCK_LINES, `Envie no máximo ${MAX_STOCK_LINES} sabores`),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.lines.forEach((line, index) => {
      if (seen.has(line.productId)) {
        ctx.addIssue({
          code: "custom",
          path: ["lines", index, "productId"],
          message: "Sabor repetido",
        });
      }
      seen.add(line.productId);
    });
  })
  .meta({
    example: {
      lines: [
        { productId: "1", stockQuantity: 120, isAvailable: true, expectedStockQuantity: 96 },
        { productId: "2", stockQuantity: 0, isAvailable: false, expectedStockQuantity: 0 },
      ],
    },
  });
export type StoreStockInput = z.infer<typeof storeStockInputSchema>;
export type StoreStockLineInput = z.infer<typeof storeStockLineInputSchema>;

/** One flavour of the chain's catalogue, with the store's count and switch. */
export const storeStockLineSchema = z
  .object({
    productId: z.string().meta({ example: "7" }),
    name: z.string().meta({ example: "Picolé de Morango" }),
    imageUrl: z.string().meta({ example: "/images/products/7.svg" }),
    stockQuantity: z.int().meta({ description: "As unidades na loja" }),
    isAvailable: z.boolean().meta({ description: "A chave da loja: false é esgotado" }),
    orderable: z
      .boolean()
      .meta({ description: "Se a loja online aceita pedidos do sabor nesta loja agora" }),
    lowStock: z
      .boolean()
      .meta({ description: `Menos de ${LOW_STOCK_THRESHOLD} unidades na loja (SPEC §9)` }),
  })
  .meta({ id: "StoreStockLine", description: "Um sabor, com o estoque e a chave da loja" });
export type StoreStockLine = z.infer<typeof storeStockLineSchema>;

/** GET /api/admin/stores/:id/stock, and the answer of a save. */
export const storeStockSchema = z
  .object({
    store: z.object({
      id: z.string().meta({ example: "1" }),
      name: z.string().meta({ example: "Frosty Paulista" }),
      city: z.string(),
      state: z.string(),
    }),
    lowStockBelow: z.int().meta({ example: LOW_STOCK_THRESHOLD }),
    lines: z.array(storeStockLineSchema).meta({ description: "Os sabores à venda, por nome" }),
  })
  .meta({ id: "StoreStock", description: "O estoque de uma loja, sabor por sabor" });
export type StoreStock = z.infer<typeof storeStockSchema>;
