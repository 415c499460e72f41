import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No class merging (tailwind-merge would add ~8 KB gzipped to every page):
 * a call site that overrides a component's own class marks its class important (`h-10!`) or
 * the component offers a variant for it. scripts/class-conflicts.test.ts checks every cn() and
 * cva() of the shop, in each way its conditions go, and fails on classes that conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
