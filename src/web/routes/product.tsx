export function ProductPage() {
  return null;
}
