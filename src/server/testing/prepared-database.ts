import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { prepareDatabase } from "#server/db/prepare.ts";
import { settings } from "#server/db/schema.ts";

/**
 * One migrated and seeded database, prepared once and copied for each test file, each e2e
 * server and the crash test (decision 014). Preparing one (9 migrations, 138 stores, ~4,000
 * stock rows) takes 6–8 s on PGlite; loading a copy well under a second.
 *
 * PGlite: kept on disk under node_modules/.cache, named by a hash of what decides its contents
 * (the migrations, the schema, the seed and PGlite's version), so an unchanged schema prepares
 * nothing, run after run. It holds the data directory as the server keeps it (`data/pglite`,
 * copied whole for a server) and the same as dumpDataDir's tarball (loaded by in-memory PGlite).
 *
 * PostgreSQL: a template database on the server, of the same hash, that
 * `CREATE DATABASE … TEMPLATE` copies.
 */

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const DB_SOURCE = join(REPO_ROOT, "src/server/db");
const CACHE_ROOT = join(REPO_ROOT, "node_modules/.cache/frosty-prepared-database");

/** What the prepared database is made from: a change to any of these prepares a new one. */
function sourcesOfTheDatabase(): string[] {
  const files = [
    ...filesUnder(join(DB_SOURCE, "migrations")),
    ...filesUnder(join(DB_SOURCE, "seed")).filter((file) => !file.endsWith(".test.ts")),
    join(DB_SOURCE, "schema.ts"),
    join(DB_SOURCE, "migrate.ts"),
    join(DB_SOURCE, "prepare.ts"),
    fileURLToPath(import.meta.url),
    join(REPO_ROOT, "node_modules/@electric-sql/pglite/package.json"),
  ];
  return files.sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

let hashOfSources: string | undefined;

/** The prepared database's name: a hash of its sources. */
export function preparedDatabaseHash(): string {
  if (!hashOfSources) {
    const hash = createHash("sha256");
    for (const file of sourcesOfTheDatabase()) {
      hash.update(relative(REPO_ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
    }
    hashOfSources = hash.digest("hex").slice(0, 16);
  }
  return hashOfSources;
}

/**
 * Migrated and seeded for tests, then switched as the tests expect: the test payment on. A
 * fresh install has it off (seed/settings-data.ts); the tests' and e2e's orders pay with it, as
 * HQ's would after switching it on in Configurações → Pagamentos.
 */
async function prepareTestDatabase(handle: DatabaseHandle): Promise<void> {
  await prepareDatabase(handle, "test");
  await switchTestPaymentOn(handle.db);
}

/** The chain's test payment switched on (merged into the saved switches, as the API does). */
export async function switchTestPaymentOn(db: DatabaseHandle["db"]): Promise<void> {
  await db
    .update(settings)
    .set({ value: sql`${settings.value} || '{"test": true}'::jsonb` })
    .where(eq(settings.key, "payment_methods"));
}

export interface PreparedPglite {
  /** A DATA_DIR for the server: its `pglite` folder holds the prepared database. */
  dataDir: string;
  /** The same database as dumpDataDir's gzipped tarball, for PGlite's loadDataDir. */
  tarball: string;
}

function preparedPglitePaths(folder: string): PreparedPglite {
  return { dataDir: join(folder, "data"), tarball: join(folder, "pglite.tar.gz") };
}

/**
 * The prepared PGlite database, made now if no run made it yet. Made in a folder of its own and
 * renamed into place once whole, so that two processes preparing at once never see half of one.
 */
export async function preparedPglite(): Promise<PreparedPglite> {
  const folder = join(CACHE_ROOT, preparedDatabaseHash());
  const prepared = preparedPglitePaths(folder);
  if (existsSync(prepared.tarball)) return prepared;

  mkdirSync(CACHE_ROOT, { recursive: true });
  const building = `${folder}.building-${process.pid}-${randomBytes(4).toString("hex")}`;
  const paths = preparedPglitePaths(building);
  try {
    mkdirSync(paths.dataDir, { recursive: true, mode: 0o700 });
    const handle = await openDatabase({ kind: "pglite", dataDir: paths.dataDir });
    try {
      await prepareTestDatabase(handle);
      const tarball = await handle.dumpDataDir?.();
      if (!tarball) throw new Error("PGlite did not dump its data directory");
      writeFileSync(paths.tarball, new Uint8Array(await tarball.arrayBuffer()));
    } finally {
      await handle.close();
    }
    try {
      renameSync(building, folder);
    } catch (error) {
      // Another process put the same database in place first: theirs is as good.
      if (!existsSync(prepared.tarball)) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  removeOtherPreparedDatabases(folder);
  return prepared;
}

/** Databases of an older schema are never used again. */
function removeOtherPreparedDatabases(current: string): void {
  for (const name of readdirSync(CACHE_ROOT)) {
    const path = join(CACHE_ROOT, name);
    if (path !== current && !name.includes(".building-")) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

let tarballBytes: Promise<Uint8Array> | undefined;

/** The prepared PGlite database's tarball, read once per process. */
export function preparedPgliteTarball(): Promise<Uint8Array> {
  tarballBytes ??= preparedPglite().then(({ tarball }) => new Uint8Array(readFileSync(tarball)));
  return tarballBytes;
}

/**
 * A new DATA_DIR holding a copy of the prepared database, for a server process (e2e, the crash
 * test). The caller removes it.
 */
export async function copyOfPreparedDataDir(target: string): Promise<void> {
  const { dataDir } = await preparedPglite();
  cpSync(dataDir, target, { recursive: true });
}

/** The template database's name on a PostgreSQL server. */
export function preparedTemplateName(): string {
  return `frosty_prepared_${preparedDatabaseHash()}`;
}

const preparedTemplates = new Map<string, Promise<string>>();

/**
 * The prepared template database on the PostgreSQL server of `serverUrl`, made now if the
 * server has none of this hash yet. Returns its name.
 */
export function preparedPostgresTemplate(serverUrl: string): Promise<string> {
  let template = preparedTemplates.get(serverUrl);
  if (!template) {
    template = makePostgresTemplate(serverUrl);
    preparedTemplates.set(serverUrl, template);
    template.catch(() => preparedTemplates.delete(serverUrl));
  }
  return template;
}

async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = preparedTemplateName();
  if (await databaseExists(serverUrl, name)) return name;

  const building = `${name}_building_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${building}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
    try {
      await prepareTestDatabase(handle);
    } finally {
      await handle.close();
    }
    try {
      await adminQuery(serverUrl, `alter database ${building} rename to ${name}`);
      await adminQuery(serverUrl, `alter database ${name} is_template true`);
    } catch (error) {
      // Another process put the same template in place first: theirs is as good.
      if (!(await databaseExists(serverUrl, name))) throw error;
    }
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${building} with (force)`);
  }
  return name;
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const rows = await adminQuery(serverUrl, "select 1 from pg_database where datname = $1", [name]);
  return rows.length > 0;
}

/** One statement on the server's own database (CREATE DATABASE runs outside a transaction). */
export async function adminQuery(
  serverUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
