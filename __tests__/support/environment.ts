import { ReadableStream } from "node:stream/web"
import { TextEncoder } from "node:util"
import { LOCAL_ONLY_VALUES, LOCAL_VALUES } from "../../src/node/build-environment"

// The environment `gatsby develop` gives the site's code (gatsby-config's prepareEnvironment): npm start's.
Object.assign(process.env, LOCAL_VALUES, LOCAL_ONLY_VALUES)
// React's streaming server renderer needs these, which jsdom lacks.
Object.assign(globalThis, { ReadableStream, TextEncoder })
