import { type CsvCell, csvLines, UTF8_BOM } from "./csv.ts";

/**
 * A CSV file streamed batch by batch: the byte-order mark and header, then each batch as it is
 * read. The first batch is read before the stream is returned, so a database that fails at
 * once still gets the usual JSON error instead of a cut-off download.
 */
export async function csvStream(
  header: string[],
  batches: AsyncGenerator<CsvCell[][]>,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const first = await batches.next();
  let pending: string | null = UTF8_BOM + csvLines([header, ...(first.done ? [] : first.value)]);
  let finished = first.done === true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending !== null) {
        controller.enqueue(encoder.encode(pending));
        pending = null;
        return;
      }
      const next = finished ? { done: true as const } : await batches.next();
      if (next.done) {
        finished = true;
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(csvLines(next.value)));
    },
    async cancel() {
      // The download was abandoned: stop reading batches.
      await batches.return(undefined);
    },
  });
}
