/** What the staff API returns; every /api/admin/* route needs a session with the admin role. */

export const ADMIN_ROLE = "admin";

export const AUTH_MESSAGES = {
  accessDenied: "Acesso negado",
  accessDeniedDescription: "Você não tem permissão para acessar o painel administrativo.",
} as const;

export const PASSWORD_MIN_LENGTH = 6;
/** Stock below this is flagged (SPEC §9). */
export const LOW_STOCK_THRESHOLD = 80;

export interface StaffSession {
  user: { id: string; name: string; email: string };
  roles: string[];
}

export interface AdminProduct {
  id: string;
  name: string;
  priceCents: number;
  stockQuantity: number;
  imageUrl: string;
  isActive: boolean;
}

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
