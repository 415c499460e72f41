import { describe, expect, it } from "vitest";
import { crc16CcittFalse } from "./crc16.ts";

describe("crc16CcittFalse", () => {
  it("gives the published check value of CRC-16/CCITT-FALSE", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
  });

  it("is the initial value over nothing, and zero-pads to 4 upper-case hex digits", () => {
    expect(crc16CcittFalse("")).toBe("FFFF");
    // Values checked with Python's binascii.crc_hqx(data, 0xFFFF).
    expect(crc16CcittFalse("A")).toBe("B915");
    expect(crc16CcittFalse("6304")).toBe("6007");
    expect(crc16CcittFalse("J")).toBe("087E");
  });

  it("matches a BR Code's own field 63", () => {
    const payload =
      "00020101021226360014br.gov.bcb.pix0114+5581999999999520400005303986540522.985802BR" +
      "5914FROSTY PICOLES6006RECIFE62100506ABC1236304";
    expect(crc16CcittFalse(payload)).toBe("70C8");
  });
});
