// The bench's yardstick: a bare node:http server answering every request with the bytes
// the real server sent for a path (BODY_FILE) under its content type (CONTENT_TYPE).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.env.BODY_FILE);
const contentType = process.env.CONTENT_TYPE;

createServer((_request, response) => {
  response.writeHead(200, { "content-type": contentType, "content-length": body.length });
  response.end(body);
}).listen(Number(process.env.PORT), process.env.HOST);

process.on("SIGTERM", () => process.exit(0));
