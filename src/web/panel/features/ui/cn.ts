import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * The staff panel's class joiner: like the shop's `cn()`, but a later class wins over an earlier
 * one it conflicts with (`bg-white` then `bg-red-700` → `bg-red-700`), so a state class such as an
 * alert's colour always applies. Panel only: tailwind-merge (~8 KB gzipped) must not reach a shop
 * page, which the dependency check and the bundle check enforce.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
