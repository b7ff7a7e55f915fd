// Reads a body within a size limit and a deadline, so no client can hold a function with a large or slow one.

/** The body as text, unless it is too large, arrives too slowly or is not UTF-8. */
export async function readBody(
  request: Request,
  maxBytes: number,
  timeoutMs: number,
): Promise<string | "too_large" | "too_slow" | "not_utf8"> {
  if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) return "too_large"
  if (!request.body) return ""
  const reader = request.body.getReader()
  const late = Promise.withResolvers<"too_slow">()
  const timer = setTimeout(() => late.resolve("too_slow"), timeoutMs)
  const chunks: BlobPart[] = []
  let total = 0
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late.promise])
      if (next === "too_slow") return "too_slow"
      if (next.done) break
      total += next.value.byteLength
      if (total > maxBytes) return "too_large"
      chunks.push(next.value)
    }
  } finally {
    clearTimeout(timer)
    // Stops a body still arriving (too large or too slow); nothing to stop once it has all been read.
    reader.cancel().catch(() => {})
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await new Blob(chunks).arrayBuffer())
  } catch {
    return "not_utf8"
  }
}
