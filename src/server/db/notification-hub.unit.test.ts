import { describe, expect, it } from "vitest";
import { type ChannelDriver, NotificationHub, type NotificationListener } from "./notifications.ts";

/** A connection whose LISTEN answers when the test says, as the test says. */
function slowConnection() {
  let answer: (error?: Error) => void = () => {};
  const deliverers = new Map<string, (payload: string) => void>();
  const driver: ChannelDriver = {
    subscribe: (channel, deliver) =>
      new Promise<void>((resolve, reject) => {
        answer = (error) => {
          if (error) return reject(error);
          deliverers.set(channel, deliver);
          resolve();
        };
      }),
    unsubscribe: async (channel) => {
      deliverers.delete(channel);
    },
    close: async () => {},
  };
  return { driver, answer: (error?: Error) => answer(error), deliverers };
}

const listener = (received: string[]): NotificationListener => ({
  onPayload: (payload) => received.push(payload),
});

describe("NotificationHub, while a channel's LISTEN is on its way", () => {
  it("answers a second listener only once the LISTEN is in place", async () => {
    const connection = slowConnection();
    const hub = new NotificationHub(connection.driver);
    const received: string[] = [];
    let secondReady = false;
    const first = hub.listen("events", listener([]));
    const second = hub.listen("events", listener(received)).then(() => {
      secondReady = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondReady).toBe(false);

    connection.answer();
    await Promise.all([first, second]);
    connection.deliverers.get("events")?.("pedido");
    expect(received).toEqual(["pedido"]);
  });

  it("fails every listener that waited on a LISTEN that failed, and tries again for the next", async () => {
    const connection = slowConnection();
    const hub = new NotificationHub(connection.driver);
    const first = hub.listen("events", listener([]));
    const second = hub.listen("events", listener([]));
    await new Promise((resolve) => setImmediate(resolve));
    connection.answer(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await expect(second).rejects.toThrow("connection lost");

    const third = hub.listen("events", listener([]));
    await new Promise((resolve) => setImmediate(resolve));
    connection.answer();
    await expect(third).resolves.toBeTypeOf("function");
  });
});
