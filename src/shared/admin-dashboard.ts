/** The staff dashboard (/admin/dashboard): what GET /api/admin/dashboard returns. */
import { z } from "./zod-pt-br.ts";

/** Stock below this is flagged (SPEC §9). */
export const LOW_STOCK_THRESHOLD = 80;

const cents = (description: string) => z.int().meta({ description: `${description}, em centavos` });

export const dashboardFiguresSchema = z
  .object({
    hasOrders: z
      .boolean()
      .meta({ description: "false até o primeiro pedido: o painel mostra um estado vazio" }),
    totalSalesCents: cents("Total vendido desde o início (pedidos não cancelados)"),
    confirmedOrders: z
      .int()
      .meta({ description: "Pedidos aceitos pela equipe: em preparo, prontos ou entregues" }),
    averageTicketCents: cents("Ticket médio"),
    activeCustomers: z
      .int()
      .meta({ description: "Clientes (por telefone) com uma compra nos últimos 30 dias" }),
    newCustomers: z.int().meta({ description: "Clientes novos neste mês" }),
    lowStock: z.array(z.object({ id: z.string(), name: z.string(), stockQuantity: z.int() })).meta({
      description: `Picolés ativos com menos de ${LOW_STOCK_THRESHOLD} unidades, o mais vazio primeiro`,
    }),
    topSellers: z
      .array(
        z.object({
          productId: z.string(),
          name: z.string(),
          quantity: z.int(),
          revenueCents: cents("Receita"),
        }),
      )
      .meta({ description: "Os cinco picolés com mais unidades vendidas" }),
    currentMonthSalesCents: cents("Vendas deste mês"),
    monthlyGoalCents: cents("Meta de vendas do mês"),
    currentMonthQuantity: z.int().meta({ description: "Unidades vendidas neste mês" }),
    monthlyGoalQuantity: z.int().meta({ description: "Meta de unidades do mês" }),
  })
  .meta({ id: "DashboardFigures", description: "Os números do painel da equipe" });
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
