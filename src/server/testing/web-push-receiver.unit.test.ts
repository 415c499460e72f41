import { describe, expect, it } from "vitest";
import { browserKeysFrom, decryptPushMessage } from "./web-push-receiver.ts";

// RFC 8291, Appendix A: the receiver's keys, and the message as the sender encrypted it.
const RFC_8291 = {
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  uaPublic:
    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
  plaintext: "When I grow up, I want to be a watermelon",
};

// The test push service's decryption is what the push tests trust: it is checked here against
// the RFC's own example, so it cannot agree with the library by sharing its mistakes.
describe("the test browser's decryption (RFC 8291)", () => {
  it("reads the RFC's example message", () => {
    const keys = browserKeysFrom(RFC_8291.uaPrivate, RFC_8291.auth);
    expect(keys.p256dh).toBe(RFC_8291.uaPublic);
    expect(decryptPushMessage(Buffer.from(RFC_8291.body, "base64url"), keys)).toBe(
      RFC_8291.plaintext,
    );
  });

  it("refuses a message altered on the way", () => {
    const keys = browserKeysFrom(RFC_8291.uaPrivate, RFC_8291.auth);
    const body = Buffer.from(RFC_8291.body, "base64url");
    body[body.length - 20] = (body[body.length - 20] ?? 0) ^ 1;
    expect(() => decryptPushMessage(body, keys)).toThrow();
  });
});
