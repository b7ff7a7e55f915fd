// Files webpack turns into URLs.
declare module "*.woff2" {
  const url: string
  export default url
}

// gatsby-transformer-json ships no types; gatsby-node.ts calls its node hook with the content's text.
declare module "gatsby-transformer-json/gatsby-node" {
  import type { CreateNodeArgs, PluginOptions } from "gatsby"
  export function onCreateNode(
    args: CreateNodeArgs,
    options: PluginOptions & { typeName: (context: { node: { name: string } }) => string },
  ): Promise<void>
}
