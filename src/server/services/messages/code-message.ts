/** How long a sign-in code is valid (issue 29: five minutes). */
export const CODE_VALID_MINUTES = 5;

/** The pt-BR text that carries a sign-in code by SMS or to the outbox. */
export function codeMessage(code: string): string {
  return (
    `Seu código do Clube Frosty é ${code}. Ele vale por ${CODE_VALID_MINUTES} minutos. ` +
    "Não compartilhe com ninguém."
  );
}
