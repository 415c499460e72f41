export function AboutPage() {
  return null;
}
