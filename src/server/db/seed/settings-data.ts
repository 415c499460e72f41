/**
 * Settings seeded when missing (staff may change them later; a re-seed never overwrites).
 * The monthly goals are the original's sample figures: R$ 80.000,00 and 8.900 units. The
 * payment switches hold only the test payment's: every other method is on by default.
 *
 * The delivery fee and the contact details are deliberately not seeded: without a row they
 * fall back to the environment (SITE_*) and the built-in defaults, and a saved row takes
 * precedence over both (see src/server/services/settings/shop-settings.ts).
 */
export const SETTING_DEFAULTS = {
  monthly_goal_cents: 8_000_000,
  monthly_goal_quantity: 8_900,
  /**
   * The test payment ("Pagamento de teste", never charged) starts off on every fresh install,
   * whatever its environment: offered to the public it would let anyone take picolés for free.
   * HQ switches it on in Configurações → Pagamentos to try the shop; the test suites' prepared
   * database does so as their setup (src/server/testing/prepared-database.ts).
   */
  payment_methods: { test: false },
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
