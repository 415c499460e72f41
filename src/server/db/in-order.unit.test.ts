import { describe, expect, it } from "vitest";
import { inOrder } from "./in-order.ts";

/**
 * Three statements that note when they are sent and answered, run through inOrder; each
 * pending one is answered a turn of the event loop after the last.
 */
async function runThree(statementsAtOnce: boolean): Promise<{ results: string[]; log: string[] }> {
  const log: string[] = [];
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
  const running = inOrder({ statementsAtOnce }, [send("a"), send("b"), send("c")]);
  for (let answered = 0; answered < 3; answered++) {
    await new Promise((resolve) => setImmediate(resolve));
    answers.shift()?.();
  }
  return { results: await running, log };
}

describe("inOrder", () => {
  it("sends every statement at once, in order, where the database takes that", async () => {
    const { results, log } = await runThree(true);
    expect(results).toEqual(["a", "b", "c"]);
    expect(log.slice(0, 3)).toEqual(["send a", "send b", "send c"]);
  });

  it("sends each once the last has answered, where the driver wants one at a time", async () => {
    const { results, log } = await runThree(false);
    expect(results).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["send a", "answer a", "send b", "answer b", "send c", "answer c"]);
  });
});
