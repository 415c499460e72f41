import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger };

/**
 * The process's logger: pino's JSON lines, without personal data or secrets. Customers' names,
 * phones, CPF and addresses, order access tokens, session cookies and passwords reach the
 * database as query parameters and come back inside its errors (Drizzle's DrizzleQueryError
 * carries `params` and puts them in its message; PostgreSQL's `detail` says "Failing row
 * contains (…)" or "Key (phone)=(…)"). Errors are therefore logged through an allow-list of
 * their fields, and keys that name such data are censored wherever they appear in an entry.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { app: "frosty" },
    serializers: { err: loggableError, error: loggableError },
    formatters: { log: withoutPersonalData },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const REDACTED = "[redacted]";

/** The usual places of credentials in what code might log (headers, bodies, sessions). */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-order-token"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  'headers["x-order-token"]',
  "*.password",
  "*.token",
  "*.accessToken",
  "*.sessionToken",
  "*.secret",
];

/**
 * Keys whose values are personal data or secrets, compared without case, "-" and "_":
 * censored wherever they appear in a log entry, however deep.
 */
const SENSITIVE_KEYS = new Set(
  [
    "password",
    "newPassword",
    "currentPassword",
    "token",
    "accessToken",
    "orderToken",
    "x-order-token",
    "sessionToken",
    "refreshToken",
    "idToken",
    "secret",
    // A PSP connection's (Pix automático): the OAuth client secret and the mTLS private key.
    "clientSecret",
    "clientSecretSealed",
    "keyPem",
    "keyPemSealed",
    "cookie",
    "set-cookie",
    "authorization",
    "customer",
    "customerName",
    "phone",
    "customerPhone",
    "cpf",
    "customerCpf",
    "address",
    "customerAddress",
    "deliveryAddress",
    "street",
    "body",
    // A database error's values.
    "params",
    "parameters",
    "detail",
    "where",
    "internalQuery",
  ].map(normalizeKey),
);

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, "");
}

/**
 * What an error may say in the log: its type, its message and stack frames without the values
 * a database put in them, and fields that name things (a code, a constraint, a table, a
 * system call) rather than hold data. The statement is kept with its literals blanked out;
 * the parameters never.
 */
const SAFE_ERROR_FIELDS = [
  "code",
  "errno",
  "syscall",
  "severity",
  "routine",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "position",
  "status",
  "statusCode",
  "hint",
  "port",
] as const;

const MAX_DEPTH = 6;
/** Marks an error already described (the entry's scrub runs before pino's serializers). */
const DESCRIBED = Symbol("described");

export function loggableError(error: unknown): unknown {
  if (typeof error === "object" && error !== null && DESCRIBED in error) return error;
  return isErrorLike(error) ? describeError(error, 0) : scrub(error, 0);
}

function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === "object" &&
      value !== null &&
      typeof (value as { message?: unknown }).message === "string" &&
      typeof (value as { stack?: unknown }).stack === "string")
  );
}

function describeError(error: Error, depth: number): Record<string, unknown> {
  const fields = error as unknown as Record<string, unknown>;
  const type =
    typeof error.constructor === "function" && error.constructor.name !== "Object"
      ? error.constructor.name
      : error.name;
  const message = safeMessage(error);
  const described: Record<string, unknown> = { type, message };
  Object.defineProperty(described, DESCRIBED, { value: true });
  if (typeof error.stack === "string") described.stack = safeStack(type, message, error.stack);
  for (const key of SAFE_ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      described[key] = value;
    }
  }
  // A network error's address is the database's, not a person's.
  if (typeof fields.syscall === "string" && typeof fields.address === "string") {
    described.address = fields.address;
  }
  if (typeof fields.query === "string") described.query = withoutLiterals(fields.query);
  if (depth < MAX_DEPTH) {
    if (fields.cause !== undefined) {
      described.cause = isErrorLike(fields.cause)
        ? describeError(fields.cause, depth + 1)
        : scrub(fields.cause, depth + 1);
    }
    if (Array.isArray(fields.errors)) {
      described.errors = fields.errors.map((inner: unknown) =>
        isErrorLike(inner) ? describeError(inner, depth + 1) : scrub(inner, depth + 1),
      );
    }
  }
  return described;
}

/**
 * The message without values: Drizzle's "Failed query: …\nparams: …" is cut to its first two
 * words, and PostgreSQL's quoted values ('invalid input syntax for type
 * integer: "…"', 'value "…" is out of range') are blanked out. Names of constraints, tables
 * and files stay.
 */
function safeMessage(error: Error): string {
  // The statement itself is the error's `query` field, literals blanked out.
  if (error.message.startsWith("Failed query: ")) return "Failed query";
  return error.message
    .replace(/\nparams: [\s\S]*$/, "")
    .replace(/(:\s*)"(?:[^"]|"")*"/g, `$1"${REDACTED}"`)
    .replace(/\b(value|literal|input) "(?:[^"]|"")*"/gi, `$1 "${REDACTED}"`);
}

/** The stack's frames under the safe message (the stack's first lines repeat the message). */
function safeStack(type: string, message: string, stack: string): string {
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join("\n");
}

/** A statement with its string literals (and dollar-quoted bodies) blanked out. */
export function withoutLiterals(statement: string): string {
  return statement
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "$$$1$$…$$$1$$")
    .replace(/[Ee]?'(?:[^']|'')*'/g, "'…'");
}

/**
 * A log entry's fields with sensitive keys censored and errors described (nested errors too:
 * Better Auth passes its own under `args`), however deep.
 */
function withoutPersonalData(entry: Record<string, unknown>): Record<string, unknown> {
  return scrub(entry, 0) as Record<string, unknown>;
}

function scrub(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== "object") return value;
  if (depth > MAX_DEPTH) return "[…]";
  if (isErrorLike(value)) return describeError(value, depth);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    scrubbed[key] = SENSITIVE_KEYS.has(normalizeKey(key)) ? REDACTED : scrub(inner, depth + 1);
  }
  return scrubbed;
}
