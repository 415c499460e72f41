import { describe, expect, it } from "vitest";
import {
  deliveryAreaBody,
  deliveryAreaFormSchema,
  deliveryAreaFormValues,
} from "./delivery-area-form-schema.ts";

const VALID = { name: " Boa Viagem ", fee: "R$ 7,50", minOrder: "", eta: "40" };

function issuesOf(values: typeof VALID) {
  const result = deliveryAreaFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path, issue.message]);
}

describe("the delivery area form", () => {
  it("reads reais and minutes as staff type them into the API's body", () => {
    const parsed = deliveryAreaFormSchema.parse(VALID);
    expect(deliveryAreaBody(parsed)).toEqual({
      name: "Boa Viagem",
      feeCents: 750,
      minOrderCents: null,
      etaMinutes: 40,
    });
    const withMinimum = deliveryAreaFormSchema.parse({ ...VALID, fee: "0", minOrder: "1.234,5" });
    expect(deliveryAreaBody(withMinimum)).toMatchObject({ feeCents: 0, minOrderCents: 123_450 });
  });

  it("says what is wrong beside each field, in the API's words", () => {
    expect(issuesOf({ ...VALID, name: "  " })).toEqual([[["name"], "Informe o nome do bairro"]]);
    expect(issuesOf({ ...VALID, fee: "cinco" })).toEqual([
      [["fee"], "Valor inválido: informe em reais, como 5,00"],
    ]);
    expect(issuesOf({ ...VALID, fee: "1.000,01" })).toEqual([
      [["fee"], "Taxa do bairro: informe um valor de R$ 0,00 a R$ 1.000,00"],
    ]);
    expect(issuesOf({ ...VALID, minOrder: "0,00" })).toEqual([
      [["minOrder"], "Pedido mínimo: informe um valor de R$ 0,01 a R$ 100.000,00, ou nenhum"],
    ]);
    expect(issuesOf({ ...VALID, eta: "4" })).toEqual([
      [["eta"], "Tempo estimado: informe de 5 a 480 minutos inteiros"],
    ]);
    expect(issuesOf({ ...VALID, eta: "40,5" })).toEqual([
      [["eta"], "Informe os minutos em número inteiro, como 40"],
    ]);
  });

  it("starts from an area's values, or a new one at the default fee", () => {
    expect(deliveryAreaFormValues(null, 500)).toEqual({
      name: "",
      fee: "5,00",
      minOrder: "",
      eta: "30",
    });
    expect(
      deliveryAreaFormValues(
        { id: "1-centro", name: "Centro", feeCents: 800, minOrderCents: 2000, etaMinutes: 45 },
        500,
      ),
    ).toEqual({ name: "Centro", fee: "8,00", minOrder: "20,00", eta: "45" });
  });
});
