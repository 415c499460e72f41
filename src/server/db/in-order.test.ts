import { describe, expect, it } from "vitest";
import { inOrder } from "./in-order.ts";

/** Statements that note when they are sent, answered only when the test says so. */
function statements(log: string[]) {
  const answers: (() => void)[] = [];
  const send = (name: string) => () => {
    log.push(`send ${name}`);
    return new Promise<string>((resolve) =>
      answers.push(() => {
        log.push(`answer ${name}`);
        resolve(name);
      }),
    );
  };
  const answerNext = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    answers.shift()?.();
  };
  return { send, answerNext };
}

describe("inOrder", () => {
  it("sends every statement at once, in order, where the database takes that", async () => {
    const log: string[] = [];
    const { send, answerNext } = statements(log);
    const results = inOrder({ statementsAtOnce: true }, [send("a"), send("b"), send("c")]);
    await answerNext();
    await answerNext();
    await answerNext();
    expect(await results).toEqual(["a", "b", "c"]);
    expect(log.slice(0, 3)).toEqual(["send a", "send b", "send c"]);
  });

  it("sends each once the last has answered, where the driver wants one at a time", async () => {
    const log: string[] = [];
    const { send, answerNext } = statements(log);
    const results = inOrder({ statementsAtOnce: false }, [send("a"), send("b"), send("c")]);
    await answerNext();
    await answerNext();
    await answerNext();
    expect(await results).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["send a", "answer a", "send b", "answer b", "send c", "answer c"]);
  });
});
