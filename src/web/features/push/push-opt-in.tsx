// Placeholder while Web Push is being built (issue 16); replaced before the issue closes.
export function PushOptIn(_props: { orderId: string; token: string }) {
  return null;
}
