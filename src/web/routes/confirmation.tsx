export function ConfirmationPage() {
  return null;
}
