// A TCP proxy between the function and its database that can add latency (a function far from its
// database, an overloaded server) or cut every connection (the database goes down) on demand.
export type DatabaseProxy = {
  url: string
  /** Added to every chunk in both directions. */
  delayMs: number
  /** Closes every open connection and refuses new ones until `restore`. */
  cut(): void
  restore(): void
  [Symbol.asyncDispose](): Promise<void>
}

export function startDatabaseProxy(targetUrl: string): DatabaseProxy {
  const target = new URL(targetUrl)
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 })
  const open = new Set<Deno.Conn>()
  const pumps = new Set<Promise<void>>()
  let down = false
  const close = (conn: Deno.Conn) => {
    if (open.delete(conn)) conn.close()
  }
  const pump = async (from: Deno.Conn, to: Deno.Conn) => {
    const buffer = new Uint8Array(64 * 1024)
    try {
      for (;;) {
        const read = await from.read(buffer)
        if (read === null) break
        const chunk = buffer.slice(0, read)
        if (proxy.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, proxy.delayMs))
        let written = 0
        while (written < chunk.length) written += await to.write(chunk.subarray(written))
      }
    } catch {
      // A side closed: the other goes too.
    }
    close(from)
    close(to)
  }
  const track = (work: Promise<void>) => {
    pumps.add(work)
    work.finally(() => pumps.delete(work))
  }
  const accepting = (async () => {
    for await (const client of listener) {
      if (down) {
        client.close()
        continue
      }
      open.add(client)
      try {
        const server = await Deno.connect({ hostname: target.hostname, port: Number(target.port) })
        open.add(server)
        track(pump(client, server))
        track(pump(server, client))
      } catch {
        close(client)
      }
    }
  })()
  const url = new URL(targetUrl)
  url.port = String((listener.addr as Deno.NetAddr).port)
  const proxy: DatabaseProxy = {
    url: url.toString(),
    delayMs: 0,
    cut() {
      down = true
      for (const conn of [...open]) close(conn)
    },
    restore() {
      down = false
    },
    async [Symbol.asyncDispose]() {
      proxy.cut()
      listener.close()
      await accepting.catch(() => {})
      await Promise.all(pumps)
    },
  }
  return proxy
}
