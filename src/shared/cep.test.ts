import { describe, expect, it } from "vitest";
import { cepDigits, maskCep } from "./cep.ts";
import { cepProblem, isValidCep } from "./cep-problem.ts";

describe("maskCep", () => {
  it("masks as the customer types, one digit at a time", () => {
    const typed = "50030230";
    expect([...typed].map((_, i) => maskCep(typed.slice(0, i + 1)))).toEqual([
      "5",
      "50",
      "500",
      "5003",
      "50030",
      "50030-2",
      "50030-23",
      "50030-230",
    ]);
  });

  it("re-masks the shown value plus a key, and deletes past the dash", () => {
    expect(maskCep("50030-2309")).toBe("50030-230");
    expect(maskCep("50030-")).toBe("50030");
    expect(maskCep("")).toBe("");
  });

  it("masks pasted CEPs in other writings", () => {
    expect(maskCep("50.030-230")).toBe("50030-230");
    expect(maskCep(" 50030230 ")).toBe("50030-230");
    expect(maskCep("CEP 01310-100")).toBe("01310-100");
  });
});

describe("cepDigits", () => {
  it("keeps the digits", () => {
    expect(cepDigits("50.030-230")).toBe("50030230");
    expect(cepDigits("01310-100")).toBe("01310100");
    expect(cepDigits("-")).toBe("");
  });
});

describe("isValidCep", () => {
  it("accepts 8 digits, masked or not", () => {
    for (const cep of ["50030-230", "50030230", "01310-100", "50.030-230", " 69900-000 "]) {
      expect(isValidCep(cep), cep).toBe(true);
    }
  });

  it("refuses too few or too many digits, all zeros, and letters", () => {
    for (const cep of [
      "",
      "5003-023",
      "5003023",
      "500302301",
      "00000-000",
      "5003O-230",
      "CEP 50030-230",
    ]) {
      expect(isValidCep(cep), cep).toBe(false);
    }
  });
});

describe("cepProblem", () => {
  it("says nothing of a CEP that can be one", () => {
    for (const cep of ["50030-230", "01000-000", "99999-999", "50.030-230"]) {
      expect(cepProblem(cep), cep).toBeNull();
    }
  });

  it("says what is wrong: too few digits, too many, letters, a CEP no one has", () => {
    expect(cepProblem("")).toBe("CEP incompleto: informe os 8 dígitos");
    expect(cepProblem("5003-023")).toBe("CEP incompleto: informe os 8 dígitos");
    expect(cepProblem("500302301")).toBe("CEP com dígitos a mais: informe os 8 dígitos");
    expect(cepProblem("5003O-230")).toBe("Use só números no CEP");
    expect(cepProblem("CEP 50030-230")).toBe("Use só números no CEP");
    expect(cepProblem("00000-000")).toBe("CEP inexistente: confira o número");
    expect(cepProblem("00999-999")).toBe("CEP inexistente: confira o número");
  });
});
