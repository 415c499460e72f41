/** The message for a grant confirmed for an account that is not (or no longer) the e-mail's. */
export function mismatchMessage(email: string): string {
  return (
    `A conta com o e-mail ${email} não é a do id confirmado: nada foi alterado. ` +
    "Rode o comando sem --confirm para ver a conta de agora."
  );
}
