import { promisify } from "node:util";
import { gunzip } from "node:zlib";

const gunzipAsync = promisify(gunzip);
const BLOCK = 512;

/**
 * The tar archive inside a PGlite backup, checked whole: gunzipped here (PGlite's own gunzip
 * leaves its stream errors unhandled, which would end the process) and every header's checksum
 * verified up to the end-of-archive marker, so a copy cut short or damaged is refused before
 * anything is loaded. Throws a message saying what is wrong.
 */
export async function readTarball(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  let tar: Uint8Array<ArrayBuffer>;
  try {
    tar = new Uint8Array(gzipped ? await gunzipAsync(bytes) : bytes);
  } catch (error) {
    throw new Error(`gzip inválido: ${error instanceof Error ? error.message : String(error)}`);
  }
  checkTar(tar);
  return tar;
}

function checkTar(tar: Uint8Array): void {
  let offset = 0;
  let entries = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) {
      if (entries === 0) throw new Error("arquivo tar vazio");
      return;
    }
    if (!checksumMatches(header)) throw new Error(`arquivo tar danificado (byte ${offset})`);
    const size = octal(header.subarray(124, 136));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    entries += 1;
  }
  throw new Error("arquivo tar incompleto");
}

/** The header's checksum field equals the sum of its bytes, the field itself read as spaces. */
function checksumMatches(header: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return octal(header.subarray(148, 156)) === sum;
}

function octal(field: Uint8Array): number {
  const text = Buffer.from(field).toString("latin1").replace(/\0.*$/s, "").trim();
  const value = Number.parseInt(text || "0", 8);
  if (Number.isNaN(value)) throw new Error("arquivo tar danificado");
  return value;
}
