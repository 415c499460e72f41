/** The staff dashboard (/admin/dashboard): what GET /api/admin/dashboard returns. */

/** Stock below this is flagged (SPEC §9). */
export const LOW_STOCK_THRESHOLD = 80;

export interface DashboardFigures {
  /** False until the first order: the dashboard shows an empty state. */
  hasOrders: boolean;
  totalSalesCents: number;
  confirmedOrders: number;
  averageTicketCents: number;
  activeCustomers: number;
  newCustomers: number;
  lowStock: { id: string; name: string; stockQuantity: number }[];
  topSellers: { productId: string; name: string; quantity: number; revenueCents: number }[];
  currentMonthSalesCents: number;
  monthlyGoalCents: number;
  currentMonthQuantity: number;
  monthlyGoalQuantity: number;
}
