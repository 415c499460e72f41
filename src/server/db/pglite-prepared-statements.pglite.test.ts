import { PGlite, types } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PreparedStatements } from "./pglite-prepared-statements.mjs";

let db: PGlite;
let statements: PreparedStatements;

beforeEach(async () => {
  db = new PGlite();
  await db.exec(`
    create table flavours (id int primary key, name text not null unique, launched date);
    insert into flavours values (1, 'Manga', '2026-01-10'), (2, 'Coco', null);`);
  statements = new PreparedStatements(db);
});
afterEach(() => db.close());

const byJson =
  "select id, name from flavours where id in (select value::int from jsonb_array_elements_text($1::jsonb)) order by id";

describe("statements on PGlite, one call each", () => {
  it("answers exactly as PGlite's query() does, parameters and parsers alike", async () => {
    const sql =
      "select id, name, launched, id = any($1::int[]) as chosen, $2::jsonb as extra from flavours order by id";
    const params = [[2], { tag: "verão" }];
    const options = { parsers: { [types.DATE]: (value: string) => `dia ${value}` } };
    const expected = await db.query(sql, params, options);
    // Twice: the second run goes by what the first one learnt.
    for (let run = 0; run < 2; run++) {
      const result = await statements.query(sql, params, options);
      expect(result.rows).toEqual(expected.rows);
      expect(result.rows[0]).toEqual({
        id: 1,
        name: "Manga",
        launched: "dia 2026-01-10",
        chosen: false,
        extra: { tag: "verão" },
      });
    }
    const arrays = await statements.query("select id, name from flavours where id = $1", [1], {
      rowMode: "array",
    });
    expect(arrays.rows).toEqual([[1, "Manga"]]);
  });

  it("keeps prepared only the statements whose parameters are all JSON", async () => {
    await statements.query(byJson, ["[1, 2]"], {});
    await statements.query("select name from flavours where id = $1", [1], {});
    await statements.query(
      "select name from flavours where id = $1 and $2::jsonb is not null",
      [1, "{}"],
      {},
    );
    expect(statements.prepared).toEqual([byJson]);
    const named = await db.query<{ name: string }>("select name from pg_prepared_statements");
    expect(named.rows).toHaveLength(1);
    expect((await statements.query(byJson, ["[2]"], {})).rows).toEqual([{ id: 2, name: "Coco" }]);
  });

  it("throws PostgreSQL's errors with their fields and stays usable", async () => {
    const insert =
      "insert into flavours (id, name) select (r->>'id')::int, r->>'name' from jsonb_array_elements($1::jsonb) r";
    const duplicate = await statements
      .query(insert, [JSON.stringify([{ id: 3, name: "Manga" }])], {})
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: "23505", constraint: "flavours_name_key" });
    const typo = await statements.query("selec $1::jsonb", ["{}"], {}).catch((e: unknown) => e);
    expect(typo).toMatchObject({ code: "42601" });
    expect(statements.prepared).toEqual([insert]);
    await statements.query(insert, [JSON.stringify([{ id: 3, name: "Uva" }])], {});
    expect((await statements.query(byJson, ["[3]"], {})).rows).toEqual([{ id: 3, name: "Uva" }]);
  });

  it("fails a transaction's statement after an error as PostgreSQL does, and recovers after ROLLBACK", async () => {
    await statements.query("BEGIN", [], {});
    await expect(statements.query("select 1 / $1::int", [0], {})).rejects.toMatchObject({
      code: "22012",
    });
    await expect(statements.query(byJson, ["[1]"], {})).rejects.toMatchObject({ code: "25P02" });
    await statements.query("ROLLBACK", [], {});
    expect((await statements.query(byJson, ["[1]"], {})).rows).toEqual([{ id: 1, name: "Manga" }]);
  });

  it("prepares a statement again once a table it reads has changed shape", async () => {
    const everything =
      "select * from flavours where id in (select value::int from jsonb_array_elements_text($1::jsonb))";
    expect((await statements.query(everything, ["[2]"], {})).rows).toEqual([
      { id: 2, name: "Coco", launched: null },
    ]);
    await db.exec("alter table flavours add column vegan boolean not null default true");
    // PostgreSQL refuses the plan it kept (its result changed shape); the next run is new.
    await expect(statements.query(everything, ["[2]"], {})).rejects.toMatchObject({
      code: "0A000",
    });
    expect((await statements.query(everything, ["[2]"], {})).rows).toEqual([
      { id: 2, name: "Coco", launched: null, vegan: true },
    ]);
  });

  it("keeps a bounded number of statements, closing the least recently used", async () => {
    const few = new PreparedStatements(db, 2);
    const texts = [1, 2, 3].map((n) => `${byJson} limit ${n}`);
    for (const text of texts) await few.query(text, ["[1, 2]"], {});
    await few.query(texts[1] as string, ["[1]"], {});
    await few.query(`${byJson} limit 4`, ["[1]"], {});
    expect(few.prepared).toEqual([texts[1], `${byJson} limit 4`]);
    const named = await db.query("select name from pg_prepared_statements");
    expect(named.rows).toHaveLength(2);
  });
});
