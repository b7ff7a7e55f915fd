// A TCP proxy between the function and its database that delays every chunk in both directions by
// `delayMs`: a function far from its database, or an overloaded server.
export function startDatabaseProxy(targetUrl: string) {
  const target = new URL(targetUrl)
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 })
  const open = new Set<Deno.Conn>()
  const pumps = new Set<Promise<void>>()
  const close = (conn: Deno.Conn) => open.delete(conn) && conn.close()
  const pump = async (from: Deno.Conn, to: Deno.Conn) => {
    const buffer = new Uint8Array(64 * 1024)
    try {
      for (let read = await from.read(buffer); read !== null; read = await from.read(buffer)) {
        const chunk = buffer.slice(0, read)
        if (proxy.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, proxy.delayMs))
        for (let written = 0; written < chunk.length;) written += await to.write(chunk.subarray(written))
      }
    } catch {
      // A side closed: the other goes too.
    }
    close(from)
    close(to)
  }
  const accepting = (async () => {
    for await (const client of listener) {
      open.add(client)
      try {
        const server = await Deno.connect({ hostname: target.hostname, port: Number(target.port) })
        open.add(server)
        for (const work of [pump(client, server), pump(server, client)]) {
          pumps.add(work)
          work.finally(() => pumps.delete(work))
        }
      } catch {
        close(client)
      }
    }
  })()
  const url = new URL(targetUrl)
  url.port = String((listener.addr as Deno.NetAddr).port)
  const proxy = {
    url: url.toString(),
    delayMs: 0,
    async stop() {
      for (const conn of [...open]) close(conn)
      listener.close()
      await accepting.catch(() => {})
      await Promise.all(pumps)
    },
  }
  return proxy
}
